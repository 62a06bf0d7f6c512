// Between questions: every team ranked with its points and what the last question added, and the
// top players beside them.
import type { Leaderboard } from '@quizfest/shared';
import { Box, Center, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bilingual } from '../Bilingual';
import { FRAME_GAP, ScreenFrame } from '../ScreenFrame';
import { RankList } from './RankList';
import { playerRows, teamRows } from './standingRows';

export function LeaderboardView({ leaderboard }: { leaderboard: Leaderboard | null }) {
  const { t } = useTranslation('screen');
  const teams = leaderboard ? teamRows(leaderboard) : [];
  const players = leaderboard ? playerRows(leaderboard) : [];
  const both = teams.length > 0 && players.length > 0;
  return (
    <ScreenFrame>
      <Title order={1} fz="clamp(2rem, 4vw, 5.5rem)" lh={1.1} ta="center">
        <Bilingual text={(t) => t('standings.leaderboard')} inline />
      </Title>
      {teams.length === 0 && players.length === 0 ? (
        <Center style={{ flex: 1 }}>
          <Text fw={600} fz="clamp(1.5rem, 2.4vw, 3rem)" ta="center">
            <Bilingual text={(t) => t('standings.noScoresYet')} />
          </Text>
        </Center>
      ) : (
        <Box style={{ flex: 1, minHeight: 0, display: 'grid', gridTemplateColumns: both ? '3fr 2fr' : '1fr', gap: FRAME_GAP }}>
          {teams.length > 0 && (
            <RankList
              title={<Bilingual text={(t) => t('standings.teams')} inline />}
              label={t('standings.teams')}
              rows={teams}
              heightVh={70}
              maxColumns={both ? 2 : 3}
            />
          )}
          {players.length > 0 && (
            <RankList
              title={<Bilingual text={(t) => t(teams.length > 0 ? 'standings.topPlayers' : 'standings.players')} inline />}
              label={t(teams.length > 0 ? 'standings.topPlayers' : 'standings.players')}
              rows={players}
              heightVh={70}
              maxColumns={both ? 1 : 2}
            />
          )}
        </Box>
      )}
    </ScreenFrame>
  );
}
