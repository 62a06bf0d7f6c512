// Countdowns use the server's clock: a phone's clock can be minutes off. The offset is taken from
// the latest serverNow and the value ticks locally between polls.
import { useEffect, useState } from 'react';

export function useServerNow(serverNow: string | undefined, tickMs = 1000): number {
  const [offset, setOffset] = useState(0);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (!serverNow) return;
    const parsed = Date.parse(serverNow);
    if (!Number.isNaN(parsed)) setOffset(parsed - Date.now());
  }, [serverNow]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);

  return now + offset;
}
