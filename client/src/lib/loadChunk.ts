// Page chunks load on demand (docs/PRODUCT-RULES.md#limits) under a 120 s time-out; a failure names the chunk and the
// reason so the 'Application Error' page can say what broke (docs/PRODUCT-RULES.md#errors). No router here: the phone's
// shell loads the app and the player's page with it.
import { CHUNK_LOAD_TIMEOUT_MS } from '@quizfest/shared';

export function loadChunk<T>(load: () => Promise<T>, name: string, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
  });
  return Promise.race([load(), timeout])
    .catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Failed to load chunk "${name}": ${reason}`);
    })
    .finally(() => clearTimeout(timer));
}
