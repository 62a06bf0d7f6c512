// My points and ranks, as the reveal, the leaderboard and the podium show them. A quiz that keeps its
// standings for the podium (issue 20) gives no rank before it: the reveal says when they come.
import { SimpleGrid, Stack, Text } from '../../../components/phoneKit';
import type { PlayerMe } from '@quizfest/shared';
import { useTranslation } from '../../../i18n/playTranslation';
import { formatNumber } from '../../../lib/formatNumber';

type Props = { me: PlayerMe; players: number; final?: boolean; kept?: boolean };

export function MyScore({ me, players, final = false, kept }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={me.teamRank !== null ? 3 : 2} spacing="xs">
      <Figure label={final ? t('score.finalPoints') : t('score.totalPoints')} value={formatNumber(me.totalPoints, i18n.language)} />
      {kept ? (
        <Text c="dimmed" ta="center" m="auto">
          {t('score.atPodium')}
        </Text>
      ) : (
        <Figure
          label={final ? t('score.finalRank') : t('score.rank')}
          value={me.rank !== null ? t('score.place', { rank: me.rank, total: players }) : '–'}
        />
      )}
      {me.teamRank !== null && <Figure label={t('score.teamRank')} value={t('score.place', { rank: me.teamRank, total: me.teamCount })} />}
    </SimpleGrid>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} align="center" ta="center">
      <Text fz={22} fw={900} lh={1.2}>
        {value}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}
