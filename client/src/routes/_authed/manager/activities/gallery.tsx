import { createFileRoute } from '@tanstack/react-router';
import { validateIdSearch } from '../../../../lib/searchParams';
import { lazyPage } from '../../../../lib/lazyPage';
import { manageTitle } from '../../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/manager/activities/gallery')({
  head: () => manageTitle('editGallery'),
  validateSearch: validateIdSearch,
  component: lazyPage(() => import('../../../../features/activities/components/GalleryEditorPage'), 'GalleryEditorPage'),
});
