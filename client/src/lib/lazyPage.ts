// The app's pages as route components loaded on demand (loadChunk.ts), each with its stylesheet.
import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType, FunctionComponent } from 'react';
import { loadChunk } from './loadChunk';

/**
 * A page loaded on demand. `styles: 'full'` (the default) loads Mantine's whole stylesheet beside
 * it; the player's page takes 'phone', the subset the app loads with itself (mountApp.tsx, src/styles/), so a phone
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
