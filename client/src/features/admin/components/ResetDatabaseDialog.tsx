import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

type Props = { opened: boolean; busy: boolean; onClose: () => void; onConfirm: () => void };

export function ResetDatabaseDialog({ opened, busy, onClose, onConfirm }: Props) {
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title="Reset Database" centered>
      <Stack>
        <Text>Are you sure you want to reset the database? This will permanently delete all data including:</Text>
        <List>
          <List.Item>All user accounts</List.Item>
          <List.Item>All quizzes and questions</List.Item>
          <List.Item>All teams and players</List.Item>
          <List.Item>All events and activities</List.Item>
        </List>
        <Alert color="red" icon={<IconAlertTriangle />}>
          This action cannot be undone!
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            Reset Database
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
