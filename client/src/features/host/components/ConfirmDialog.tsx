import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';

type Props = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy: boolean;
  error: string | null;
  onDismissError: () => void;
  onCancel: () => void;
  onConfirm: () => void;
};

/** A last question before something that cannot be undone in front of a room. */
export function ConfirmDialog({ opened, title, message, confirmLabel, busy, error, onDismissError, onCancel, onConfirm }: Props) {
  const { t } = useTranslation('host');
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        <ErrorAlert message={error} onClose={onDismissError} />
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('dialogs.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
