// The stored session (docs/PRODUCT-RULES.md#accounts): the access token, the refresh token and the user, kept together.
import type { SigninResponse, User } from '@quizfest/shared';
import { getItem, removeItem, setItem, STORAGE_KEYS } from '../../../lib/storage';

export function getAccessToken(): string | null {
  return getItem(STORAGE_KEYS.accessToken);
}

export function getRefreshToken(): string | null {
  return getItem(STORAGE_KEYS.refreshToken);
}

/** Logged in only when both tokens are stored (docs/PRODUCT-RULES.md#accounts). */
export function hasSession(): boolean {
  return Boolean(getAccessToken() && getRefreshToken());
}

export function saveSession(response: SigninResponse): User {
  const user: User = {
    id: response.id,
    userName: response.userName,
    emailAddress: response.emailAddress,
    role: response.role,
  };
  setItem(STORAGE_KEYS.accessToken, response.token);
  setItem(STORAGE_KEYS.refreshToken, response.refreshToken);
  setItem(STORAGE_KEYS.user, JSON.stringify(user));
  return user;
}

export function clearSession(): void {
  removeItem(STORAGE_KEYS.accessToken);
  removeItem(STORAGE_KEYS.refreshToken);
  removeItem(STORAGE_KEYS.user);
}

/**
 * Start-up restore (docs/PRODUCT-RULES.md#accounts): both tokens and the user restore the session; both tokens without a
 * user, or anything unreadable, clear it. Returns the user or null.
 */
export function restoreSession(): User | null {
  try {
    const access = getAccessToken();
    const refresh = getRefreshToken();
    const rawUser = getItem(STORAGE_KEYS.user);
    if (access && refresh && rawUser) {
      const user = JSON.parse(rawUser) as unknown;
      if (!isUser(user)) throw new Error('Stored user data is invalid');
      return user;
    }
    if (access && refresh) clearSession();
    return null;
  } catch (error) {
    console.error('Failed to restore the session', error);
    clearSession();
    return null;
  }
}

function isUser(value: unknown): value is User {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.id === 'string' && typeof v.userName === 'string' && typeof v.emailAddress === 'string' && typeof v.role === 'string';
}
