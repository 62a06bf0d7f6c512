import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { deleteConfirmationText } from '../../lib/manager/deleteConfirmationText';
import { ErrorAlert } from './ErrorAlert';

type Props = {
  /** What is being deleted; the dialog is open while this is set. */
  target: { name: string } | null;
  title: string;
  what?: 'the team' | 'the event';
  busy: boolean;
  error: string | null;
  onDismissError: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  lockWhileBusy?: boolean;
};

export function DeleteConfirmDialog({
  target,
  title,
  what,
  busy,
  error,
  onDismissError,
  onCancel,
  onConfirm,
  lockWhileBusy = false,
}: Props) {
  const locked = lockWhileBusy && busy;
  const cancel = () => {
    if (!locked) onCancel();
  };
  return (
    <Modal
      opened={target !== null}
      onClose={cancel}
      title={title}
      closeOnClickOutside={!locked}
      closeOnEscape={!locked}
      withCloseButton={!locked}
    >
      <Stack>
        <ErrorAlert message={error} onClose={onDismissError} />
        <Text>{target ? deleteConfirmationText(target.name, what) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
