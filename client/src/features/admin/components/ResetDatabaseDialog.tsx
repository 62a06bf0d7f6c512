import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type Props = { opened: boolean; busy: boolean; onClose: () => void; onConfirm: () => void };

export function ResetDatabaseDialog({ opened, busy, onClose, onConfirm }: Props) {
  const { t } = useTranslation('manage');
  return (
    <Modal opened={opened} onClose={() => !busy && onClose()} title={t('admin.reset.title')} centered>
      <Stack>
        <Text>{t('admin.reset.question')}</Text>
        <List>
          <List.Item>{t('admin.reset.accounts')}</List.Item>
          <List.Item>{t('admin.reset.quizzes')}</List.Item>
          <List.Item>{t('admin.reset.teams')}</List.Item>
          <List.Item>{t('admin.reset.events')}</List.Item>
        </List>
        <Alert color="red" icon={<IconAlertTriangle />}>
          {t('admin.reset.warning')}
        </Alert>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={busy}>
            {t('admin.reset.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
