import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../lib/storage';
import { themeModeManager } from '../../lib/themeModeStorage';
import { render } from '../../test/render';
import { ThemeModeToggle } from './ThemeModeToggle';

describe('ThemeModeToggle', () => {
  it('cycles light, dark and system, says which is on and stores each choice', async () => {
    localStorage.setItem(STORAGE_KEYS.themeMode, 'light');
    render(<ThemeModeToggle />, { colorSchemeManager: themeModeManager() });
    await userEvent.click(screen.getByRole('button', { name: 'Light theme (switch to dark)' }));
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('dark');
    // A keyboard user reaches it and presses it like any button.
    screen.getByRole('button', { name: 'Dark theme (switch to system)' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('system');
    // The system mode's icon reads as a theme (a half-filled circle), not as a monitor.
    const system = screen.getByRole('button', { name: 'System theme (switch to light)' });
    expect(system.querySelector('svg')).toHaveClass('tabler-icon-circle-half-2');
    expect(system.querySelector('.tabler-icon-device-desktop')).toBeNull();
    await userEvent.click(system);
    expect(localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('light');
  });
});
