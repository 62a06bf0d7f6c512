import { Badge, type BadgeProps } from '@mantine/core';
import { IconFlame } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  /** The question's `streakBonus` as the live view carries it: absent when the quiz gives none, which shows nothing. */
  streakBonus: true | undefined;
  /** The words for it, in the caller's language(s): 'Streak bonus'. */
  label: ReactNode;
  size?: BadgeProps['size'];
};

/**
 * A quiz that gives a bonus for right answers in a row (issue 20, docs/PRODUCT-RULES.md#scoring),
 * said with the question on the big screen and the console. A flame, as the phone's '🔥 3 in a
 * row' at the reveal, and words a screen reader reads. The phone has a plain badge of its own
 * (PlayerQuestion), kept out of this component to keep the icon out of the phone's download.
 */
export function StreakBonusBadge({ streakBonus, label, size = 'lg' }: Props) {
  if (!streakBonus) return null;
  return (
    <Badge
      size={size}
      variant="light"
      color="orange"
      leftSection={<IconFlame size="1.2em" stroke={2} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
