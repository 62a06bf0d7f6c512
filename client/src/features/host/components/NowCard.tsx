import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { isSlide, type HostView } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/manager/formatDates';
import { phaseLabel } from '../utils/phaseLabel';
import { AnsweredProgress } from './AnsweredProgress';
import { QuestionCountdown } from './QuestionCountdown';
import { QuestionPreview } from './QuestionPreview';
import { UpNext } from './UpNext';
import { Winners } from './Winners';

type Props = { view: HostView; serverNow: () => number };

/** What the room sees right now, with what the host alone needs: the answer and what comes next. */
export function NowCard({ view, serverNow }: Props) {
  const { t } = useTranslation('host');
  const { live, event, answerKey } = view;
  const question = live.question;
  // A slide (issue 20) shows at its "reveal" with nothing answered: no count, no key.
  const slide = question !== null && isSlide(question.type);
  // Players who joined but have not given a name yet: not ready (not counted), but in the list.
  const naming = Math.max(0, view.playerCount - live.counts.players);
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3">
            {phaseLabel(t, live)}
          </Title>
          {live.phase === 'question' && question ? <QuestionCountdown question={question} serverNow={serverNow} /> : null}
        </Group>
        {live.phase === 'waiting' ? <Text>{t('now.opensAt', { date: formatDateTime(event.startDate) })}</Text> : null}
        {live.phase === 'lobby' ? (
          <Text>
            {t('now.lobby', {
              ready: t('now.ready', { count: live.counts.players }),
              connected: t('now.connected', { count: live.counts.connected }),
            })}
            {naming > 0 ? ` ${t('now.naming', { count: naming })}` : null}
          </Text>
        ) : null}
        {question && (live.phase === 'question' || live.phase === 'reveal') ? (
          <QuestionPreview question={question} answerKey={answerKey} reveal={live.reveal} />
        ) : null}
        {live.phase === 'question' ? <AnsweredProgress answered={live.counts.answered} players={live.counts.players} /> : null}
        {live.phase === 'reveal' && live.reveal && !slide ? (
          <AnsweredProgress answered={live.reveal.answered} players={live.counts.players} />
        ) : null}
        {live.phase === 'ended' ? <Text>{t('now.ended')}</Text> : null}
        {/* The winners stay once the event has ended, as on the screens and phones (issue 19). */}
        {live.phase === 'finished' || (live.phase === 'ended' && live.leaderboard) ? <Winners leaderboard={live.leaderboard} /> : null}
        <UpNext view={view} />
      </Stack>
    </Card>
  );
}
