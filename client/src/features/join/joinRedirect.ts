// On load the join page sends a browser that already joined back to its page (docs/PRODUCT-RULES.md#pages).
import { getEventId, getPlayerId, getScreenId } from '../../lib/participant';

export function isScreenMode(isScreen: unknown): boolean {
  return isScreen === true || isScreen === 'true';
}

export function joinedPage(screenMode: boolean): '/player' | '/screen' | null {
  const eventId = getEventId();
  if (!eventId) return null;
  if (!screenMode && getPlayerId()) return '/player';
  if (getScreenId()) return '/screen';
  return null;
}
