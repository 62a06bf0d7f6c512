import { ActionIcon, Checkbox, ColorSwatch, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { HostPlayer, PublicTeam } from '@quizfest/shared';
import { IconCheck, IconPencil, IconPlusMinus, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../utils/formatCount';
import { playerLabel, sortPlayers } from '../utils/sortPlayers';
import type { AdjustTarget } from './AdjustPointsModal';

type Props = {
  players: HostPlayer[];
  teams: PublicTeam[];
  onRename: (player: HostPlayer) => void;
  onRemove: (player: HostPlayer) => void;
  onAdjust: (target: AdjustTarget) => void;
  /** What an empty list says (a search's answer is not an empty event). */
  empty?: string;
  /** The players ticked for removal together (PlayersPanel), by id. */
  selection: PlayerSelection;
};

/** Ticking players to remove several at once (a script's made-up players, issue 18). */
export type PlayerSelection = {
  selected: ReadonlySet<string>;
  /** No more may be ticked: an action removes at most HOST_VIEW_PLAYERS. */
  full: boolean;
  onSelect: (players: HostPlayer[], on: boolean) => void;
};

/**
 * Memoised: a crowded event's list has a hundred rows, and typing in the player search beside it
 * must not redraw them at every key.
 */
export const PlayersTable = memo(function PlayersTable({ players, teams, onRename, onRemove, onAdjust, empty, selection }: Props) {
  const { t, i18n } = useTranslation('host');
  if (players.length === 0) return <Text c="dimmed">{empty ?? t('players.none')}</Text>;
  const teamName = new Map(teams.map((team) => [team.id, team.name]));
  const { selected, full, onSelect } = selection;
  const ticked = players.filter((player) => selected.has(player.playerId)).length;
  return (
    <Table verticalSpacing={6} horizontalSpacing={6} highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={32}>
            <Checkbox
              aria-label={t('players.selectAll')}
              checked={ticked === players.length}
              indeterminate={ticked > 0 && ticked < players.length}
              disabled={full && ticked === 0}
              // Partly ticked, it clears: every one may not fit under the limit.
              onChange={() => onSelect(players, ticked === 0)}
            />
          </Table.Th>
          <Table.Th>{t('players.player')}</Table.Th>
          {/* The column holds a tick: its header is one too, so that on a phone the names keep the width. */}
          <Table.Th ta="center" w={40}>
            <IconCheck size={18} aria-hidden />
            <VisuallyHidden>{t('players.answered')}</VisuallyHidden>
          </Table.Th>
          <Table.Th ta="right">{t('players.points')}</Table.Th>
          <Table.Th ta="right">
            <VisuallyHidden>{t('players.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sortPlayers(players).map((player) => {
          const label = playerLabel(t, player);
          return (
            <Table.Tr key={player.playerId} bg={selected.has(player.playerId) ? 'var(--mantine-primary-color-light)' : undefined}>
              <Table.Td>
                <Checkbox
                  aria-label={t('players.select', { name: label })}
                  checked={selected.has(player.playerId)}
                  disabled={full && !selected.has(player.playerId)}
                  onChange={(event) => onSelect([player], event.currentTarget.checked)}
                />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch
                    size={10}
                    color={player.connected ? 'var(--mantine-color-green-6)' : 'var(--mantine-color-gray-5)'}
                    withShadow={false}
                    role="img"
                    aria-label={player.connected ? t('players.connected') : t('players.disconnected')}
                  />
                  <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
                    <Text fw={500} c={player.name ? undefined : 'dimmed'}>
                      {label}
                    </Text>
                    {player.teamId ? (
                      <Text size="xs" c="dimmed">
                        {teamName.get(player.teamId) ?? t('players.unknownTeam')}
                      </Text>
                    ) : null}
                  </div>
                </Group>
              </Table.Td>
              <Table.Td ta="center">
                {player.answered ? <IconCheck size={18} color="var(--mantine-color-green-6)" aria-label={t('players.answered')} /> : null}
              </Table.Td>
              <Table.Td ta="right">{formatCount(player.points, i18n.language)}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <ActionIcon variant="subtle" aria-label={t('players.rename', { name: label })} onClick={() => onRename(player)}>
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('adjust.action', { name: label })}
                    onClick={() => onAdjust({ kind: 'player', playerId: player.playerId, name: label })}
                  >
                    <IconPlusMinus size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('players.remove', { name: label })}
                    onClick={() => onRemove(player)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
});
