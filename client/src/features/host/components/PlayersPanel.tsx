import { Button, Group, Loader, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { HOST_PLAYER_SEARCH_RESULTS, HOST_VIEW_PLAYERS, LIMITS, type HostPlayer, type HostView } from '@quizfest/shared';
import { IconSearch, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerSearch } from '../api/searchPlayers';
import { useHostErrorMessage } from '../i18n/hostErrors';
import type { AdjustTarget } from './AdjustPointsModal';
import { PlayersTable, type PlayerSelection } from './PlayersTable';

/** How long typing pauses before the search asks the server. */
export const PLAYER_SEARCH_DEBOUNCE_MS = 300;

type Props = {
  eventId: string;
  view: Pick<HostView, 'live' | 'playerCount' | 'players' | 'teams'>;
  onRename: (player: HostPlayer) => void;
  onRemove: (player: HostPlayer) => void;
  /** The players ticked, to remove together; `done` clears the ticks once they are gone. */
  onRemoveSeveral: (players: HostPlayer[], done: () => void) => void;
  onAdjust: (target: AdjustTarget) => void;
};

/**
 * The players panel. A crowded event's view lists only the most recently joined players (who the
 * operator mostly looks for: a newcomer's name to fix, whether someone arrived); anyone else is
 * found by name, in the same table with the same actions. An event within the list's size shows
 * the plain table.
 */
export function PlayersPanel({ eventId, view, onRename, onRemove, onRemoveSeveral, onAdjust }: Props) {
  const { t } = useTranslation('host');
  // Ticked players, from the list and from searches alike, kept in the order they were ticked.
  const [ticked, setTicked] = useState<ReadonlyMap<string, HostPlayer>>(new Map());
  const onSelect = useCallback((players: HostPlayer[], on: boolean) => {
    setTicked((before) => {
      const next = new Map(before);
      for (const player of players) {
        if (!on) next.delete(player.playerId);
        else if (next.size < HOST_VIEW_PLAYERS) next.set(player.playerId, player);
      }
      return next;
    });
  }, []);
  const selection: PlayerSelection = useMemo(
    () => ({ selected: new Set(ticked.keys()), full: ticked.size >= HOST_VIEW_PLAYERS, onSelect }),
    [ticked, onSelect],
  );
  const clear = useCallback(() => setTicked(new Map()), []);
  const errorMessage = useHostErrorMessage();
  const [query, setQuery] = useState('');
  const [wanted] = useDebouncedValue(query.trim(), PLAYER_SEARCH_DEBOUNCE_MS);
  const search = usePlayerSearch(eventId, wanted, view.live.rev);
  const partial = view.playerCount > view.players.length;
  const table = (players: HostPlayer[], empty?: string) => (
    <PlayersTable
      players={players}
      teams={view.teams}
      onRename={onRename}
      onRemove={onRemove}
      onAdjust={onAdjust}
      empty={empty}
      selection={selection}
    />
  );
  const selectionBar =
    ticked.size > 0 ? (
      <Paper withBorder p="xs" role="region" aria-label={t('players.selection')}>
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={500} aria-live="polite">
            {t('players.selected', { count: ticked.size })}
            {selection.full ? ` ${t('players.selectionFull', { count: HOST_VIEW_PLAYERS })}` : ''}
          </Text>
          <Group gap="xs">
            <Button size="xs" variant="default" onClick={clear}>
              {t('players.clearSelection')}
            </Button>
            <Button
              size="xs"
              color="red"
              leftSection={<IconTrash size={14} />}
              onClick={() => onRemoveSeveral([...ticked.values()], clear)}
            >
              {t('players.removeSelected')}
            </Button>
          </Group>
        </Group>
      </Paper>
    ) : null;
  // A search under way stays when the event shrinks back under the list's size.
  if (!partial && query === '')
    return (
      <Stack gap="sm">
        {selectionBar}
        {table(view.players)}
      </Stack>
    );

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
      {selectionBar}
      {searching ? results : table(view.players)}
    </Stack>
  );
}
