import { createFileRoute } from '@tanstack/react-router';
import { validateIdSearch } from '../../../../lib/searchParams';
import { lazyPage } from '../../../../lib/lazyPage';
import { manageTitle } from '../../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/manager/events/editor')({
  head: () => manageTitle('editEvent'),
  validateSearch: validateIdSearch,
  component: lazyPage(() => import('../../../../features/events/components/EventEditorPage'), 'EventEditorPage'),
});
