// The auth calls (docs/PRODUCT-RULES.md#accounts). They carry no access token: they are how one is obtained.
// Their answers are cast, not parsed with the shared schemas like the other calls': this module is in
// every page's download (the session starts here), and a schema here brings classic zod into the join
// page, 8.7 KB gzipped over its budget (scripts/client-size.mjs).
import type { Role, SigninResponse, User } from '@quizfest/shared';
import { apiRequest } from '../../../api/client';

export function postSignIn(emailAddress: string, passwordHash: string, rememberMe: boolean): Promise<SigninResponse> {
  return apiRequest('/auth/signin', {
    method: 'POST',
    auth: false,
    body: { emailAddress, passwordHash, rememberMe },
  }) as Promise<SigninResponse>;
}

export function postSignUp(userName: string, emailAddress: string, passwordHash: string, role: Role): Promise<User> {
  return apiRequest('/auth/signup', {
    method: 'POST',
    auth: false,
    body: { userName, emailAddress, passwordHash, role },
  }) as Promise<User>;
}

export function postSignOut(refreshToken: string): Promise<unknown> {
  return apiRequest('/auth/signout', { method: 'POST', auth: false, body: { refreshToken } });
}

/** Trades a refresh token for a new pair (the server rotates it: the old one is spent). */
export function postRefresh(refreshToken: string): Promise<SigninResponse> {
  return apiRequest('/auth/refresh', { method: 'POST', auth: false, body: { refreshToken } }) as Promise<SigninResponse>;
}
