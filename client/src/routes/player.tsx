import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { type ToJoinPage, ToJoinPageContext } from '../features/player/toJoinPage';
import { i18n } from '../i18n/i18n';
import { lazyPage } from '../lib/lazyPage';
import { pageTitle } from '../lib/pageTitle';
import { loadPlayerPage } from '../pageChunks';

const PlayerPage = lazyPage(loadPlayerPage, 'PlayerPage', { styles: 'phone' });

/** The player's page within the app (a phone that came by the join page's shell draws it without the router). */
function PlayerRoute() {
  const navigate = useNavigate();
  const toJoinPage = useCallback<ToJoinPage>(({ replace }) => void navigate({ to: '/', replace }), [navigate]);
  return (
    <ToJoinPageContext.Provider value={toJoinPage}>
      <PlayerPage />
    </ToJoinPageContext.Provider>
  );
}

export const Route = createFileRoute('/player')({
  head: () => pageTitle(i18n.t('titles.play')),
  // The page's chunk loads with the route (its preload, router.load), before the route draws.
  component: Object.assign(PlayerRoute, { preload: PlayerPage.preload }),
});
