// An expired session is found by the API client, which cannot reach React or the router: its auth
// handlers (registerAuthHandlers.ts) announce it here, and the auth provider (state) and the router
// (navigation) listen.
type Listener = () => void;

const listeners = new Set<Listener>();

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifySessionExpired(): void {
  for (const listener of listeners) listener();
}
