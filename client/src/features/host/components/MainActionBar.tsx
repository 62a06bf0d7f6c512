import { Box, Button } from '@mantine/core';
import type { MainAction } from '../utils/hostActions';

type Props = { main: MainAction | null; busy: boolean; onRun: (main: MainAction) => void };

/** Bottom clearance a phone's page needs so that nothing stays hidden under the bar. */
export const MAIN_ACTION_CLEARANCE = 104;

/**
 * The one next step, large: the operator is under time pressure. On a phone it stays at the
 * bottom of the screen, in reach of the thumb, whatever the scroll position.
 */
export function MainActionBar({ main, busy, onRun }: Props) {
  if (!main) return null;
  return (
    <Box
      pos={{ base: 'fixed', sm: 'static' }}
      bottom={0}
      left={0}
      right={0}
      px={{ base: 'md', sm: 0 }}
      pt={{ base: 'sm', sm: 0 }}
      pb={{ base: 'calc(var(--mantine-spacing-sm) + env(safe-area-inset-bottom))', sm: 0 }}
      bg="var(--mantine-color-body)"
      style={{ zIndex: 150 }}
    >
      <Button size="xl" fullWidth color={main.action === 'end' ? 'red' : undefined} loading={busy} onClick={() => onRun(main)}>
        {main.label}
      </Button>
    </Box>
  );
}
