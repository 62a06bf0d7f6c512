// The podium's suspense: its steps are revealed one at a time, third, then second, then first,
// each with the reveal sound (when the screen's sound is on).
import { useEffect, useState } from 'react';
import { useScreenSound } from '../../sound/ScreenSound';

/** Time between two steps, and before the first: long enough for the room to react to each. */
export const PODIUM_STEP_MS = 1500;

/** How many of the `total` steps are revealed, from the lowest place; all of them unless `staged`. */
export function usePodiumReveal(total: number, staged: boolean): number {
  const [shown, setShown] = useState(staged ? 0 : total);
  const { play } = useScreenSound();
  useEffect(() => {
    if (!staged || shown >= total) return;
    const timer = setTimeout(() => {
      setShown(shown + 1);
      play('reveal');
    }, PODIUM_STEP_MS);
    return () => clearTimeout(timer);
  }, [staged, shown, total, play]);
  return staged ? Math.min(shown, total) : total;
}
