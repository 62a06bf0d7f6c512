// The app's one QueryClient and its retry rule. A 4xx is the server's considered answer (missing,
// not yours, bad input, rate limited): asking again cannot change it, and the default three
// retries with back-off made 'Quiz not found' take 4–9 s. Only failures that may pass (no answer,
// 5xx) are retried.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './client';

const MAX_RETRIES = 3;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry: shouldRetry } },
  });
}
