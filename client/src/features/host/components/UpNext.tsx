import { Text } from '@mantine/core';
import { questionNumbering, type HostView, type QuizLanguage } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import { quizLanguageOf } from '../../../i18n/language';

/** What `next` will open, so the host can announce it; nothing more once the event is over. */
export function UpNext({ view }: { view: Pick<HostView, 'upNext' | 'live'> }) {
  const { t, i18n } = useTranslation('host');
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
        {/* A slide is no question: it is named by its kind below, not numbered. */}
        {upNext.kind === 'slide' ? t('upNext.label') : t('upNext.question', questionNumbering(upNext))}
      </Text>
      {` — ${upNextText(upNext.texts, quizLanguageOf(i18n.language))}`}
      {upNext.pointsMultiplier !== undefined && (
        <Text span fw={700} c={upNext.pointsMultiplier === 2 ? 'orange' : undefined}>
          {` (${upNext.pointsMultiplier === 2 ? t('preview.doublePoints') : t('preview.noPoints')})`}
        </Text>
      )}
      {upNext.kind && (
        <Text span fw={700} c="grape">
          {` (${t(KIND_LABELS[upNext.kind])})`}
        </Text>
      )}
      {upNext.speedScoring === false && (
        <Text span fw={700} c="teal">
          {` (${t('preview.speedDoesNotCount')})`}
        </Text>
      )}
      {/* The quiz's scoring options, for the host to announce before the question starts. */}
      {upNext.streakBonus && (
        <Text span fw={700} c="orange">
          {` (${t('preview.streakBonus')})`}
        </Text>
      )}
      {upNext.teamScoring === 'total' && (
        <Text span fw={700} c="blue">
          {` (${t('preview.teamTotal')})`}
        </Text>
      )}
    </Text>
  );
}

const KIND_LABELS = {
  poll: 'preview.poll',
  multiple_select: 'preview.several',
  numeric_estimate: 'preview.estimate',
  slide: 'preview.slide',
  ordering: 'preview.ordering',
} as const;

/** The next question in the console's language, else in the other one. */
function upNextText(texts: NonNullable<HostView['upNext']>['texts'], language: QuizLanguage): string {
  return texts[language] || Object.values(texts).find(Boolean) || '';
}
