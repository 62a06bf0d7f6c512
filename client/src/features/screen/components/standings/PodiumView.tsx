// The end of the game: the top three teams on a podium (players when nobody plays in a team),
// then everyone else in rank order; on a team night the best players too, so that the night's best
// player is seen (issue 19). An ended event keeps this view, saying that it has ended.
import type { Leaderboard } from '@quizfest/shared';
import { Box, Center, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Bilingual } from '../Bilingual';
import { FRAME_GAP, ScreenFrame } from '../ScreenFrame';
import { Podium } from './Podium';
import { usePodiumReveal } from './usePodiumReveal';
import { RankList } from './RankList';
import { playerRows, teamRows } from './standingRows';

/** The best players a team night's podium lists beside the other teams. */
const PODIUM_TOP_PLAYERS = 3;

type Props = {
  leaderboard: Leaderboard | null;
  ended?: boolean;
  /** Reveal the steps third, second, first (Podium.tsx), the best players with the winner. */
  staged?: boolean;
};

export function PodiumView({ leaderboard, ended = false, staged = false }: Props) {
  const { t } = useTranslation('screen');
  const teams = leaderboard ? teamRows(leaderboard) : [];
  const players = leaderboard ? playerRows(leaderboard) : [];
  const rows = teams.length > 0 ? teams : players;
  // The rest has no "+N" column: the last question's points mean nothing at the very end.
  const rest = rows.slice(3).map((row) => ({ ...row, gain: 0 }));
  const best = teams.length > 0 ? players.slice(0, PODIUM_TOP_PLAYERS) : [];
  const lists = (rest.length > 0 ? 1 : 0) + (best.length > 0 ? 1 : 0);
  const listHeight = Math.max(rest.length, best.length) > 8 ? 24 : 16;
  const top = rows.slice(0, 3);
  const shown = usePodiumReveal(top.length, staged);
  return (
    <ScreenFrame>
      <Title order={1} fz="clamp(2rem, 4vw, 5.5rem)" lh={1.1} ta="center">
        <Bilingual text={(t) => t('standings.finalResults')} inline />
      </Title>
      {ended && (
        <Text fw={700} fz="clamp(1.25rem, 2.2vw, 3rem)" lh={1.2} ta="center" mt="-0.4em">
          <Bilingual text={(t) => t('ended')} inline />
        </Text>
      )}
      {rows.length === 0 ? (
        <Center style={{ flex: 1 }}>
          <Text fw={600} fz="clamp(1.5rem, 2.4vw, 3rem)" ta="center">
            <Bilingual text={(t) => t('standings.noScores')} />
          </Text>
        </Center>
      ) : (
        <Podium top={top} shown={shown} />
      )}
      {lists > 0 && (
        <Box style={{ display: 'grid', gridTemplateColumns: lists === 2 ? '3fr 2fr' : '1fr', gap: FRAME_GAP }}>
          {rest.length > 0 && <RankList label={t('standings.rest')} rows={rest} heightVh={listHeight} maxColumns={lists === 2 ? 2 : 4} />}
          {best.length > 0 && (
            <RankList
              hidden={shown < top.length}
              title={<Bilingual text={(t) => t('standings.topPlayers')} inline />}
              label={t('standings.topPlayers')}
              rows={best}
              heightVh={listHeight}
              maxColumns={1}
            />
          )}
        </Box>
      )}
    </ScreenFrame>
  );
}
