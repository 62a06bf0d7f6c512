import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../test/render';
import { CreateByNameDialog } from './CreateByNameDialog';

function renderDialog(props: Partial<Parameters<typeof CreateByNameDialog>[0]> = {}) {
  const onCreate = vi.fn();
  const onClose = vi.fn();
  render(
    <CreateByNameDialog
      opened
      title="Create New Team"
      maxLength={60}
      busy={false}
      error={null}
      onDismissError={() => {}}
      onClose={onClose}
      onCreate={onCreate}
      {...props}
    />,
  );
  return { onCreate, onClose };
}

describe('CreateByNameDialog', () => {
  it('keeps Create disabled while the name is empty or only spaces', async () => {
    renderDialog();
    const create = await screen.findByRole('button', { name: 'Create' });
    expect(create).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Name/), '   ');
    expect(create).toBeDisabled();
  });

  it('sends the trimmed name when Create is clicked', async () => {
    const { onCreate } = renderDialog();
    await userEvent.type(await screen.findByLabelText(/Name/), '  Owls  ');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Owls');
  });

  it('submits on Enter', async () => {
    const { onCreate } = renderDialog();
    await userEvent.type(await screen.findByLabelText(/Name/), 'Owls{Enter}');
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Owls');
  });

  it('does not submit an empty name on Enter', async () => {
    const { onCreate } = renderDialog();
    await userEvent.type(await screen.findByLabelText(/Name/), '  {Enter}');
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('disables its buttons while busy and, when locked, refuses to close', async () => {
    const { onClose } = renderDialog({ busy: true, lockWhileBusy: true });
    expect(await screen.findByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on Escape when not busy', async () => {
    const { onClose } = renderDialog();
    await screen.findByLabelText(/Name/);
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('starts empty each time it opens', async () => {
    const props = {
      title: 'Create New Event',
      maxLength: 100,
      busy: false,
      error: null,
      onDismissError: () => {},
      onClose: () => {},
      onCreate: () => {},
    };
    const { rerender } = render(<CreateByNameDialog opened {...props} />);
    await userEvent.type(await screen.findByLabelText(/Name/), 'Quiz Night');
    rerender(<CreateByNameDialog opened={false} {...props} />);
    rerender(<CreateByNameDialog opened {...props} />);
    expect(await screen.findByLabelText(/Name/)).toHaveValue('');
  });

  // Issue 19: a team name over 60 characters went to the server, which answered in its schema's
  // words ('name must be at most 60 characters'). The field says it, and Create waits.
  it('refuses a name longer than the limit at the field, counting it trimmed', async () => {
    const { onCreate } = renderDialog();
    const field = await screen.findByLabelText(/Name/);
    await userEvent.type(field, ` ${'a'.repeat(60)} `);
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();
    await userEvent.type(field, '{Backspace}b{Enter}');
    expect(screen.getByText('The name can be at most 60 characters long (61 now)')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Create' })).toBeDisabled();
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('shows an error that can be dismissed', async () => {
    const onDismissError = vi.fn();
    renderDialog({ error: 'Failed to create team', onDismissError });
    expect(await screen.findByText('Failed to create team')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(onDismissError).toHaveBeenCalled();
  });
});
