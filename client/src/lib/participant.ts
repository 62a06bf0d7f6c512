// Players and screens have no account: a random v4 id generated once per browser and the event
// they joined, kept in storage (docs/PRODUCT-RULES.md#browser-storage).
import { getItem, removeItem, setItem, STORAGE_KEYS } from './storage';
import { randomId } from './randomId';

export function getPlayerId(): string | null {
  return getItem(STORAGE_KEYS.playerId);
}

export function getScreenId(): string | null {
  return getItem(STORAGE_KEYS.screenId);
}

export function getEventId(): string | null {
  return getItem(STORAGE_KEYS.eventId);
}

export function setEventId(eventId: string): void {
  setItem(STORAGE_KEYS.eventId, eventId);
}

export function clearEventId(): void {
  removeItem(STORAGE_KEYS.eventId);
}

/** Forgets the screen's id: one the host removed is barred from the event, so this browser joins next as a new screen. */
export function clearScreenId(): void {
  removeItem(STORAGE_KEYS.screenId);
}

export function ensurePlayerId(): string {
  return getPlayerId() ?? store(STORAGE_KEYS.playerId);
}

export function ensureScreenId(): string {
  return getScreenId() ?? store(STORAGE_KEYS.screenId);
}

function store(key: typeof STORAGE_KEYS.playerId | typeof STORAGE_KEYS.screenId): string {
  const id = randomId();
  setItem(key, id);
  return id;
}
