// Hands the API client what it needs from the session (api/authHandlers.ts): the access token, a
// refresh that stores the new tokens, and the end of the session when a refresh is refused.
import { setAuthHandlers } from '../../../api/authHandlers';
import { ApiError } from '../../../api/client';
import { postRefresh } from '../api/authApi';
import { clearSession, getAccessToken, getRefreshToken, saveSession } from './session';
import { notifySessionExpired } from './sessionExpiry';

export function registerAuthHandlers(): void {
  setAuthHandlers({
    getToken: getAccessToken,
    refresh: refreshSession,
    onSessionEnded: () => {
      clearSession();
      notifySessionExpired();
    },
  });
}

/**
 * The new access token, or null when the server refused the refresh token (the session is over).
 * A refresh the server could not answer (offline, 429 past the network's calls, 5xx) throws: the
 * session stays, and the call that needed it fails with that error, to be tried again.
 */
async function refreshSession(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  try {
    const session = await postRefresh(refreshToken);
    if (!session.token || !session.refreshToken) return null;
    saveSession(session);
    return session.token;
  } catch (error) {
    if (!refused(error)) throw error;
    console.error('Token refresh failed', error);
    return null;
  }
}

/** The server's answer that the refresh token is no good: 401 (expired, revoked, reused) or a malformed one. */
const refused = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 400 || error.status === 403);
