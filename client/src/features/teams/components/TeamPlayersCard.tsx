import { ActionIcon, Code, Group, Stack, Text } from '@mantine/core';
import type { TeamPlayer } from '@quizfest/shared';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/manager/SectionCard';

type Props = {
  playerIds: string[];
  /** The members as loaded, named: each id is shown by its name and the event it played (issue 19: bare ids said nothing). */
  players: TeamPlayer[];
  onRemove: (playerId: string) => void;
};

/** Players are read-only here; removing one only takes effect on save (docs/PRODUCT-RULES.md#editors). */
export function TeamPlayersCard({ playerIds, players, onRemove }: Props) {
  const { t } = useTranslation('manage');
  const byId = new Map(players.map((player) => [player.id, player]));
  return (
    <SectionCard title={t('teams.playersTitle', { count: playerIds.length })}>
      {playerIds.length === 0 ? (
        <Text c="dimmed">{t('teams.noPlayers')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {playerIds.map((playerId) => {
            const player = byId.get(playerId);
            const name = player?.name ?? t('teams.unnamedPlayer');
            return (
              <Group key={playerId} component="li" justify="space-between" wrap="nowrap">
                {player ? (
                  <div style={{ minWidth: 0 }}>
                    <Text fw={500} fs={player.name ? undefined : 'italic'} truncate>
                      {name}
                    </Text>
                    <Text size="sm" c="dimmed" truncate>
                      {t('teams.playerEvent', { event: player.eventName })}
                    </Text>
                  </div>
                ) : (
                  // A server of an older version sends ids alone.
                  <Code>{playerId}</Code>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('teams.removePlayer', { name: player ? name : playerId })}
                  onClick={() => onRemove(playerId)}
                >
                  <IconX size={16} />
                </ActionIcon>
              </Group>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
