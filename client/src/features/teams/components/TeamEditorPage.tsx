import { useNavigate, useSearch } from '@tanstack/react-router';
import { CenteredLoader } from '../../../components/manager/CenteredLoader';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { errorMessage } from '../../../components/manager/errorMessage';
import { isNotFound } from '../../../components/manager/isNotFound';
import { useTeam } from '../api/getTeam';
import { TeamEditor } from './TeamEditor';

export default function TeamEditorPage() {
  const { id } = useSearch({ strict: false });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/manager/teams' });
  if (!id) {
    return (
      <EditorFrame backLabel="Back to teams" onBack={back}>
        <EditorProblem message="No team ID provided" />
      </EditorFrame>
    );
  }
  return <LoadedTeamEditor id={id} onBack={back} />;
}

function LoadedTeamEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const team = useTeam(id);
  if (team.data) return <TeamEditor key={team.data.id} team={team.data} onBack={onBack} />;
  return (
    <EditorFrame backLabel="Back to teams" onBack={onBack}>
      {team.isPending ? (
        <CenteredLoader />
      ) : (
        <EditorProblem
          message={isNotFound(team.error) ? 'Team not found' : errorMessage(team.error, 'Failed to load team')}
          backLabel="Back to Teams"
          onBack={onBack}
        />
      )}
    </EditorFrame>
  );
}
