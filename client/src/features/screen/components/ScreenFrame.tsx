// Every game view fills exactly one screen: a column of rows that never scrolls.
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

export const FRAME_GAP = 'clamp(10px, 1.6vw, 36px)';

export function ScreenFrame({ children }: { children: ReactNode }) {
  return (
    <Box component="main" h="100dvh" p={FRAME_GAP} style={{ display: 'flex', flexDirection: 'column', gap: FRAME_GAP, overflow: 'hidden' }}>
      {children}
    </Box>
  );
}
