import { Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { HOST_PLAYER_SEARCH_RESULTS, LIMITS, type HostPlayer, type HostView } from '@quizfest/shared';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerSearch } from '../api/searchPlayers';
import { useHostErrorMessage } from '../i18n/hostErrors';
import type { AdjustTarget } from './AdjustPointsModal';
import { PlayersTable } from './PlayersTable';

/** How long typing pauses before the search asks the server. */
export const PLAYER_SEARCH_DEBOUNCE_MS = 300;

type Props = {
  eventId: string;
  view: Pick<HostView, 'live' | 'playerCount' | 'players' | 'teams'>;
  onRename: (player: HostPlayer) => void;
  onRemove: (player: HostPlayer) => void;
  onAdjust: (target: AdjustTarget) => void;
};

/**
 * The players panel. A crowded event's view lists only the most recently joined players (who the
 * operator mostly looks for: a newcomer's name to fix, whether someone arrived); anyone else is
 * found by name, in the same table with the same actions. An event within the list's size shows
 * the plain table.
 */
export function PlayersPanel({ eventId, view, onRename, onRemove, onAdjust }: Props) {
  const { t } = useTranslation('host');
  const errorMessage = useHostErrorMessage();
  const [query, setQuery] = useState('');
  const [wanted] = useDebouncedValue(query.trim(), PLAYER_SEARCH_DEBOUNCE_MS);
  const search = usePlayerSearch(eventId, wanted, view.live.rev);
  const partial = view.playerCount > view.players.length;
  const table = (players: HostPlayer[], empty?: string) => (
    <PlayersTable players={players} teams={view.teams} onRename={onRename} onRemove={onRemove} onAdjust={onAdjust} empty={empty} />
  );
  // A search under way stays when the event shrinks back under the list's size.
  if (!partial && query === '') return table(view.players);

  // A cleared field shows the list at once, without waiting out the debounce.
  const searching = query.trim() !== '' && wanted !== '';
  let results: ReactNode = null;
  if (searching) {
    if (search.isError) {
      results = (
        <Text c="red" role="alert">
          {errorMessage(search.error, t('players.searchFailed'))}
        </Text>
      );
    } else if (!search.data) {
      results = <Loader size="sm" aria-label={t('players.searching')} />;
    } else {
      results = (
        <>
          {search.data.length >= HOST_PLAYER_SEARCH_RESULTS ? (
            <Text size="sm" c="dimmed">
              {t('players.mostRecentMatches', { count: HOST_PLAYER_SEARCH_RESULTS })}
            </Text>
          ) : null}
          {table(search.data, t('players.noMatch', { query: wanted }))}
        </>
      );
    }
  }

  return (
    <Stack gap="sm">
      {partial ? (
        <Text size="sm" c="dimmed">
          {t('players.partial', { shown: view.players.length, total: view.playerCount })}
        </Text>
      ) : null}
      <TextInput
        type="search"
        label={t('players.find')}
        placeholder={t('players.findPlaceholder')}
        leftSection={<IconSearch size={16} />}
        maxLength={LIMITS.playerSearchMax}
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
      />
      {searching ? results : table(view.players)}
    </Stack>
  );
}
