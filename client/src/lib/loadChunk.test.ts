import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from './loadChunk';

afterEach(() => vi.useRealTimers());

describe('loadChunk', () => {
  it('names the chunk and the reason when loading fails', async () => {
    await expect(
      loadChunk(() => Promise.reject(new Error('Failed to fetch dynamically imported module')), 'QuizEditorPage'),
    ).rejects.toThrow('Failed to load chunk "QuizEditorPage": Failed to fetch dynamically imported module');
  });

  it('gives up after the time-out', async () => {
    vi.useFakeTimers();
    const pending = loadChunk(() => new Promise<never>(() => {}), 'PlayerPage', 120_000);
    const assertion = expect(pending).rejects.toThrow('Failed to load chunk "PlayerPage": timed out after 120 s');
    await vi.advanceTimersByTimeAsync(120_000);
    await assertion;
  });

  it('passes a loaded module through', async () => {
    const module = { default: () => null };
    await expect(loadChunk(() => Promise.resolve(module), 'X')).resolves.toBe(module);
  });
});
