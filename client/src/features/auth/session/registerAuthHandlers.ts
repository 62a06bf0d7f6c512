// Hands the API client what it needs from the session (api/authHandlers.ts): the access token, a
// refresh that stores the new tokens, and the end of the session when a refresh is refused.
import { setAuthHandlers } from '../../../api/authHandlers';
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

async function refreshSession(): Promise<string | null> {
  const refreshToken = getRefreshToken();
  if (!refreshToken) return null;
  try {
    const session = await postRefresh(refreshToken);
    if (!session.token || !session.refreshToken) return null;
    saveSession(session);
    return session.token;
  } catch (error) {
    console.error('Token refresh failed', error);
    return null;
  }
}
