import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';

/** The longest name the server takes (HostActionBody). */
const NAME_MAX = 40;

type Props = {
  /** The player being renamed; the modal is open while this is set. */
  target: { name: string | null } | null;
  busy: boolean;
  error: string | null;
  onDismissError: () => void;
  onCancel: () => void;
  /** Receives the trimmed, non-empty name. */
  onRename: (name: string) => void;
};

export function RenamePlayerModal({ target, ...rest }: Props) {
  const { t } = useTranslation('host');
  return (
    <Modal opened={target !== null} onClose={rest.onCancel} title={t('dialogs.renameTitle')}>
      {/* Mounted per opening, so that the field starts from the player's current name. */}
      {target ? <RenameForm initial={target.name ?? ''} {...rest} /> : null}
    </Modal>
  );
}

function RenameForm({ initial, busy, error, onDismissError, onCancel, onRename }: Omit<Props, 'target'> & { initial: string }) {
  const { t } = useTranslation('host');
  const [name, setName] = useState(initial);
  const trimmed = name.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !busy) onRename(trimmed);
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <ErrorAlert message={error} onClose={onDismissError} />
        <TextInput
          label={t('dialogs.renameName')}
          required
          maxLength={NAME_MAX}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('dialogs.cancel')}
          </Button>
          <Button type="submit" disabled={!trimmed} loading={busy}>
            {t('dialogs.rename')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
