// Page chunks load on demand (docs/PRODUCT-RULES.md#limits) under a 120 s time-out; a failure names the chunk and the
// reason so the 'Application Error' page can say what broke (docs/PRODUCT-RULES.md#errors).
import { CHUNK_LOAD_TIMEOUT_MS } from '@quizfest/shared';
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType, FunctionComponent } from 'react';

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

/**
 * A page loaded on demand. `styles: 'full'` (the default) loads Mantine's whole stylesheet beside
 * it; the player's page takes 'phone', the subset main.tsx already loaded (src/styles/), so a phone
 * on venue Wi-Fi downloads no rules it never draws.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  name: string,
  { styles = 'full' }: { styles?: 'full' | 'phone' } = {},
) {
  const loadPage = styles === 'full' ? () => Promise.all([import('../styles/fullStyles'), load()]).then(([, page]) => page) : load;
  // Pages are function components; the cast only narrows ComponentType for the router's typing.
  return lazyRouteComponent(() => loadChunk(loadPage, name) as Promise<{ default: FunctionComponent }>);
}
