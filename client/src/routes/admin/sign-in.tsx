import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { lazyPage } from '../../lib/lazyPage';
import { pageTitle } from '../../lib/pageTitle';

export const Route = createFileRoute('/admin/sign-in')({
  head: () => pageTitle('Admin sign in'),
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  component: lazyPage(() => import('../../features/auth/components/AdminSignInPage'), 'AdminSignInPage'),
});
