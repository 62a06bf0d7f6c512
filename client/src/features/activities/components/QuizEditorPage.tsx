import { useNavigate, useSearch } from '@tanstack/react-router';
import { CenteredLoader } from '../../../components/manager/CenteredLoader';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { errorMessage } from '../../../components/manager/errorMessage';
import { isNotFound } from '../../../components/manager/isNotFound';
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
  return <LoadedQuizEditor id={id} onBack={back} />;
}

function LoadedQuizEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const quiz = useQuiz(id);
  if (quiz.data) return <QuizEditor key={quiz.data.id} quiz={quiz.data} onBack={onBack} />;
  return (
    <EditorFrame backLabel="Back to activities" onBack={onBack}>
      {quiz.isPending ? (
        <CenteredLoader />
      ) : (
        <EditorProblem
          message={isNotFound(quiz.error) ? 'Quiz not found' : errorMessage(quiz.error, 'Failed to load quiz')}
          backLabel="Back to Activities"
          onBack={onBack}
        />
      )}
    </EditorFrame>
  );
}
