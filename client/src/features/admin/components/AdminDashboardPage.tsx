// Admin Dashboard (docs/PRODUCT-RULES.md#import-export): backup, restore and reset, each reporting in a bottom snackbar.
import { Button, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDatabaseExport, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DashboardCard } from '../../../components/dashboard/DashboardCard';
import { DashboardHeader } from '../../../components/dashboard/DashboardHeader';
import { useAuth } from '../../auth/hooks/useAuth';
import { managerErrorMessage } from '../../../lib/manager/serverErrors';
import { showError, showSuccess } from '../../../lib/snackbar';
import { useExportDatabase } from '../api/exportDatabase';
import { useResetDatabase } from '../api/resetDatabase';
import { AccountRemovedAlert } from './AccountRemovedAlert';
import { ImportDatabaseCard } from './ImportDatabaseCard';
import { ResetDatabaseDialog } from './ResetDatabaseDialog';
import { SessionEndedAlert } from './SessionEndedAlert';

export default function AdminDashboardPage() {
  const { t } = useTranslation('manage');
  const { user } = useAuth();
  const exportDump = useExportDatabase();
  const reset = useResetDatabase();
  const [confirming, setConfirming] = useState(false);
  // A reset deletes every account, this one included: the page stops greeting it.
  const accountRemoved = reset.isSuccess;
  // An import ends every session, this one included (see SessionEndedAlert).
  const [imported, setImported] = useState(false);
  const sessionOver = accountRemoved || imported;

  const runExport = () =>
    exportDump.mutate(undefined, {
      onSuccess: () => showSuccess(t('admin.export.success')),
      onError: (error) => showError(managerErrorMessage(t, error, t('admin.export.failed'))),
    });

  const runReset = () =>
    reset.mutate(undefined, {
      // The server's message is the same English words: the page says them in its own language.
      onSuccess: () => showSuccess(t('admin.reset.success')),
      onError: (error) => showError(managerErrorMessage(t, error, t('admin.reset.failed'))),
      onSettled: () => setConfirming(false),
    });

  return (
    <Container component="main" size="lg" py="xl">
      <Stack gap="xl">
        <DashboardHeader title={t('admin.title')} signInPath="/admin/sign-in">
          {sessionOver ? null : (
            <>
              <Text size="lg">{t('admin.welcome', { name: user?.userName })}</Text>
              <Text c="dimmed">{t('admin.account', { email: user?.emailAddress, role: user ? t(`roles.${user.role}`) : '' })}</Text>
            </>
          )}
        </DashboardHeader>
        {accountRemoved ? (
          <AccountRemovedAlert />
        ) : imported ? (
          <SessionEndedAlert />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
            <DashboardCard
              icon={<IconDatabaseExport />}
              color="teal"
              title={t('admin.export.title')}
              description={t('admin.export.description')}
            >
              <Button color="teal" onClick={runExport} loading={exportDump.isPending}>
                {t('admin.export.button')}
              </Button>
            </DashboardCard>
            <ImportDatabaseCard onImported={() => setImported(true)} />
            <DashboardCard icon={<IconTrash />} color="red" title={t('admin.reset.title')} description={t('admin.reset.description')}>
              <Button color="red" onClick={() => setConfirming(true)}>
                {t('admin.reset.button')}
              </Button>
            </DashboardCard>
          </SimpleGrid>
        )}
      </Stack>
      <ResetDatabaseDialog opened={confirming} busy={reset.isPending} onClose={() => setConfirming(false)} onConfirm={runReset} />
    </Container>
  );
}
