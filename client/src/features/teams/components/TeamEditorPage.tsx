import { useNavigate, useSearch } from '@tanstack/react-router';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { EditorLoadState } from '../../../components/manager/EditorLoadState';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { isRecordId } from '../../../lib/isRecordId';
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
  if (!isRecordId(id)) {
    return (
      <EditorFrame backLabel="Back to teams" onBack={back}>
        <EditorProblem message="Team not found" backLabel="Back to Teams" onBack={back} />
      </EditorFrame>
    );
  }
  return <LoadedTeamEditor id={id} onBack={back} />;
}

function LoadedTeamEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const team = useTeam(id);
  if (team.data) return <TeamEditor key={team.data.id} team={team.data} onBack={onBack} />;
  return (
    <EditorLoadState
      load={team}
      backLabel="Back to teams"
      onBack={onBack}
      notFound="Team not found"
      failure="Failed to load team"
      backToList="Back to Teams"
    />
  );
}
