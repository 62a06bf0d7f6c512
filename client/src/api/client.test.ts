import { schemas, type Team } from '@quizfest/shared';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { onSessionExpired } from '../features/auth/session/sessionExpiry';
import { ApiError, apiRequest, resolveImageUrl, UNEXPECTED_ANSWER } from './client';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

function signedIn(token = 'access-1', refresh = 'refresh-1') {
  localStorage.setItem(STORAGE_KEYS.accessToken, token);
  localStorage.setItem(STORAGE_KEYS.refreshToken, refresh);
  localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'u1', userName: 'ann', emailAddress: 'ann@example.com', role: 'manager' }));
}

function authHeader(call: number): string | undefined {
  const init = fetchMock.mock.calls[call]?.[1];
  return (init?.headers as Record<string, string> | undefined)?.Authorization;
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends JSON under the /api base with cross-origin mode and the bearer token', async () => {
    signedIn();
    fetchMock.mockResolvedValueOnce(json({ id: 'e1' }, 201));
    await expect(apiRequest('/events', { method: 'POST', body: { name: 'Quiz night' } })).resolves.toEqual({ id: 'e1' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/events');
    expect(init?.mode).toBe('cors');
    expect(init?.body).toBe(JSON.stringify({ name: 'Quiz night' }));
    expect(authHeader(0)).toBe('Bearer access-1');
  });

  it('sends no body on GET and no token when auth is false', async () => {
    signedIn();
    fetchMock.mockResolvedValueOnce(json([]));
    await apiRequest('/teams/by-ids?ids=', { auth: false, body: { ignored: true } });
    expect(fetchMock.mock.calls[0]![1]?.body).toBeUndefined();
    expect(authHeader(0)).toBeUndefined();
  });

  it("fails with 'No authentication token found' before calling when no token is stored", async () => {
    await expect(apiRequest('/events')).rejects.toThrow('No authentication token found');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns 204 and an empty body into {}', async () => {
    signedIn();
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(apiRequest('/events/x', { method: 'DELETE' })).resolves.toEqual({});
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(apiRequest('/auth/signout', { method: 'POST', auth: false })).resolves.toEqual({});
  });

  it("uses the body's error field as the message", async () => {
    fetchMock.mockResolvedValueOnce(json({ error: 'Event not found' }, 404, 'Not Found'));
    const error = await apiRequest('/events/join', { method: 'POST', auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Event not found');
    expect((error as ApiError).status).toBe(404);
  });

  it("falls back to 'HTTP status: statusText' without an error field", async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('/healthz', { auth: false })).rejects.toThrow('HTTP 502: Bad Gateway');
  });

  it("reports a failure to reach the server as 'Network error occurred'", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/healthz', { auth: false })).rejects.toThrow('Network error occurred');
    fetchMock.mockRejectedValueOnce('not an error');
    await expect(apiRequest('/healthz', { auth: false })).rejects.toThrow('Network error occurred');
  });
});

describe('apiRequest with a response schema', () => {
  const team = {
    id: '0b6f7f4e-2d7a-4c1e-9f3a-5b8e6d1c2a90',
    ownerId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    name: 'Owls',
    score: 3,
    imageUrl: null,
    playerIds: [],
    createdAt: '2025-05-01T18:00:00.000Z',
    updatedAt: '2025-05-01T18:00:00.000Z',
  };

  it('answers the parsed value, typed by the schema', async () => {
    signedIn();
    fetchMock.mockResolvedValueOnce(json({ ...team, internal: 'not in the contract' }));
    const answer = apiRequest('/teams/x', { schema: schemas.Team });
    expectTypeOf(answer).toEqualTypeOf<Promise<Team>>();
    // The schema's output, not the raw body: a key the contract does not name is dropped.
    await expect(answer).resolves.toEqual(team);
  });

  it('fails an answer that does not match with the unexpected-answer ApiError and logs what did not match', async () => {
    signedIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const body = { ...team, score: 'three' };
    fetchMock.mockResolvedValueOnce(json(body));
    const error = await apiRequest('/teams/x', { schema: schemas.Team }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe(UNEXPECTED_ANSWER);
    expect((error as ApiError).status).toBe(200);
    expect(logged).toHaveBeenCalledWith(
      'Unexpected answer from /teams/x:',
      ['score: Invalid input: expected number, received string'],
      body,
    );
  });

  it('names the root when the whole answer is of the wrong kind', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response('', { status: 200 }));
    await expect(apiRequest('/events/e1/teams', { auth: false, schema: schemas.PublicTeam.array() })).rejects.toThrow(UNEXPECTED_ANSWER);
    expect(logged.mock.calls[0]?.[1]).toEqual(['(root): Invalid input: expected array, received object']);
  });

  it('without a schema answers the body unparsed, as unknown', async () => {
    signedIn();
    fetchMock.mockResolvedValueOnce(json({ any: 'shape' }));
    const answer = apiRequest('/events/x');
    expectTypeOf(answer).toEqualTypeOf<Promise<unknown>>();
    await expect(answer).resolves.toEqual({ any: 'shape' });
  });
});

