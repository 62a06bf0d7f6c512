// The end of the game: the top three teams on a podium (players when nobody plays in a team),
// then everyone else in rank order.
import type { Leaderboard } from '@quizfest/shared';
import { Center, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bilingual } from '../Bilingual';
import { ScreenFrame } from '../ScreenFrame';
import { Podium } from './Podium';
import { RankList } from './RankList';
import { playerRows, teamRows } from './standingRows';

export function PodiumView({ leaderboard }: { leaderboard: Leaderboard | null }) {
  const { t } = useTranslation('screen');
  const teams = leaderboard ? teamRows(leaderboard) : [];
  const rows = teams.length > 0 ? teams : leaderboard ? playerRows(leaderboard) : [];
  // The rest has no "+N" column: the last question's points mean nothing at the very end.
  const rest = rows.slice(3).map((row) => ({ ...row, gain: 0 }));
  return (
    <ScreenFrame>
      <Title order={1} fz="clamp(2rem, 4vw, 5.5rem)" lh={1.1} ta="center">
        <Bilingual text={(t) => t('standings.finalResults')} inline />
      </Title>
      {rows.length === 0 ? (
        <Center style={{ flex: 1 }}>
          <Text fw={600} fz="clamp(1.5rem, 2.4vw, 3rem)" ta="center">
            <Bilingual text={(t) => t('standings.noScores')} />
          </Text>
        </Center>
      ) : (
        <Podium top={rows.slice(0, 3)} />
      )}
      {rest.length > 0 && <RankList label={t('standings.rest')} rows={rest} heightVh={rest.length > 8 ? 24 : 16} maxColumns={4} />}
    </ScreenFrame>
  );
}
