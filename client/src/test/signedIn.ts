// A stored session, as sign-in leaves it, for tests that render the app's protected routes.
import type { Role } from '@quizfest/shared';
import { saveSession } from '../features/auth/session/session';

export function signedIn(role: Role = 'manager', userName = 'Manager'): void {
  saveSession({
    token: 'test-access-token',
    refreshToken: 'test-refresh-token',
    id: '00000000-0000-4000-8000-000000000001',
    userName,
    emailAddress: 'manager@example.com',
    role,
  });
}
