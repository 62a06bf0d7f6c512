import { Text } from '@mantine/core';
import type { HostView } from '@quizfest/shared';

/** What `next` will open, so the host can announce it; nothing more once the event is over. */
export function UpNext({ view }: { view: Pick<HostView, 'upNext' | 'live'> }) {
  const { upNext, live } = view;
  if (live.phase === 'finished' || live.phase === 'ended') return null;
  if (!upNext) {
    return (
      <Text c="dimmed">
        <Text span fw={700}>
          Up next:
        </Text>{' '}
        the podium (this is the last question)
      </Text>
    );
  }
  return (
    <Text c="dimmed">
      <Text span fw={700}>
        {`Up next: question ${upNext.questionIndex + 1} of ${upNext.questionCount}`}
      </Text>
      {` — ${upNext.question}`}
    </Text>
  );
}
