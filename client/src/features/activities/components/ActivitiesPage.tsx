import { Button, Container, Paper, Stack } from '@mantine/core';
import type { ActivitySummary, ActivityType } from '@quizfest/shared';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CenteredLoader } from '../../../components/manager/CenteredLoader';
import { DeleteConfirmDialog } from '../../../components/manager/DeleteConfirmDialog';
import { EmptyListState } from '../../../components/manager/EmptyListState';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { errorMessage } from '../../../components/manager/errorMessage';
import { FloatingAddButton } from '../../../components/manager/FloatingAddButton';
import { ManagerPageHeader } from '../../../components/manager/ManagerPageHeader';
import { useDismissibleError } from '../../../components/manager/useDismissibleError';
import { useActivities } from '../api/getActivities';
import { useDeleteActivity } from '../api/deleteActivity';
import { activityEditorPath } from '../utils/activityEditorPath';
import { ActivitiesTable } from './ActivitiesTable';
import { CreateActivityDialog } from './CreateActivityDialog';

export default function ActivitiesPage() {
  const navigate = useNavigate();
  const activities = useActivities();
  const loadError = useDismissibleError(activities.error, 'Failed to load activities');
  const remove = useDeleteActivity();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<ActivitySummary | null>(null);

  const openEditor = (type: ActivityType, id: string) => void navigate({ to: activityEditorPath(type), search: { id } });

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting, { onSuccess: () => setDeleting(null) });
  };

  const cancelDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <Container size="lg" py="lg">
      <Stack>
        <ManagerPageHeader
          title="My Activities"
          createButton={
            <Button visibleFrom="sm" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
              Create New Activity
            </Button>
          }
        />
        <ErrorAlert message={loadError.message} onClose={loadError.dismiss} />
        {activities.isPending ? (
          <CenteredLoader />
        ) : activities.data?.length ? (
          <Paper withBorder p="md">
            <ActivitiesTable activities={activities.data} onEdit={(a) => openEditor(a.type, a.id)} onDelete={setDeleting} />
          </Paper>
        ) : activities.data ? (
          <EmptyListState title="No activities found" hint="Create your first activity to get started" />
        ) : null}
      </Stack>
      <FloatingAddButton label="Create New Activity" onClick={() => setCreating(true)} />
      <CreateActivityDialog opened={creating} onClose={() => setCreating(false)} onCreated={openEditor} />
      <DeleteConfirmDialog
        target={deleting}
        title="Delete Activity"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, 'Failed to delete activity') : null}
        onDismissError={remove.reset}
        onCancel={cancelDelete}
        onConfirm={confirmDelete}
        lockWhileBusy
      />
    </Container>
  );
}
