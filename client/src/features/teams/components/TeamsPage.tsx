import { LIMITS } from '@quizfest/shared';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CreateByNameDialog } from '../../../components/manager/CreateByNameDialog';
import { ManagerListPage } from '../../../components/manager/ManagerListPage';
import { mutationState } from '../../../lib/manager/mutationState';
import { useCreateTeam } from '../api/createTeam';
import { useDeleteTeam } from '../api/deleteTeam';
import { useTeams } from '../api/getTeams';
import { TeamsTable } from './TeamsTable';

export default function TeamsPage() {
  const { t } = useTranslation('manage');
  const navigate = useNavigate();
  const teams = useTeams();
  const create = useCreateTeam();
  const remove = useDeleteTeam();
  const openEditor = (id: string) => void navigate({ to: '/manager/teams/editor', search: { id } });

  return (
    <ManagerListPage
      title={t('teams.title')}
      createLabel={t('teams.create')}
      list={teams}
      loadFailure={t('teams.loadFailed')}
      empty={{ title: t('teams.emptyTitle'), hint: t('teams.emptyHint') }}
      table={(items, onDelete) => <TeamsTable teams={items} onEdit={(team) => openEditor(team.id)} onDelete={onDelete} />}
      createDialog={(opened, close) => (
        <CreateByNameDialog
          opened={opened}
          title={t('teams.create')}
          maxLength={LIMITS.teamNameMax}
          {...mutationState(create, t('teams.createFailed'), t)}
          onClose={close}
          onCreate={(name) => create.mutate(name, { onSuccess: ({ id }) => openEditor(id) })}
        />
      )}
      deletion={{ title: t('teams.deleteTitle'), kind: 'team', failure: t('teams.deleteFailed'), mutation: remove }}
    />
  );
}
