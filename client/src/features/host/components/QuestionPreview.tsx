import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { isPoll, QUIZ_LANGUAGES, type HostView, type LiveQuestion, type LiveReveal, type QuizLanguage } from '@quizfest/shared';
import { IconChartBar, IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PointsMultiplierBadge } from '../../../components/live/PointsMultiplierBadge';
import { SpeedScoringBadge } from '../../../components/live/SpeedScoringBadge';
import { correctAnswerText, questionTexts } from '../utils/questionTexts';

type Props = { question: LiveQuestion; answerKey: HostView['answerKey']; reveal: LiveReveal | null };

const LANGUAGE_TAG = { en_US: 'EN', fr_FR: 'FR' } as const;

/**
 * The running question as the host sees it: with its correct answer, before anyone else. A poll has
 * none: the console says it is a poll, marks no option, and at the reveal gives the votes.
 */
export function QuestionPreview({ question, answerKey, reveal }: Props) {
  const { t } = useTranslation('host');
  const texts = questionTexts(question);
  const [first, ...others] = texts;
  const optionCount = question.type === 'free_text_input' ? 0 : question.optionCount;
  const poll = isPoll(question.type);
  // Given at the reveal only, for the host to read aloud; English first, as the question.
  const explanations = QUIZ_LANGUAGES.flatMap((language) => {
    const text = reveal?.explanation?.[language];
    return text ? [[language, text] as const] : [];
  });
  return (
    <Stack gap="sm">
      {poll && (
        <Group gap="xs">
          <Badge size="md" color="festival" leftSection={<IconChartBar size="1.2em" stroke={2} aria-hidden="true" />}>
            {t('preview.poll')}
          </Badge>
          <Text size="sm">{t('preview.noRightAnswer')}</Text>
        </Group>
      )}
      {!poll && (question.pointsMultiplier !== undefined || question.speedScoring === false) && (
        <Group gap="xs">
          <PointsMultiplierBadge
            multiplier={question.pointsMultiplier}
            size="md"
            label={(m) => (m === 2 ? t('preview.doublePoints') : t('preview.noPoints'))}
          />
          <SpeedScoringBadge speedScoring={question.speedScoring} size="md" label={t('preview.speedDoesNotCount')} />
        </Group>
      )}
      {texts.map((text) => (
        <InLanguage key={text.language} language={text.language} tagged={texts.length > 1}>
          <Text fw={text === first ? 700 : 400} c={text === first ? undefined : 'dimmed'} size="lg">
            {text.question}
          </Text>
        </InLanguage>
      ))}
      {optionCount > 0 ? (
        <Stack gap={6}>
          {Array.from({ length: optionCount }, (_, i) => {
            const correct = answerKey?.correctAnswer === i + 1;
            const translations = others.map((t) => t.answers[i]).filter(Boolean);
            return (
              <Group key={i} gap="xs" wrap="nowrap">
                <ThemeIcon variant={correct ? 'filled' : 'light'} color={correct ? 'green' : 'gray'} radius="xl" size="sm">
                  {correct ? <IconCheck size={14} aria-label={t('preview.correct')} /> : <Text size="xs">{i + 1}</Text>}
                </ThemeIcon>
                <Text fw={correct ? 700 : 400}>
                  {first?.answers[i] ?? t('preview.option', { number: i + 1 })}
                  {translations.length ? <Text span c="dimmed">{` / ${translations.join(' / ')}`}</Text> : null}
                </Text>
                {reveal ? (
                  <Text c="dimmed" size="sm" ml="auto" style={{ flexShrink: 0 }}>
                    {poll ? t('preview.votes', { count: reveal.distribution[i] ?? 0 }) : (reveal.distribution[i] ?? 0)}
                  </Text>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      ) : null}
      {answerKey && !poll ? (
        <Text c="green" fw={700}>
          {t('preview.correctAnswer', { answer: correctAnswerText(question, answerKey) })}
        </Text>
      ) : null}
      {reveal && optionCount === 0 ? (
        <Text c="dimmed" size="sm">
          {t('preview.tally', { right: reveal.distribution[0] ?? 0, wrong: reveal.distribution[1] ?? 0 })}
        </Text>
      ) : null}
      {explanations.length > 0 ? (
        <Stack gap={4}>
          <Text c="dimmed" size="sm" fw={600}>
            {t('preview.explanation')}
          </Text>
          {explanations.map(([language, text]) => (
            <InLanguage key={language} language={language} tagged={texts.length > 1}>
              <Text style={{ overflowWrap: 'anywhere' }}>{text}</Text>
            </InLanguage>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

/** A text of the quiz named in its language, for screen readers, and tagged EN / FR when the quiz has both. */
function InLanguage({ language, tagged, children }: { language: QuizLanguage; tagged: boolean; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" lang={language.slice(0, 2)}>
      {tagged ? (
        <Badge variant="light" size="sm" mt={4} style={{ flexShrink: 0 }}>
          {LANGUAGE_TAG[language]}
        </Badge>
      ) : null}
      {children}
    </Group>
  );
}
