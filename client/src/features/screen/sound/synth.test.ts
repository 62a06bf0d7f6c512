// The sounds are synthesised (no audio file): oscillators through a fading gain, played only once
// the browser has let the page's audio run.
import { describe, expect, it, vi } from 'vitest';
import { createSynth } from './synth';

/** An AudioContext that records the notes it is asked to play. */
function fakeContext(state: AudioContextState) {
  const notes: { type: string; frequency: number; start: number; stop: number }[] = [];
  const param = () => ({ value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() });
  const context = {
    state,
    currentTime: 10,
    destination: {},
    resume: vi.fn(async () => {
      context.state = 'running';
    }),
    createGain: () => ({ gain: param(), connect: (next: unknown) => next }),
    createOscillator: () => {
      const note = { type: '', frequency: 0, start: 0, stop: 0 };
      notes.push(note);
      return {
        set type(type: string) {
          note.type = type;
        },
        frequency: {
          set value(hz: number) {
            note.frequency = hz;
          },
        },
        connect: (next: unknown) => next,
        start: (at: number) => (note.start = at),
        stop: (at: number) => (note.stop = at),
      };
    },
  };
  return { context, notes };
}

describe('the screen synth', () => {
  it('stays silent until unlocked by a gesture, then plays the countdown tick and the reveal chime', async () => {
    const { context, notes } = fakeContext('suspended');
    const synth = createSynth(() => context as unknown as AudioContext);
    synth.play('reveal');
    expect(notes).toEqual([]);

    await synth.unlock();
    expect(context.resume).toHaveBeenCalledOnce();
    synth.play('tick');
    expect(notes).toEqual([{ type: 'square', frequency: 880, start: 10, stop: expect.closeTo(10.11) }]);
    synth.play('lastTick');
    expect(notes[1]!.frequency).toBeGreaterThan(880);
    synth.play('reveal');
    // A rising arpeggio: three notes, each higher and later than the one before.
    const chime = notes.slice(2);
    expect(chime).toHaveLength(3);
    expect(chime.map((n) => n.frequency)).toEqual([...chime.map((n) => n.frequency)].sort((a, b) => a - b));
    expect(chime[2]!.start).toBeGreaterThan(chime[0]!.start);
  });

  it('makes nothing where the browser has no Web Audio, and keeps trying while the browser refuses', async () => {
    const none = createSynth(() => null);
    await none.unlock();
    none.play('tick');

    const { context, notes } = fakeContext('suspended');
    context.resume.mockImplementationOnce(async () => {
      throw new Error('not allowed');
    });
    const synth = createSynth(() => context as unknown as AudioContext);
    await synth.unlock();
    synth.play('tick');
    expect(notes).toEqual([]);
    await synth.unlock();
    synth.play('tick');
    expect(notes).toHaveLength(1);
  });
});
