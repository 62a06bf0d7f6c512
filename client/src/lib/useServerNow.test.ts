import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useServerNow } from './useServerNow';

// The phone's clock reads noon; the server's is five minutes ahead (a phone set by hand).
const PHONE_NOW = Date.parse('2026-11-20T12:00:00.000Z');
const FIVE_MINUTES = 5 * 60_000;
const serverAt = (ms: number) => new Date(ms).toISOString();

describe('useServerNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(PHONE_NOW);
  });
  afterEach(() => vi.useRealTimers());

  it("reads the server's clock, not the phone's, and keeps ticking between polls", async () => {
    const { result } = renderHook(() => useServerNow(serverAt(PHONE_NOW + FIVE_MINUTES)));
    expect(result.current).toBe(PHONE_NOW + FIVE_MINUTES);
    await act(async () => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toBe(PHONE_NOW + FIVE_MINUTES + 3000);
  });

  it('takes the offset from the latest serverNow, and keeps it when one cannot be read', async () => {
    const { result, rerender } = renderHook(({ serverNow }) => useServerNow(serverNow), {
      initialProps: { serverNow: serverAt(PHONE_NOW + FIVE_MINUTES) as string | undefined },
    });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    // The next poll says the server is 2 s behind the phone.
    rerender({ serverNow: serverAt(PHONE_NOW + 1000 - 2000) });
    expect(result.current).toBe(PHONE_NOW + 1000 - 2000);
    rerender({ serverNow: 'not a date' });
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(PHONE_NOW + 2000 - 2000);
  });

  it("uses the phone's clock until the server has said anything", () => {
    const { result } = renderHook(() => useServerNow(undefined));
    expect(result.current).toBe(PHONE_NOW);
  });
});