describe('apiRequest on a 401', () => {
  it('refreshes once, stores the new tokens and retries with the new token', async () => {
    signedIn();
    fetchMock
      .mockResolvedValueOnce(json({ error: 'Token expired' }, 401, 'Unauthorized'))
      .mockResolvedValueOnce(
        json({ token: 'access-2', refreshToken: 'refresh-2', id: 'u1', userName: 'ann', emailAddress: 'a@b.c', role: 'manager' }),
      )
      .mockResolvedValueOnce(json([{ id: 't1' }]));
    await expect(apiRequest('/teams')).resolves.toEqual([{ id: 't1' }]);
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/auth/refresh');
    expect(fetchMock.mock.calls[1]![1]?.body).toBe(JSON.stringify({ refreshToken: 'refresh-1' }));
    expect(authHeader(2)).toBe('Bearer access-2');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-2');
  });

  it('shares one refresh between concurrent calls', async () => {
    signedIn();
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/auth/refresh')) {
        return json({ token: 'access-2', refreshToken: 'refresh-2', id: 'u1', userName: 'a', emailAddress: 'a@b.c', role: 'manager' });
      }
      const auth = (init?.headers as Record<string, string>).Authorization;
      return auth === 'Bearer access-2' ? json({ ok: url }) : json({ error: 'expired' }, 401, 'Unauthorized');
    });
    await Promise.all([apiRequest('/teams'), apiRequest('/events'), apiRequest('/activities')]);
    const refreshes = fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/auth/refresh'));
    expect(refreshes).toHaveLength(1);
  });

  it('retries only once', async () => {
    signedIn();
    fetchMock
      .mockResolvedValueOnce(json({ error: 'expired' }, 401, 'Unauthorized'))
      .mockResolvedValueOnce(
        json({ token: 'access-2', refreshToken: 'refresh-2', id: 'u1', userName: 'a', emailAddress: 'a@b.c', role: 'manager' }),
      )
      .mockResolvedValueOnce(json({ error: 'Still no' }, 401, 'Unauthorized'));
    await expect(apiRequest('/teams')).rejects.toThrow('Still no');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  function refreshAnswers(refreshReply: Response) {
    signedIn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const expired = vi.fn();
    const stop = onSessionExpired(expired);
    fetchMock.mockResolvedValueOnce(json({ error: 'Token expired' }, 401, 'Unauthorized')).mockResolvedValueOnce(refreshReply);
    return { expired, stop };
  }

  it('signs out and announces the expired session when the refresh is refused', async () => {
    const { expired, stop } = refreshAnswers(json({ error: 'Invalid refresh token' }, 401, 'Unauthorized'));
    await expect(apiRequest('/teams')).rejects.toThrow('Token expired');
    stop();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  });

  it('keeps the session when the refresh could not be made (the network busy, the server away)', async () => {
    const { expired, stop } = refreshAnswers(json({ error: 'Too many requests; try again in a moment' }, 429, 'Too Many Requests'));
    await expect(apiRequest('/teams')).rejects.toThrow('Too many requests; try again in a moment');
    stop();
    expect(expired).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    // The next call refreshes and goes through.
    fetchMock
      .mockResolvedValueOnce(json({ error: 'Token expired' }, 401, 'Unauthorized'))
      .mockResolvedValueOnce(
        json({ token: 'access-2', refreshToken: 'refresh-2', id: 'u1', userName: 'ann', emailAddress: 'a@b.c', role: 'manager' }),
      )
      .mockResolvedValueOnce(json([]));
    await expect(apiRequest('/teams')).resolves.toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('access-2');
  });

  it('does not refresh for unauthenticated calls', async () => {
    signedIn();
    fetchMock.mockResolvedValueOnce(json({ error: 'Invalid email or password' }, 401, 'Unauthorized'));
    await expect(apiRequest('/auth/signin', { method: 'POST', auth: false, body: {} })).rejects.toThrow('Invalid email or password');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('resolveImageUrl', () => {
  it('keeps full http(s) URLs and serves file names from the upload path', () => {
    expect(resolveImageUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(resolveImageUrl('abc123.png')).toBe('/api/upload/abc123.png');
  });
});
