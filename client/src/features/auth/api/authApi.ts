// The auth calls (docs/PRODUCT-RULES.md#accounts). They carry no access token: they are how one is obtained.
import type { Role, SigninResponse, User } from '@quizfest/shared';
import { apiRequest } from '../../../api/client';

export function postSignIn(emailAddress: string, passwordHash: string, rememberMe: boolean): Promise<SigninResponse> {
  return apiRequest<SigninResponse>('/auth/signin', {
    method: 'POST',
    auth: false,
    body: { emailAddress, passwordHash, rememberMe },
  });
}

export function postSignUp(userName: string, emailAddress: string, passwordHash: string, role: Role): Promise<User> {
  return apiRequest<User>('/auth/signup', {
    method: 'POST',
    auth: false,
    body: { userName, emailAddress, passwordHash, role },
  });
}

export function postSignOut(refreshToken: string): Promise<unknown> {
  return apiRequest('/auth/signout', { method: 'POST', auth: false, body: { refreshToken } });
}

/** Trades a refresh token for a new pair (the server rotates it: the old one is spent). */
export function postRefresh(refreshToken: string): Promise<SigninResponse> {
  return apiRequest<SigninResponse>('/auth/refresh', { method: 'POST', auth: false, body: { refreshToken } });
}
