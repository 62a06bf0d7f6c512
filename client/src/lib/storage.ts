// Browser storage that never throws: private modes and full quotas must not break the app, so a
// failure is logged and read as "nothing stored" (docs/PRODUCT-RULES.md#errors).

const PREFIX = 'quizfest.';

export const STORAGE_KEYS = {
  accessToken: `${PREFIX}accessToken`,
  refreshToken: `${PREFIX}refreshToken`,
  user: `${PREFIX}user`,
  playerId: `${PREFIX}playerId`,
  screenId: `${PREFIX}screenId`,
  eventId: `${PREFIX}eventId`,
  themeMode: `${PREFIX}themeMode`,
  screenSound: `${PREFIX}screenSound`,
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

export function getItem(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.error(`Failed to read ${key} from storage`, error);
    return null;
  }
}

export function setItem(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch (error) {
    console.error(`Failed to write ${key} to storage`, error);
  }
}

export function removeItem(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch (error) {
    console.error(`Failed to remove ${key} from storage`, error);
  }
}
