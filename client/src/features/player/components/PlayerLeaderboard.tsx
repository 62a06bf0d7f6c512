import { Stack, Title } from '../../../components/phoneKit';
import type { Leaderboard, PlayerMe } from '@quizfest/shared';
import { useTranslation } from '../../../i18n/playTranslation';
import { MyScore } from './MyScore';
import { TeamBoard } from './TeamBoard';

type Props = { leaderboard: Leaderboard | null; me: PlayerMe | null; myTeamId: string | null; players: number };

export function PlayerLeaderboard({ leaderboard, me, myTeamId, players }: Props) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={2} ta="center">
        {t('standings.leaderboard')}
      </Title>
      {me && <MyScore me={me} players={players} />}
      {leaderboard && <TeamBoard teams={leaderboard.teams} myTeamId={myTeamId} />}
    </Stack>
  );
}
