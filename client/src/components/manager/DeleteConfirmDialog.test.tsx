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
        kind="team"
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

  // The spec's wording for each kind: an activity by its name alone, an event named as such.
  it.each([
    ['activity', 'Pub Quiz', 'Are you sure you want to delete "Pub Quiz"? This action cannot be undone.'],
    ['event', 'Friday Night', 'Are you sure you want to delete the event "Friday Night"? This action cannot be undone.'],
  ] as const)('names the %s', async (kind, name, text) => {
    render(
      <DeleteConfirmDialog
        target={{ name }}
        title="Delete"
        kind={kind}
        busy={false}
        error={null}
        onDismissError={() => {}}
        onCancel={() => {}}
        onConfirm={() => {}}
      />,
    );
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('is closed without a target', () => {
    render(
      <DeleteConfirmDialog
        target={null}
        title="Delete Activity"
        kind="activity"
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
        kind="activity"
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
