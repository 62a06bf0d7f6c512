import { describe, expect, it } from 'vitest';
import { RECONNECT_CAP_MS, reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles the window with each attempt', () => {
    const top = () => 0.999999;
    expect(reconnectDelay(0, top)).toBe(499);
    expect(reconnectDelay(1, top)).toBe(999);
    expect(reconnectDelay(3, top)).toBe(3999);
  });

  it('never exceeds the cap and spreads over the whole window', () => {
    expect(reconnectDelay(40, () => 0.999999)).toBeLessThan(RECONNECT_CAP_MS);
    expect(reconnectDelay(40, () => 0)).toBe(0);
    expect(reconnectDelay(40, () => 0.5)).toBe(RECONNECT_CAP_MS / 2);
  });
});
