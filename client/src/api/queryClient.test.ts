import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../lib/storage';
import { ApiError, apiRequest } from './client';
import { createQueryClient, shouldRetry } from './queryClient';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the query client', () => {
  it('asks once for a record the server says is missing', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 'access');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: 'Quiz not found' }), { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = createQueryClient();
    // No delay between attempts: a retried 404 shows as extra calls, not as a slow test.
    const load = client.fetchQuery({ queryKey: ['quiz', 'gone'], queryFn: () => apiRequest('/activities/quiz/gone'), retryDelay: 0 });
    await expect(load).rejects.toMatchObject({ status: 404, message: 'Quiz not found' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries only what may pass: no answer and 5xx, three times at most', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(shouldRetry(0, new ApiError('no', status)), String(status)).toBe(false);
    expect(shouldRetry(0, new ApiError('Database unavailable', 503))).toBe(true);
    expect(shouldRetry(2, new Error('Network error occurred'))).toBe(true);
    expect(shouldRetry(3, new Error('Network error occurred'))).toBe(false);
  });
});
