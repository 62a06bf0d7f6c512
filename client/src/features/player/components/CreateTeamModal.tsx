// Asks for a new team's name. The spec's window.prompt is replaced by a dialog: prompt blocks the
// page (and the poll), cannot be styled for a phone, and is suppressed by some in-app browsers.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { LIMITS } from '@quizfest/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onCreate: (name: string) => void;
};

export function CreateTeamModal({ opened, busy, onClose, onCreate }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !busy) onCreate(trimmed);
  };

  return (
    <Modal
      opened={opened}
      onClose={() => !busy && onClose()}
      title={t('createTeam.title')}
      closeButtonProps={{ 'aria-label': t('createTeam.close') }}
      centered
      onExitTransitionEnd={() => setName('')}
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label={t('createTeam.name')}
            size="lg"
            // The server takes no longer a name, and would say so in English schema words.
            maxLength={LIMITS.teamNameMax}
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            disabled={busy}
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose} disabled={busy}>
              {t('createTeam.cancel')}
            </Button>
            <Button type="submit" size="md" disabled={!trimmed} loading={busy}>
              {t('createTeam.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
