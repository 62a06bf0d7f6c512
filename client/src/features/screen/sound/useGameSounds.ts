// The game's moments as sounds: a tick each of the last seconds of an open question, and a chime
// when the answer is revealed. Only what happens while the screen watches: a screen that joins (or
// reloads) on a reveal stays silent, so does a paused question.
import type { ServerMessageMap } from '@quizfest/shared';
import { useEffect, useRef } from 'react';
import { useScreenSound } from './ScreenSound';

/** The countdown ticks over the last this many seconds. */
export const COUNTDOWN_TICKS = 5;

export function useGameSounds(live: ServerMessageMap['screen-state']['live'], serverNow: () => number): void {
  const { on, play } = useScreenSound();
  const phase = live?.phase ?? null;
  const deadline = phase === 'question' ? (live?.question?.deadline ?? null) : null;

  const previousPhase = useRef(phase);
  useEffect(() => {
    if (previousPhase.current === 'question' && phase === 'reveal') play('reveal');
    previousPhase.current = phase;
  }, [phase, play]);

  useEffect(() => {
    if (!on || deadline === null) return;
    const end = Date.parse(deadline);
    let lastTicked = Number.POSITIVE_INFINITY;
    const check = () => {
      const seconds = Math.ceil((end - serverNow()) / 1000);
      if (seconds < 1 || seconds > COUNTDOWN_TICKS || seconds >= lastTicked) return;
      lastTicked = seconds;
      play(seconds === 1 ? 'lastTick' : 'tick');
    };
    check();
    // Checked four times a second: each tick lands within a quarter second of the number changing.
    const timer = setInterval(check, 250);
    return () => clearInterval(timer);
  }, [on, deadline, serverNow, play]);
}
