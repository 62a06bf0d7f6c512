import { useNavigate, useSearch } from '@tanstack/react-router';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { EditorLoadState } from '../../../components/manager/EditorLoadState';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { isRecordId } from '../../../lib/isRecordId';
import { useQuiz } from '../api/getQuiz';
import { QuizEditor } from './QuizEditor';

export default function QuizEditorPage() {
  const { id } = useSearch({ strict: false });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/manager/activities' });
  if (!id) {
    return (
      <EditorFrame backLabel="Back to activities" onBack={back}>
        <EditorProblem message="No quiz ID provided" />
      </EditorFrame>
    );
  }
  if (!isRecordId(id)) {
    return (
      <EditorFrame backLabel="Back to activities" onBack={back}>
        <EditorProblem message="Quiz not found" backLabel="Back to Activities" onBack={back} />
      </EditorFrame>
    );
  }
  return <LoadedQuizEditor id={id} onBack={back} />;
}

function LoadedQuizEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const quiz = useQuiz(id);
  if (quiz.data) return <QuizEditor key={quiz.data.id} quiz={quiz.data} onBack={onBack} />;
  return (
    <EditorLoadState
      load={quiz}
      backLabel="Back to activities"
      onBack={onBack}
      notFound="Quiz not found"
      failure="Failed to load quiz"
      backToList="Back to Activities"
    />
  );
}
