// A hands-free quiz (issue 20) goes on by itself: at its reveal and leaderboard a small line at the
// top right of the screen says when, in both languages. It ticks on the server's clock, four times a
// second, so that it never freezes between pushes and the views around it stay still; the page
// draws none while the host holds the night or drives it.
import { Box } from '@mantine/core';
import { secondsUntil } from '../../../lib/live/autoStep';
import { useServerClock } from '../../../lib/live/useServerClock';
import { Bilingual } from './Bilingual';

export function AutoStepCountdown({ at, serverNow }: { at: string; serverNow: () => number }) {
  const now = useServerClock(serverNow, 250);
  const seconds = secondsUntil(at, now);
  return (
    <Box
      role="timer"
      style={{
        position: 'fixed',
        // Top right, under the header's counts: the answer tiles and the boards fill the bottom.
        right: 'clamp(12px, 1.2vw, 24px)',
        top: 'clamp(56px, 4.6vw, 92px)',
        zIndex: 10,
        padding: '0.2em 0.9em',
        borderRadius: 999,
        whiteSpace: 'nowrap',
        fontSize: 'clamp(1rem, 1.3vw, 1.75rem)',
        fontWeight: 700,
        background: 'var(--mantine-color-default)',
        border: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Bilingual text={(t) => t('autoStep.nextIn', { seconds })} inline secondarySize="1em" />
    </Box>
  );
}
