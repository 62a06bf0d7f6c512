// The theme button of the phone's join and player pages (issue 22): ThemeModeToggle's cycle
// (light -> dark -> system), without Mantine, over lib/colorScheme.ts. Each page gives its look.
import { type CSSProperties, useLayoutEffect, useState } from 'react';
import { applyThemeMode, storedThemeMode, storeThemeMode } from '../../lib/colorScheme';
import type { ThemeMode } from '../../lib/themeModeStorage';
import { NEXT_THEME_MODE, THEME_MODE_ICON } from './themeModeCycle';

type Props = { label: (mode: ThemeMode) => string; className?: string | undefined; style?: CSSProperties };

export function PlainThemeModeToggle({ label: labelOf, className, style }: Props) {
  const [mode, setMode] = useState(storedThemeMode);
  useLayoutEffect(() => applyThemeMode(mode), [mode]);
  const Icon = THEME_MODE_ICON[mode];
  // The mode it is in, and the one a press gives ('Light theme (switch to dark)').
  const label = labelOf(mode);
  return (
    <button
      type="button"
      className={className}
      style={style}
      aria-label={label}
      title={label}
      onClick={() => {
        storeThemeMode(NEXT_THEME_MODE[mode]);
        setMode(NEXT_THEME_MODE[mode]);
      }}
    >
      <Icon size={18} stroke={1.75} aria-hidden />
    </button>
  );
}
