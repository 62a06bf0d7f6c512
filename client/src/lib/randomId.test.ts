import { afterEach, describe, expect, it, vi } from 'vitest';
import { randomId } from './randomId';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A `crypto` as plain HTTP offers it: getRandomValues only, filling with `fill` when given. */
function insecureCrypto(fill?: number) {
  const platform = crypto;
  return {
    getRandomValues: (array: Uint8Array): Uint8Array => (fill === undefined ? platform.getRandomValues(array) : array.fill(fill)),
  };
}

describe('randomId', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("returns the platform's randomUUID in a secure context", () => {
    const platformId = '0b9c5e0e-3f4a-4c1d-9e2b-7a6f5d4c3b2a';
    const randomUUID = vi.spyOn(crypto, 'randomUUID').mockReturnValue(platformId);
    expect(randomId()).toBe(platformId);
    expect(randomUUID).toHaveBeenCalledOnce();
  });

  it('sets the version and variant bits whatever the random bytes (plain HTTP, no randomUUID)', () => {
    vi.stubGlobal('crypto', insecureCrypto(0xff));
    expect(randomId()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    vi.stubGlobal('crypto', insecureCrypto(0x00));
    expect(randomId()).toBe('00000000-0000-4000-8000-000000000000');
  });

  it('builds distinct v4 UUIDs from getRandomValues where randomUUID is missing', () => {
    vi.stubGlobal('crypto', insecureCrypto());
    const ids = new Set(Array.from({ length: 50 }, () => randomId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(V4);
  });
});
