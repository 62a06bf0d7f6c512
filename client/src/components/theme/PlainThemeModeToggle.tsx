// The theme button of the phone's shell (issue 22): ThemeModeToggle's look and cycle
// (light -> dark -> system), without Mantine, over lib/colorScheme.ts.
import { useLayoutEffect, useState } from 'react';
import type { PlayT } from '../../i18n/phoneTexts';
import { applyThemeMode, storedThemeMode, storeThemeMode } from '../../lib/colorScheme';
import { NEXT_THEME_MODE, THEME_MODE_ICON } from './themeModeCycle';

export function PlainThemeModeToggle({ t, className }: { t: PlayT; className?: string | undefined }) {
  const [mode, setMode] = useState(storedThemeMode);
  useLayoutEffect(() => applyThemeMode(mode), [mode]);
  const Icon = THEME_MODE_ICON[mode];
  // The mode it is in, and the one a press gives ('Light theme (switch to dark)').
  const label = t(`theme.${mode}`);
  return (
    <button
      type="button"
      className={className}
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
