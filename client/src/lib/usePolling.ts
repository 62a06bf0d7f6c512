// Polls one after another (never two in flight, so a slow server is not piled on), keeps the last
// good answer and reports whether the latest attempt failed. Each attempt is abandoned after
// POLL_TIMEOUT_MS: on venue Wi-Fi a request can hang for minutes on a dropped connection, and one
// hung poll must not freeze the page.
import { useCallback, useEffect, useRef, useState } from 'react';

export const POLL_TIMEOUT_MS = 8000;

export type PollState<T> = { data: T | null; failed: boolean; refresh: () => void };

export function usePolling<T>(poll: (signal: AbortSignal) => Promise<T>, intervalMs: number, enabled = true): PollState<T> {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const pollRef = useRef(poll);
  pollRef.current = poll;
  const runNowRef = useRef<() => void>(() => {});

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;

    const run = async () => {
      clearTimeout(timer);
      if (inFlight) return;
      inFlight = true;
      const attempt = new AbortController();
      const abortAttempt = () => attempt.abort();
      controller.signal.addEventListener('abort', abortAttempt);
      const deadline = setTimeout(abortAttempt, POLL_TIMEOUT_MS);
      try {
        const next = await pollRef.current(attempt.signal);
        if (controller.signal.aborted) return;
        setData(next);
        setFailed(false);
      } catch (error) {
        if (controller.signal.aborted) return;
        console.error('Poll failed', error);
        setFailed(true);
      } finally {
        inFlight = false;
        clearTimeout(deadline);
        controller.signal.removeEventListener('abort', abortAttempt);
      }
      if (!controller.signal.aborted) timer = setTimeout(() => void run(), intervalMs);
    };

    runNowRef.current = () => void run();
    void run();
    return () => {
      controller.abort();
      clearTimeout(timer);
      runNowRef.current = () => {};
    };
  }, [enabled, intervalMs]);

  const refresh = useCallback(() => runNowRef.current(), []);
  return { data, failed, refresh };
}
