import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POLL_TIMEOUT_MS, usePolling } from './usePolling';

describe('usePolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('polls one after another and keeps the last good answer when one fails', async () => {
    let n = 0;
    const poll = vi.fn(async () => {
      n++;
      if (n === 2) throw new Error('offline');
      return n;
    });
    const { result } = renderHook(() => usePolling(poll, 1000));
    await act(async () => {});
    expect(result.current).toMatchObject({ data: 1, failed: false });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toMatchObject({ data: 1, failed: true });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toMatchObject({ data: 3, failed: false });
  });

  it('abandons a poll that hangs, reports it failed and keeps polling', async () => {
    let n = 0;
    const poll = vi.fn(
      (signal: AbortSignal) =>
        new Promise<number>((resolve, reject) => {
          n++;
          if (n > 1) return resolve(n);
          // The first request never answers, like a dropped Wi-Fi connection.
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const { result } = renderHook(() => usePolling(poll, 1000));
    await act(async () => vi.advanceTimersByTimeAsync(POLL_TIMEOUT_MS));
    expect(result.current.failed).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toMatchObject({ data: 2, failed: false });
    expect(poll).toHaveBeenCalledTimes(2);
  });

  it('never has two polls in flight: a refresh during a slow poll waits for it', async () => {
    const pending: Array<(value: number) => void> = [];
    const poll = vi.fn(() => new Promise<number>((resolve) => pending.push(resolve)));
    const { result } = renderHook(() => usePolling(poll, 1000));
    await act(async () => {});
    expect(poll).toHaveBeenCalledTimes(1);
    // A slow server: the page asks again (a reconnect, a button) while the first poll is still out.
    await act(async () => {
      result.current.refresh();
      result.current.refresh();
    });
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(poll).toHaveBeenCalledTimes(1);
    await act(async () => pending[0]!(1));
    expect(result.current).toMatchObject({ data: 1, failed: false });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(poll).toHaveBeenCalledTimes(2);
  });
});
