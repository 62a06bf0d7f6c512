import { Badge, type BadgeProps } from '@mantine/core';
import { IconSum } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type Props = {
  /** The question's `teamScoring` as the live view carries it: absent for the mean (the default), which shows nothing. */
  teamScoring: 'total' | undefined;
  /** The words for it, in the caller's language(s): 'Team points: total'. */
  label: ReactNode;
  size?: BadgeProps['size'];
};

/**
 * A quiz whose teams score their members' total rather than their mean (issue 20,
 * docs/PRODUCT-RULES.md#scoring), said with the question on the big screen and the console: every
 * member's answer adds, so every member should answer. The phone does not say it: a player scores
 * the same either way. Blue rather than indigo: theme.css gives blue's text AA contrast.
 */
export function TeamScoringBadge({ teamScoring, label, size = 'lg' }: Props) {
  if (teamScoring !== 'total') return null;
  return (
    <Badge
      size={size}
      variant="light"
      color="blue"
      leftSection={<IconSum size="1.2em" stroke={2} aria-hidden="true" />}
      style={{ flexShrink: 0 }}
    >
      {label}
    </Badge>
  );
}
