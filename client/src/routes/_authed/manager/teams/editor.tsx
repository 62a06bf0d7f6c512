import { createFileRoute } from '@tanstack/react-router';
import { validateIdSearch } from '../../../../lib/searchParams';
import { lazyPage } from '../../../../lib/lazyPage';
import { manageTitle } from '../../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/manager/teams/editor')({
  head: () => manageTitle('editTeam'),
  validateSearch: validateIdSearch,
  component: lazyPage(() => import('../../../../features/teams/components/TeamEditorPage'), 'TeamEditorPage'),
});
