// The top of the team leaderboard, my team highlighted (and added below the top when outside it).
import { Group, Paper, Stack, Text } from '../../../components/phoneKit';
import type { LeaderboardTeam } from '@quizfest/shared';
import { useTranslation } from '../../../i18n/playTranslation';
import { formatNumber } from '../../../lib/formatNumber';

type Props = { teams: readonly LeaderboardTeam[]; myTeamId: string | null; top?: number };

export function TeamBoard({ teams, myTeamId, top = 5 }: Props) {
  const { t, i18n } = useTranslation();
  if (teams.length === 0) return null;
  const shown = teams.slice(0, top);
  const mine = teams.find((team) => team.teamId === myTeamId);
  if (mine && !shown.includes(mine)) shown.push(mine);
  return (
    <Stack gap={6} component="ol" p={0} m={0} aria-label={t('standings.teams')} style={{ listStyle: 'none' }}>
      {shown.map((team) => (
        <Paper
          component="li"
          key={team.teamId}
          withBorder
          radius="md"
          px="sm"
          py={6}
          bg={team.teamId === myTeamId ? 'var(--mantine-color-blue-light)' : undefined}
        >
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {team.rank}. {team.name}
            </Text>
            <Text fw={800} style={{ flex: 'none' }}>
              {formatNumber(team.points, i18n.language)}
            </Text>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
