import { useNavigate, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { EditorFrame } from '../../../components/manager/EditorFrame';
import { EditorLoadState } from '../../../components/manager/EditorLoadState';
import { EditorProblem } from '../../../components/manager/EditorProblem';
import { isRecordId } from '../../../lib/isRecordId';
import { useQuiz } from '../api/getQuiz';
import { QuizEditor } from './QuizEditor';

export default function QuizEditorPage() {
  const { t } = useTranslation('manage');
  const { id } = useSearch({ strict: false });
  const navigate = useNavigate();
  const back = () => void navigate({ to: '/manager/activities' });
  if (!id) {
    return (
      <EditorFrame backLabel={t('activities.backToList')} onBack={back}>
        <EditorProblem message={t('quiz.noId')} />
      </EditorFrame>
    );
  }
  if (!isRecordId(id)) {
    return (
      <EditorFrame backLabel={t('activities.backToList')} onBack={back}>
        <EditorProblem message={t('quiz.notFound')} backLabel={t('activities.backToListButton')} onBack={back} />
      </EditorFrame>
    );
  }
  return <LoadedQuizEditor id={id} onBack={back} />;
}

function LoadedQuizEditor({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation('manage');
  const quiz = useQuiz(id);
  // The editor fills the window with a frame of its own (not EditorFrame): the page's main landmark is here.
  if (quiz.data)
    return (
      <main>
        <QuizEditor key={quiz.data.id} quiz={quiz.data} onBack={onBack} />
      </main>
    );
  return (
    <EditorLoadState
      load={quiz}
      backLabel={t('activities.backToList')}
      onBack={onBack}
      notFound={t('quiz.notFound')}
      failure={t('quiz.loadFailed')}
      backToList={t('activities.backToListButton')}
    />
  );
}
