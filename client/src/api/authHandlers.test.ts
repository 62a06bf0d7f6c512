import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAuthHandlers } from './authHandlers';
import { apiRequest } from './client';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const authorization = (call: number) => (fetchMock.mock.calls[call]?.[1]?.headers as Record<string, string>).Authorization;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// The client knows the session only through what is registered (the app registers the auth feature's).
describe('setAuthHandlers', () => {
  it('authenticates with the registered token and retries a 401 with the token its refresh returns', async () => {
    const onSessionEnded = vi.fn();
    setAuthHandlers({ getToken: () => 'old', refresh: () => Promise.resolve('new'), onSessionEnded });
    fetchMock.mockResolvedValueOnce(json({ error: 'expired' }, 401)).mockResolvedValueOnce(json({ ok: true }));
    await expect(apiRequest('/teams')).resolves.toEqual({ ok: true });
    expect(authorization(0)).toBe('Bearer old');
    expect(authorization(1)).toBe('Bearer new');
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session through the handlers when their refresh is refused', async () => {
    const onSessionEnded = vi.fn();
    setAuthHandlers({ getToken: () => 'old', refresh: () => Promise.resolve(null), onSessionEnded });
    fetchMock.mockResolvedValueOnce(json({ error: 'expired' }, 401));
    await expect(apiRequest('/teams')).rejects.toThrow('expired');
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
