import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './ErrorAlert';

/** What is deleted: the confirmation names a team or an event as such (docs/PRODUCT-RULES.md#errors), an activity by its name alone. */
export type DeleteKind = 'activity' | 'team' | 'event';

type Props = {
  /** What is being deleted; the dialog is open while this is set. */
  target: { name: string } | null;
  title: string;
  kind: DeleteKind;
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
  kind,
  busy,
  error,
  onDismissError,
  onCancel,
  onConfirm,
  lockWhileBusy = false,
}: Props) {
  const { t } = useTranslation('manage');
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
        <Text>{target ? t(`deleteConfirm.${kind}`, { name: target.name }) : ''}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={cancel} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
