// The theme mode is stored as light, dark or system; Mantine calls "system" 'auto', so this
// colour scheme manager translates at the storage boundary.
import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { getItem, removeItem, setItem, STORAGE_KEYS } from './storage';

export type ThemeMode = 'light' | 'dark' | 'system';

export function toColorScheme(mode: string | null): MantineColorScheme | null {
  if (mode === 'light' || mode === 'dark') return mode;
  if (mode === 'system') return 'auto';
  return null;
}

export function toThemeMode(scheme: MantineColorScheme): ThemeMode {
  return scheme === 'auto' ? 'system' : scheme;
}

export function themeModeManager(): MantineColorSchemeManager {
  let onStorage: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => toColorScheme(getItem(STORAGE_KEYS.themeMode)) ?? defaultValue,
    set: (value) => setItem(STORAGE_KEYS.themeMode, toThemeMode(value)),
    subscribe: (onUpdate) => {
      // Keeps several open tabs in the same mode.
      onStorage = (event) => {
        if (event.key !== STORAGE_KEYS.themeMode) return;
        const scheme = toColorScheme(event.newValue);
        if (scheme) onUpdate(scheme);
      };
      window.addEventListener('storage', onStorage);
    },
    unsubscribe: () => {
      if (onStorage) window.removeEventListener('storage', onStorage);
    },
    clear: () => removeItem(STORAGE_KEYS.themeMode),
  };
}
