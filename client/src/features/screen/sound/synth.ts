// The big screen's sounds, made on the spot with the Web Audio API: no audio file to download and
// no dependency. A browser keeps an AudioContext suspended until the page has had a user gesture,
// so `unlock` is called from one (the sound toggle's press, or any key or tap on the screen after a
// reload); until then `play` stays silent rather than queueing sounds for later.

export type ScreenSound = 'tick' | 'lastTick' | 'reveal';

type Note = { frequency: number; at: number; duration: number; type: OscillatorType; volume: number };

/** Each sound as short notes (seconds from now); quiet enough not to cover the host's voice. */
const NOTES: Record<ScreenSound, Note[]> = {
  // The last seconds of a question: a dry woodblock-like tick, higher on the final second.
  tick: [{ frequency: 880, at: 0, duration: 0.09, type: 'square', volume: 0.12 }],
  lastTick: [{ frequency: 1320, at: 0, duration: 0.16, type: 'square', volume: 0.14 }],
  // The answer (or a podium step) revealed: a rising major arpeggio.
  reveal: [
    { frequency: 523.25, at: 0, duration: 0.18, type: 'triangle', volume: 0.3 },
    { frequency: 659.25, at: 0.1, duration: 0.18, type: 'triangle', volume: 0.3 },
    { frequency: 783.99, at: 0.2, duration: 0.45, type: 'triangle', volume: 0.32 },
  ],
};

type ContextFactory = () => AudioContext | null;

const browserContext: ContextFactory = () => {
  const Context = window.AudioContext ?? (window as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  return Context ? new Context() : null;
};

export type Synth = { unlock(): Promise<void>; play(sound: ScreenSound): void };

export function createSynth(makeContext: ContextFactory = browserContext): Synth {
  let context: AudioContext | null = null;
  const get = () => (context ??= makeContext());
  return {
    async unlock() {
      const ctx = get();
      // A refusal (no gesture yet) leaves it suspended: the next gesture tries again.
      if (ctx?.state === 'suspended') await ctx.resume().catch(() => {});
    },
    play(sound) {
      const ctx = context;
      if (!ctx || ctx.state !== 'running') return;
      const start = ctx.currentTime;
      for (const note of NOTES[sound]) {
        const oscillator = ctx.createOscillator();
        const gain = ctx.createGain();
        oscillator.type = note.type;
        oscillator.frequency.value = note.frequency;
        // A fast attack and an exponential fade: no click at either end of the note.
        const at = start + note.at;
        gain.gain.setValueAtTime(0.0001, at);
        gain.gain.exponentialRampToValueAtTime(note.volume, at + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, at + note.duration);
        oscillator.connect(gain).connect(ctx.destination);
        oscillator.start(at);
        oscillator.stop(at + note.duration + 0.02);
      }
    },
  };
}
