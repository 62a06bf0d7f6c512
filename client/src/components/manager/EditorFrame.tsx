import { Container, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EditorTopBar } from './EditorTopBar';

type Props = { backLabel: string; onBack: () => void; title?: string; children: ReactNode };

/** An editor page around something other than the editor itself: loading, missing id, not found. */
export function EditorFrame({ backLabel, onBack, title, children }: Props) {
  return (
    <Container component="main" size="lg" py="md">
      <Stack>
        <EditorTopBar backLabel={backLabel} onBack={onBack} title={title} />
        {children}
      </Stack>
    </Container>
  );
}
