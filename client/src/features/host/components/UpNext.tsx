import { Text } from '@mantine/core';
import type { HostView } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';

/** What `next` will open, so the host can announce it; nothing more once the event is over. */
export function UpNext({ view }: { view: Pick<HostView, 'upNext' | 'live'> }) {
  const { t } = useTranslation('host');
  const { upNext, live } = view;
  if (live.phase === 'finished' || live.phase === 'ended') return null;
  if (!upNext) {
    return (
      <Text c="dimmed">
        <Text span fw={700}>
          {t('upNext.label')}
        </Text>{' '}
        {/* On the last question's leaderboard that question is over: the podium is simply next. */}
        {live.phase === 'leaderboard' ? t('upNext.podium') : t('upNext.podiumAfterThis')}
      </Text>
    );
  }
  return (
    <Text c="dimmed">
      <Text span fw={700}>
        {t('upNext.question', { number: upNext.questionIndex + 1, count: upNext.questionCount })}
      </Text>
      {` — ${upNext.question}`}
    </Text>
  );
}
