import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from './storage';
import { themeModeManager } from './themeModeStorage';

describe('themeModeManager', () => {
  it("stores Mantine's 'auto' as 'system' under the prefixed key, and reads it back", () => {
    const manager = themeModeManager();
    manager.set('auto');
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('system');
    expect(manager.get('light')).toBe('auto');
    manager.set('dark');
    expect(localStorage.getItem('quizfest.themeMode')).toBe('dark');
    expect(manager.get('light')).toBe('dark');
  });

  it('falls back to the default for a missing or unknown value', () => {
    const manager = themeModeManager();
    expect(manager.get('auto')).toBe('auto');
    localStorage.setItem(STORAGE_KEYS.themeMode, 'sepia');
    expect(manager.get('light')).toBe('light');
  });
});
