// The end of the game: my final rank and points, my team's final rank, the podium's teams and best
// players. An ended event keeps it under 'This event has ended.' (issue 19): the players keep their results.
import { Stack, Text, Title } from '../../../components/phoneKit';
import type { Leaderboard, PlayerMe } from '@quizfest/shared';
import { useTranslation } from '../../../i18n/playTranslation';
import { MyScore } from './MyScore';
import { TeamBoard } from './TeamBoard';
import { TopPlayers } from './TopPlayers';

type Props = {
  leaderboard: Leaderboard | null;
  me: PlayerMe | null;
  myTeamId: string | null;
  players: number;
  /** The event has ended: said first, the final results under it. */
  ended?: boolean;
};

export function PlayerPodium({ leaderboard, me, myTeamId, players, ended = false }: Props) {
  const { t } = useTranslation();
  const myTeam = leaderboard?.teams.find((team) => team.teamId === myTeamId);
  return (
    <Stack gap="md">
      {ended && (
        <Title order={2} ta="center">
          {t('player.ended')}
        </Title>
      )}
      <Title order={ended ? 3 : 2} ta="center">
        {t('standings.finalResults')}
      </Title>
      {me && <MyScore me={me} players={players} final />}
      {myTeam && (
        <Text ta="center" fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
          {/* '1st', '2nd' in English, '1re', '2e' in French: the language's ordinal rules pick the form. */}
          {t('standings.teamPlace', { team: myTeam.name, count: myTeam.rank, ordinal: true, total: leaderboard?.teams.length ?? 0 })}
        </Text>
      )}
      {leaderboard && <TeamBoard teams={leaderboard.teams} myTeamId={myTeamId} top={3} />}
      {leaderboard && (
        <TopPlayers players={leaderboard.players} label={t(leaderboard.teams.length > 0 ? 'standings.topPlayers' : 'standings.players')} />
      )}
    </Stack>
  );
}
