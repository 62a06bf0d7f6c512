import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema } from '../../../../lib/idSearch';
import { lazyPage } from '../../../../lib/lazyPage';
import { manageTitle } from '../../../../lib/manager/manageTitle';

export const Route = createFileRoute('/_authed/manager/activities/gallery')({
  head: () => manageTitle('editGallery'),
  validateSearch: idSearchSchema,
  component: lazyPage(() => import('../../../../features/activities/components/GalleryEditorPage'), 'GalleryEditorPage'),
});
