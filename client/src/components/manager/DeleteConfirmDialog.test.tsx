import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';

describe('DeleteConfirmDialog', () => {
  it('asks with the spec wording naming the team, and confirms', async () => {
    const onConfirm = vi.fn();
    render(
      <DeleteConfirmDialog
        target={{ name: 'Owls' }}
        title="Delete Team"
        what="the team"
        busy={false}
        error={null}
        onDismissError={() => {}}
        onCancel={() => {}}
        onConfirm={onConfirm}
      />,
    );
    expect(await screen.findByText('Are you sure you want to delete the team "Owls"? This action cannot be undone.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('is closed without a target', () => {
    render(
      <DeleteConfirmDialog
        target={null}
        title="Delete Activity"
        busy={false}
        error={null}
        onDismissError={() => {}}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('disables both buttons while deleting', async () => {
    render(
      <DeleteConfirmDialog
        target={{ name: 'Pub Quiz' }}
        title="Delete Activity"
        busy
        error={null}
        onDismissError={() => {}}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
