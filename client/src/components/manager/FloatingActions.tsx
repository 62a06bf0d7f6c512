import { Affix, Group } from '@mantine/core';
import type { ReactNode } from 'react';

/** The editors' floating buttons (add, save), kept in reach whatever the scroll position. */
export function FloatingActions({ children }: { children: ReactNode }) {
  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Group gap="sm">{children}</Group>
    </Affix>
  );
}
