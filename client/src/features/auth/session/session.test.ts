import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { hasSession, restoreSession } from './session';

const user = { id: 'u1', userName: 'ann', emailAddress: 'ann@example.com', role: 'manager' };

afterEach(() => vi.restoreAllMocks());

describe('restoreSession (docs/PRODUCT-RULES.md#accounts)', () => {
  it('restores the user when both tokens and the user are stored', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    expect(restoreSession()).toEqual(user);
    expect(hasSession()).toBe(true);
  });

  it('clears everything when both tokens are stored but the user is missing', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('clears everything when the stored user cannot be read', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
    localStorage.setItem(STORAGE_KEYS.user, '{not json');
    expect(restoreSession()).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
  });

  it('is signed out with only one token stored', () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'a');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    expect(restoreSession()).toBeNull();
    expect(hasSession()).toBe(false);
  });

  it('treats unreadable storage as empty', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(restoreSession()).toBeNull();
    expect(hasSession()).toBe(false);
  });
});
