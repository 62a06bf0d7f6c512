import { useNavigate } from '@tanstack/react-router';
import { CreateByNameDialog } from '../../../components/manager/CreateByNameDialog';
import { ManagerListPage } from '../../../components/manager/ManagerListPage';
import { mutationState } from '../../../lib/manager/mutationState';
import { useCreateTeam } from '../api/createTeam';
import { useDeleteTeam } from '../api/deleteTeam';
import { useTeams } from '../api/getTeams';
import { TeamsTable } from './TeamsTable';

export default function TeamsPage() {
  const navigate = useNavigate();
  const teams = useTeams();
  const create = useCreateTeam();
  const remove = useDeleteTeam();
  const openEditor = (id: string) => void navigate({ to: '/manager/teams/editor', search: { id } });

  return (
    <ManagerListPage
      title="My Teams"
      createLabel="Create New Team"
      list={teams}
      loadFailure="Failed to load teams"
      empty={{ title: 'No teams found', hint: 'Create your first team to get started' }}
      table={(items, onDelete) => <TeamsTable teams={items} onEdit={(team) => openEditor(team.id)} onDelete={onDelete} />}
      createDialog={(opened, close) => (
        <CreateByNameDialog
          opened={opened}
          title="Create New Team"
          {...mutationState(create, 'Failed to create team')}
          onClose={close}
          onCreate={(name) => create.mutate(name, { onSuccess: ({ id }) => openEditor(id) })}
        />
      )}
      deletion={{ title: 'Delete Team', what: 'the team', failure: 'Failed to delete team', mutation: remove }}
    />
  );
}
