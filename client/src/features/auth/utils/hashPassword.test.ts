import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword } from './hashPassword';

// Known vectors: SHA-256("abc") and of a non-ASCII password (UTF-8 encoded).
const ABC = 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad';

describe('hashPassword', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('hashes with WebCrypto in a secure context', async () => {
    expect(await hashPassword('abc')).toBe(ABC);
  });

  it('gives the same digest without crypto.subtle (a page served over plain HTTP)', async () => {
    const withSubtle = await hashPassword('mot de passe été');
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    expect(globalThis.crypto.subtle).toBeUndefined();
    expect(await hashPassword('abc')).toBe(ABC);
    expect(await hashPassword('mot de passe été')).toBe(withSubtle);
  });
});
