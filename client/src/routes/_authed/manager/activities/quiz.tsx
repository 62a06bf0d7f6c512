import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema } from '../../../../lib/idSearch';
import { lazyPage } from '../../../../lib/lazyPage';
import { manageTitle } from '../../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/manager/activities/quiz')({
  head: () => manageTitle('editQuiz'),
  validateSearch: idSearchSchema,
  component: lazyPage(() => import('../../../../features/activities/components/QuizEditorPage'), 'QuizEditorPage'),
});
