// The API client needs the access token, a way to renew it and someone to tell when the session is
// over, but the session belongs to the auth feature, which is itself built on this client. So auth
// registers its handlers here at start-up (features/auth/session/registerAuthHandlers.ts) and the
// dependency runs one way: features/auth -> api.
export type AuthHandlers = {
  /** The stored access token, or null when signed out. */
  getToken(): string | null;
  /**
   * Trades the refresh token for new tokens and stores them: the new access token, or null when
   * refused; throws when the server could not answer, and the session stays.
   */
  refresh(): Promise<string | null>;
  /** A refresh was refused: the session is over. */
  onSessionEnded(): void;
};

// Until auth registers, nobody is signed in: an authenticated call fails before it is sent.
let handlers: AuthHandlers = {
  getToken: () => null,
  refresh: () => Promise.resolve(null),
  onSessionEnded: () => {},
};

export function setAuthHandlers(next: AuthHandlers): void {
  handlers = next;
}

export function getAccessToken(): string | null {
  return handlers.getToken();
}

export function refreshTokens(): Promise<string | null> {
  return handlers.refresh();
}

export function endSession(): void {
  handlers.onSessionEnded();
}
