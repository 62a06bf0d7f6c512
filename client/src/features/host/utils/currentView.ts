import type { HostView } from '@quizfest/shared';

/** An action's answer, with the socket's view as it was when the answer came. */
export type PostedView = { view: HostView; socketAt: HostView | null };

/**
 * The view to show: an action's answer replaces the socket's view at once, and stays until the
 * socket brings something at least as recent (a higher revision, or the same one pushed since).
 */
export function currentView(socket: HostView | null, posted: PostedView | null): HostView | null {
  if (!posted) return socket;
  if (!socket) return posted.view;
  if (socket.live.rev !== posted.view.live.rev) return socket.live.rev > posted.view.live.rev ? socket : posted.view;
  return socket === posted.socketAt ? posted.view : socket;
}
