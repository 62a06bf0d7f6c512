import { Badge, type BadgeProps } from '@mantine/core';
import { IconClockOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  /** The question's `speedScoring` as the live view carries it: absent when speed counts, which shows nothing. */
  speedScoring: false | undefined;
  /** The words for it, in the caller's language(s): 'Speed doesn't count'. */
  label: ReactNode;
  size?: BadgeProps['size'];
};

/**
 * A quiz that scores a right answer in full however long it took, said with the question on the big
 * screen and the console so that nobody rushes (docs/PRODUCT-RULES.md#scoring). Calm and apart from
 * the points badge beside it: teal, a crossed-out clock, and words a screen reader reads. The phone
 * says it in a line of text instead (PlayerQuestion), kept out of this component to keep the icon
 * out of the phone's download.
 */
export function SpeedScoringBadge({ speedScoring, label, size = 'lg' }: Props) {
  if (speedScoring !== false) return null;
  return (
    <Badge
      size={size}
      variant="light"
      color="teal"
      leftSection={<IconClockOff size="1.2em" stroke={2} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
