import { Button, Container, Paper, Stack } from '@mantine/core';
import type { Team } from '@quizfest/shared';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { CenteredLoader } from '../../../components/manager/CenteredLoader';
import { CreateByNameDialog } from '../../../components/manager/CreateByNameDialog';
import { DeleteConfirmDialog } from '../../../components/manager/DeleteConfirmDialog';
import { EmptyListState } from '../../../components/manager/EmptyListState';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { errorMessage } from '../../../components/manager/errorMessage';
import { FloatingAddButton } from '../../../components/manager/FloatingAddButton';
import { ManagerPageHeader } from '../../../components/manager/ManagerPageHeader';
import { useDismissibleError } from '../../../components/manager/useDismissibleError';
import { useCreateTeam } from '../api/createTeam';
import { useDeleteTeam } from '../api/deleteTeam';
import { useTeams } from '../api/getTeams';
import { TeamsTable } from './TeamsTable';

export default function TeamsPage() {
  const navigate = useNavigate();
  const teams = useTeams();
  const loadError = useDismissibleError(teams.error, 'Failed to load teams');
  const create = useCreateTeam();
  const remove = useDeleteTeam();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Team | null>(null);

  const openEditor = (id: string) => void navigate({ to: '/manager/teams/editor', search: { id } });
  const closeCreate = () => {
    create.reset();
    setCreating(false);
  };
  const cancelDelete = () => {
    remove.reset();
    setDeleting(null);
  };

  return (
    <Container size="lg" py="lg">
      <Stack>
        <ManagerPageHeader
          title="My Teams"
          createButton={
            <Button visibleFrom="sm" leftSection={<IconPlus size={18} />} onClick={() => setCreating(true)}>
              Create New Team
            </Button>
          }
        />
        <ErrorAlert message={loadError.message} onClose={loadError.dismiss} />
        {teams.isPending ? (
          <CenteredLoader />
        ) : teams.data?.length ? (
          <Paper withBorder p="md">
            <TeamsTable teams={teams.data} onEdit={(team) => openEditor(team.id)} onDelete={setDeleting} />
          </Paper>
        ) : teams.data ? (
          <EmptyListState title="No teams found" hint="Create your first team to get started" />
        ) : null}
      </Stack>
      <FloatingAddButton label="Create New Team" onClick={() => setCreating(true)} />
      <CreateByNameDialog
        opened={creating}
        title="Create New Team"
        busy={create.isPending}
        error={create.error ? errorMessage(create.error, 'Failed to create team') : null}
        onDismissError={create.reset}
        onClose={closeCreate}
        onCreate={(name) => create.mutate(name, { onSuccess: ({ id }) => openEditor(id) })}
      />
      <DeleteConfirmDialog
        target={deleting}
        title="Delete Team"
        what="the team"
        busy={remove.isPending}
        error={remove.error ? errorMessage(remove.error, 'Failed to delete team') : null}
        onDismissError={remove.reset}
        onCancel={cancelDelete}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) })}
      />
    </Container>
  );
}
