import { createFileRoute } from '@tanstack/react-router';
import { idSearchSchema } from '../../../../lib/idSearch';
import { lazyPage } from '../../../../lib/lazyPage';
import { pageTitle } from '../../../../lib/pageTitle';

export const Route = createFileRoute('/_authed/manager/activities/draw')({
  head: () => pageTitle('Edit draw'),
  validateSearch: idSearchSchema,
  component: lazyPage(() => import('../../../../features/activities/components/DrawEditorPage'), 'DrawEditorPage'),
});
