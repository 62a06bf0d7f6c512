import { Badge, type BadgeProps } from '../phoneKit';
import type { ReactNode } from 'react';

type Props = {
  /** The question's multiplier as the live view carries it: absent for ×1, which shows nothing. */
  multiplier: 0 | 2 | undefined;
  /** The words for it, in the caller's language(s): 'Double points', 'No points'. */
  label: (multiplier: 0 | 2) => ReactNode;
  size?: BadgeProps['size'];
};

/**
 * A question that counts double or not at all, said with the question on the phone, the big screen
 * and the console (docs/PRODUCT-RULES.md#scoring). Words, not only a colour or a '×2': a screen
 * reader reads them, and a player who cannot tell colours apart reads them too.
 */
export function PointsMultiplierBadge({ multiplier, label, size = 'lg' }: Props) {
  if (multiplier === undefined) return null;
  return (
    <Badge
      size={size}
      variant={multiplier === 2 ? 'filled' : 'light'}
      color={multiplier === 2 ? 'orange' : 'gray'}
      style={{ flexShrink: 0 }}
    >
      {multiplier === 2 ? '×2 · ' : '×0 · '}
      {label(multiplier)}
    </Badge>
  );
}
