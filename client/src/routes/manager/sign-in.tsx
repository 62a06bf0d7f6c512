import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { lazyPage } from '../../lib/lazyPage';
import { pageTitle } from '../../lib/pageTitle';

export const Route = createFileRoute('/manager/sign-in')({
  head: () => pageTitle('Sign in'),
  validateSearch: z.object({ redirect: z.catch(z.optional(z.string()), undefined) }),
  component: lazyPage(() => import('../../features/auth/components/ManagerSignInPage'), 'ManagerSignInPage'),
});
