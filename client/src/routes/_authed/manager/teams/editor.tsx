import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema } from '../../../../lib/idSearch';
import { lazyPage } from '../../../../lib/lazyPage';
import { pageTitle } from '../../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/manager/teams/editor')({
  head: () => pageTitle('Edit team'),
  validateSearch: idSearchSchema,
  component: lazyPage(() => import('../../../../features/teams/components/TeamEditorPage'), 'TeamEditorPage'),
});
