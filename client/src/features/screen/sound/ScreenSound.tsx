// Whether the big screen plays its sounds: off by default (a venue may have its own music), one
// toggle on the screen, remembered on this screen. Views play a sound through `useScreenSound`;
// while the sound is off, or the browser has not allowed audio yet, that does nothing.
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getItem, setItem, STORAGE_KEYS } from '../../../lib/storage';
import { createSynth, type ScreenSound, type Synth } from './synth';

type SoundControl = { on: boolean; toggle: () => void; play: (sound: ScreenSound) => void };

const SoundContext = createContext<SoundControl>({ on: false, toggle: () => {}, play: () => {} });

export function ScreenSoundProvider({ children, synth: given }: { children: ReactNode; synth?: Synth }) {
  const [synth] = useState(() => given ?? createSynth());
  const [on, setOn] = useState(() => getItem(STORAGE_KEYS.screenSound) === 'on');

  // Remembered as on after a reload: the browser holds audio back until the page's first gesture,
  // and any key or tap on the screen is one (the toggle's own press unlocks it as well).
  useEffect(() => {
    if (!on) return;
    const unlock = () => void synth.unlock();
    document.addEventListener('pointerdown', unlock);
    document.addEventListener('keydown', unlock);
    return () => {
      document.removeEventListener('pointerdown', unlock);
      document.removeEventListener('keydown', unlock);
    };
  }, [on, synth]);

  const toggle = useCallback(() => {
    setItem(STORAGE_KEYS.screenSound, on ? 'off' : 'on');
    setOn(!on);
    // Within the press itself, the gesture that lets the browser play; a tick then says it works.
    if (!on) void synth.unlock().then(() => synth.play('tick'));
  }, [on, synth]);

  const play = useCallback((sound: ScreenSound) => (on ? synth.play(sound) : undefined), [on, synth]);
  const control = useMemo(() => ({ on, toggle, play }), [on, toggle, play]);
  return <SoundContext.Provider value={control}>{children}</SoundContext.Provider>;
}

export function useScreenSound(): SoundControl {
  return useContext(SoundContext);
}
