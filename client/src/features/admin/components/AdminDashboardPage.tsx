// Admin Dashboard (docs/PRODUCT-RULES.md#import-export): backup, restore and reset, each reporting in a bottom snackbar.
import { Button, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconDatabaseExport, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { DashboardCard } from '../../../components/dashboard/DashboardCard';
import { DashboardHeader } from '../../../components/dashboard/DashboardHeader';
import { useAuth } from '../../auth/hooks/useAuth';
import { errorMessage } from '../../../lib/errorMessage';
import { showError, showSuccess } from '../../../lib/snackbar';
import { useExportDatabase } from '../api/exportDatabase';
import { useResetDatabase } from '../api/resetDatabase';
import { AccountRemovedAlert } from './AccountRemovedAlert';
import { ImportDatabaseCard } from './ImportDatabaseCard';
import { ResetDatabaseDialog } from './ResetDatabaseDialog';
import { SessionEndedAlert } from './SessionEndedAlert';

export default function AdminDashboardPage() {
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
      onSuccess: () => showSuccess('Database exported successfully!'),
      onError: (error) => showError(errorMessage(error, 'Failed to export database')),
    });

  const runReset = () =>
    reset.mutate(undefined, {
      onSuccess: (response) => showSuccess(response.message || 'Database reset successfully!'),
      onError: (error) => showError(errorMessage(error, 'Failed to reset database')),
      onSettled: () => setConfirming(false),
    });

  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <DashboardHeader title="Admin Dashboard" signInPath="/admin/sign-in">
          {sessionOver ? null : (
            <>
              <Text size="lg">Welcome, {user?.userName}!</Text>
              <Text c="dimmed">
                {user?.emailAddress} · Role: {user?.role}
              </Text>
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
              title="Export Database"
              description="Download a complete backup of the database"
            >
              <Button color="teal" onClick={runExport} loading={exportDump.isPending}>
                Export
              </Button>
            </DashboardCard>
            <ImportDatabaseCard onImported={() => setImported(true)} />
            <DashboardCard icon={<IconTrash />} color="red" title="Reset Database" description="Clear all data from the database">
              <Button color="red" onClick={() => setConfirming(true)}>
                Reset
              </Button>
            </DashboardCard>
          </SimpleGrid>
        )}
      </Stack>
      <ResetDatabaseDialog opened={confirming} busy={reset.isPending} onClose={() => setConfirming(false)} onConfirm={runReset} />
    </Container>
  );
}
