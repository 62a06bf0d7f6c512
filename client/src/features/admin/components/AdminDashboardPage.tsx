// Admin Dashboard (spec §2): backup, restore and reset, each reporting in a bottom snackbar.
import { Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconDatabaseExport, IconLogout, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useAuth } from '../../../lib/auth/useAuth';
import { errorMessage, showError, showSuccess } from '../../../lib/snackbar';
import { useExportDatabase } from '../api/exportDatabase';
import { useResetDatabase } from '../api/resetDatabase';
import { AdminCard } from './AdminCard';
import { ImportDatabaseCard } from './ImportDatabaseCard';
import { ResetDatabaseDialog } from './ResetDatabaseDialog';

export default function AdminDashboardPage() {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const exportDump = useExportDatabase();
  const reset = useResetDatabase();
  const [confirming, setConfirming] = useState(false);

  // Leave the guarded page first, or the guard would send us to the manager sign-in instead.
  const logout = async () => {
    await navigate({ to: '/admin/sign-in' });
    await signOut();
  };

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
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>Admin Dashboard</Title>
            <Text size="lg">Welcome, {user?.userName}!</Text>
            <Text c="dimmed">
              {user?.emailAddress} · Role: {user?.role}
            </Text>
          </div>
          <Button variant="default" leftSection={<IconLogout size={18} />} onClick={() => void logout()}>
            Logout
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
          <AdminCard
            icon={<IconDatabaseExport />}
            color="teal"
            title="Export Database"
            description="Download a complete backup of the database"
          >
            <Button color="teal" onClick={runExport} loading={exportDump.isPending}>
              Export
            </Button>
          </AdminCard>
          <ImportDatabaseCard />
          <AdminCard
            icon={<IconTrash />}
            color="red"
            title="Reset Database"
            description="Clear all data from the database"
          >
            <Button color="red" onClick={() => setConfirming(true)}>
              Reset
            </Button>
          </AdminCard>
        </SimpleGrid>
      </Stack>
      <ResetDatabaseDialog
        opened={confirming}
        busy={reset.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={runReset}
      />
    </Container>
  );
}
