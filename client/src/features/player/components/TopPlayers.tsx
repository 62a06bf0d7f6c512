// The best players of the night, as the podium lists them: by rank, with their points.
import { Group, Paper, Stack, Text } from '../../../components/phoneKit';
import type { LeaderboardPlayer } from '@quizfest/shared';
import { useTranslation } from '../../../i18n/playTranslation';
import { formatNumber } from '../../../lib/formatNumber';

type Props = { players: readonly LeaderboardPlayer[]; top?: number; label: string };

export function TopPlayers({ players, top = 3, label }: Props) {
  const { i18n } = useTranslation();
  if (players.length === 0) return null;
  return (
    <Stack gap={6}>
      <Text fw={700} ta="center">
        {label}
      </Text>
      <Stack gap={6} component="ol" p={0} m={0} aria-label={label} style={{ listStyle: 'none' }}>
        {players.slice(0, top).map((player, i) => (
          <Paper component="li" key={`${player.rank}-${player.name}-${i}`} withBorder radius="md" px="sm" py={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                {player.rank}. {player.name}
              </Text>
              <Text fw={800} style={{ flex: 'none' }}>
                {formatNumber(player.points, i18n.language)}
              </Text>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
