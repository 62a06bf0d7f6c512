// One button cycling light -> dark -> system, small enough to sit in a corner of every page.
import { ActionIcon, useMantineColorScheme } from '@mantine/core';
import { IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import { type ThemeMode, toThemeMode } from './themeModeStorage';

const NEXT: Record<ThemeMode, ThemeMode> = { light: 'dark', dark: 'system', system: 'light' };
const LABEL: Record<ThemeMode, string> = { light: 'Light theme', dark: 'Dark theme', system: 'System theme' };
const ICON = { light: IconSun, dark: IconMoon, system: IconDeviceDesktop };

export function ThemeModeToggle() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const mode = toThemeMode(colorScheme);
  const next = NEXT[mode];
  const Icon = ICON[mode];
  const label = `${LABEL[mode]} (switch to ${next})`;
  // A native title rather than Mantine's Tooltip: the tooltip would bring its positioning library
  // into the bundle every page (the player's phone included) downloads first.
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next === 'system' ? 'auto' : next)}
      style={{ position: 'fixed', left: 12, bottom: 12, zIndex: 150 }}
    >
      <Icon size={18} stroke={1.75} />
    </ActionIcon>
  );
}
