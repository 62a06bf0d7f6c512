import { Affix, Group } from '@mantine/core';
import type { ReactNode } from 'react';

const OFFSET = 24;

/**
 * Bottom padding for whatever scrolls under the buttons (an editor page, a quiz pane): enough for
 * its last field to scroll clear of them (offset + a large button + a gap).
 */
export const FLOATING_ACTIONS_CLEARANCE = OFFSET + 50 + 40;

/** The editors' floating buttons (add, save), kept in reach whatever the scroll position. */
export function FloatingActions({ children }: { children: ReactNode }) {
  return (
    <Affix position={{ bottom: OFFSET, right: OFFSET }}>
      <Group gap="sm">{children}</Group>
    </Affix>
  );
}
