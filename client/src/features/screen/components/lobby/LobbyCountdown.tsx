// The wait before the event's start date, in English and French, ticking on its own so the lobby
// around it stays still.
import { Stack, Text } from '@mantine/core';
import { i18n } from '../../../../i18n/i18n';
import { formatTimeLeft } from '../../../../lib/formatTimeLeft';
import { useServerClock } from '../../../../lib/live/useServerClock';
import { Bilingual } from '../Bilingual';

export function LobbyCountdown({ startDate, serverNow }: { startDate: string; serverNow: () => number }) {
  const now = useServerClock(serverNow, 1000);
  const msLeft = Math.max(0, Date.parse(startDate) - now);
  return (
    <Stack gap={4} align="center" role="timer" aria-live="polite">
      <Text fz="clamp(1.5rem, 2.4vw, 3rem)" fw={600} lh={1.2} ta="center">
        <Bilingual text={(t) => t('lobby.startsIn')} inline />
      </Text>
      <Text fz="clamp(2.5rem, 4.6vw, 5.5rem)" fw={900} lh={1.1} ta="center">
        {/* Worded as the phones word it, in each language. */}
        <Bilingual text={(_t, language) => formatTimeLeft(msLeft, i18n.getFixedT(language, 'play'))} />
      </Text>
    </Stack>
  );
}
