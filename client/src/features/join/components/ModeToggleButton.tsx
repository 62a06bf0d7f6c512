// The floating back button (docs/PRODUCT-RULES.md#pages): switches the join page between player mode and screen mode.
// It floats at the bottom corner, clear of the form. Plain React, as the join page is (JoinPage.tsx).
import { IconArrowLeft } from '@tabler/icons-react';
import type { PlayT } from '../../../i18n/phoneTexts';
import classes from './JoinPage.module.css';

type Props = { screenMode: boolean; t: PlayT; onSwitch: (screenMode: boolean) => void };

export function ModeToggleButton({ screenMode, t, onSwitch }: Props) {
  return (
    <button type="button" className={`${classes.corner} ${classes.mode}`} onClick={() => onSwitch(!screenMode)}>
      <IconArrowLeft aria-hidden size={18} />
      {screenMode ? t('join.switchToPlayer') : t('join.switchToScreen')}
    </button>
  );
}
