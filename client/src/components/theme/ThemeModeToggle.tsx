// One button cycling light -> dark -> system. Pages place it in their own chrome (headers, top
// bars, a corner of the join and player pages); the room display has none.
import { ActionIcon, type ActionIconProps, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toThemeMode } from '../../lib/themeModeStorage';
import { NEXT_THEME_MODE, THEME_MODE_ICON } from './themeModeCycle';

type Props = Pick<ActionIconProps, 'size' | 'radius' | 'variant'>;

// The default size matches Mantine's default Button, so it lines up beside Logout.
export function ThemeModeToggle({ size = 36, radius = 'md', variant = 'default' }: Props) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const mode = toThemeMode(colorScheme);
  const next = NEXT_THEME_MODE[mode];
  const Icon = THEME_MODE_ICON[mode];
  // The mode it is in, and the one a press gives ('Light theme (switch to dark)').
  const label = t(`theme.${mode}`);
  // A native title rather than Mantine's Tooltip: the tooltip would bring its positioning library
  // into the bundle every page (the player's phone included) downloads first.
  return (
    <ActionIcon
      variant={variant}
      size={size}
      radius={radius}
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next === 'system' ? 'auto' : next)}
    >
      <Icon size={18} stroke={1.75} aria-hidden />
    </ActionIcon>
  );
}
