import { Card, Group, Stack, Text, Title } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import { formatDateTime } from '../../../lib/manager/formatDates';
import { phaseLabel } from '../utils/phaseLabel';
import { AnsweredProgress } from './AnsweredProgress';
import { QuestionCountdown } from './QuestionCountdown';
import { QuestionPreview } from './QuestionPreview';
import { UpNext } from './UpNext';

type Props = { view: HostView; serverNow: () => number };

/** What the room sees right now, with what the host alone needs: the answer and what comes next. */
export function NowCard({ view, serverNow }: Props) {
  const { live, event, answerKey } = view;
  const question = live.question;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} size="h3">
            {phaseLabel(live)}
          </Title>
          {live.phase === 'question' && question ? <QuestionCountdown question={question} serverNow={serverNow} /> : null}
        </Group>
        {live.phase === 'waiting' ? <Text>{`Opens at ${formatDateTime(event.startDate)}. Open it now to let players in.`}</Text> : null}
        {live.phase === 'lobby' ? (
          <Text>{`${live.counts.players} ${live.counts.players === 1 ? 'player' : 'players'} ready, ${live.counts.connected} connected.`}</Text>
        ) : null}
        {question && (live.phase === 'question' || live.phase === 'reveal') ? (
          <QuestionPreview question={question} answerKey={answerKey} reveal={live.reveal} />
        ) : null}
        {live.phase === 'question' ? <AnsweredProgress answered={live.counts.answered} players={live.counts.players} /> : null}
        {live.phase === 'reveal' && live.reveal ? <AnsweredProgress answered={live.reveal.answered} players={live.counts.players} /> : null}
        {live.phase === 'ended' ? <Text>The event has ended. The results stay available for download.</Text> : null}
        <UpNext view={view} />
      </Stack>
    </Card>
  );
}
