// The theme button's cycle, light -> dark -> system, and its icons: one for ThemeModeToggle (Mantine)
// and PlainThemeModeToggle (the phone's shell, without Mantine).
import { IconCircleHalf2, IconMoon, IconSun } from '@tabler/icons-react';
import type { ThemeMode } from '../../lib/themeModeStorage';

export const NEXT_THEME_MODE: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'system', system: 'light' };

// 'System' is a half-filled circle, the common sign for "follows the device's light or dark": a
// monitor, beside 'Join as a screen', read as a control for the big screen.
export const THEME_MODE_ICON = { light: IconSun, dark: IconMoon, system: IconCircleHalf2 };
