import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { EditorLoadState } from '../../../components/manager/EditorLoadState';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { isRecordId } from '../../../lib/isRecordId';
import { useTeam } from '../api/getTeam';
import { TeamEditor } from './TeamEditor';

export default function TeamEditorPage() {
  const { t } = useTranslation('manage');
  const { id } = useSearch({ strict: false });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/manager/teams' });
  if (!id) {
    return (
      <EditorFrame backLabel={t('teams.backToList')} onBack={back}>
        <EditorProblem message={t('teams.noId')} />
      </EditorFrame>
    );
  }
  if (!isRecordId(id)) {
    return (
      <EditorFrame backLabel={t('teams.backToList')} onBack={back}>
        <EditorProblem message={t('teams.notFound')} backLabel={t('teams.backToListButton')} onBack={back} />
      </EditorFrame>
    );
  }
  return <LoadedTeamEditor id={id} onBack={back} />;
}

function LoadedTeamEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('manage');
  const team = useTeam(id);
  if (team.data) return <TeamEditor key={team.data.id} team={team.data} onBack={onBack} />;
  return (
    <EditorLoadState
      load={team}
      backLabel={t('teams.backToList')}
      onBack={onBack}
      notFound={t('teams.notFound')}
      failure={t('teams.loadOneFailed')}
      backToList={t('teams.backToListButton')}
    />
  );
}
