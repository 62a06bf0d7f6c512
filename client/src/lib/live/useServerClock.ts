// The server's time, re-read every tickMs so that countdowns move between pushes.
import { useEffect, useState } from 'react';

export function useServerClock(serverNow: () => number, tickMs = 1000): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    setNow(serverNow());
    const timer = setInterval(() => setNow(serverNow()), tickMs);
    return () => clearInterval(timer);
  }, [serverNow, tickMs]);
  return now;
}
