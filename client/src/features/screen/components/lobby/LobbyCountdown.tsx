// The wait before the event's start date, ticking on its own so the lobby around it stays still.
import { StartCountdown } from '../../../../components/event/StartCountdown';
import { useServerClock } from '../../../../lib/live/useServerClock';

export function LobbyCountdown({ startDate, serverNow }: { startDate: string; serverNow: () => number }) {
  const now = useServerClock(serverNow, 1000);
  return <StartCountdown msLeft={Math.max(0, Date.parse(startDate) - now)} size="screen" />;
}
