// The colour scheme without Mantine, for the phone's shell (issue 22): the stored theme
// mode (light, dark or system, as themeModeStorage.ts keeps it), resolved and written where Mantine
// writes it, `data-mantine-color-scheme` on <html>, so that the shell's page, theme.css and, once the
// app takes over, Mantine all agree.
import { getItem, setItem, STORAGE_KEYS } from './storage';
import { type ThemeMode, toColorScheme, toThemeMode } from './themeModeStorage';

const SCHEME_ATTRIBUTE = 'data-mantine-color-scheme';

/** The stored mode; 'system' when none is (the app's default, Mantine's 'auto'). */
export function storedThemeMode(): ThemeMode {
  return toThemeMode(toColorScheme(getItem(STORAGE_KEYS.themeMode)) ?? 'auto');
}

function systemIsDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** Writes the scheme `mode` resolves to on <html>; 'system' follows the device until the returned function is called. */
export function applyThemeMode(mode: ThemeMode): () => void {
  const apply = () =>
    document.documentElement.setAttribute(SCHEME_ATTRIBUTE, mode === 'system' ? (systemIsDark() ? 'dark' : 'light') : mode);
  apply();
  if (mode !== 'system' || typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}

export function storeThemeMode(mode: ThemeMode): void {
  setItem(STORAGE_KEYS.themeMode, mode);
  // Told to this tab too, as other tabs are by the browser: where the app draws the player's page,
  // Mantine's provider (themeModeStorage.ts's manager) then follows the player's toggle.
  window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEYS.themeMode, newValue: mode }));
}
