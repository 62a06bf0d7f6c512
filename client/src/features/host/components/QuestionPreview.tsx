import { Badge, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  hasOptions,
  isMultipleSelect,
  isNumeric,
  isOrdering,
  isPoll,
  isSlide,
  QUIZ_LANGUAGES,
  type HostView,
  type LiveQuestion,
  type LiveReveal,
  type QuizLanguage,
} from '@quizfest/shared';
import { IconArrowsSort, IconChartBar, IconCheck, IconChecks, IconTargetArrow } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestionImage } from '../../../lib/live/questionImageUrl';
import { PointsMultiplierBadge } from '../../../components/live/PointsMultiplierBadge';
import { SpeedScoringBadge } from '../../../components/live/SpeedScoringBadge';
import { StreakBonusBadge } from '../../../components/live/StreakBonusBadge';
import { TeamScoringBadge } from '../../../components/live/TeamScoringBadge';
import { rightOptions } from '../../../lib/live/rightOptions';
import { correctAnswerText, questionTexts, type LanguageText } from '../utils/questionTexts';
import { ClosestAnswers } from './ClosestAnswers';
import { RightOrder } from './RightOrder';

type Props = { question: LiveQuestion; answerKey: HostView['answerKey']; reveal: LiveReveal | null };

const LANGUAGE_TAG = { en_US: 'EN', fr_FR: 'FR' } as const;

/**
 * The running question as the host sees it: with its correct answer, before anyone else. A poll has
 * none: the console says it is a poll, marks no option, and at the reveal gives the votes. Several
 * right answers: the console says so, for the host to tell the room to tick them all, and marks each.
 * A numeric estimate: said to be one, its value and tolerance as the answer, and at the reveal who
 * came closest, for the host to congratulate. Put in order: said to be so, its items in the right
 * order (not as the phones show them) and at the reveal how many put each in its place. A slide has
 * nothing to answer: its texts and image, with no answer, count or badge.
 */
export function QuestionPreview({ question, answerKey, reveal }: Props) {
  const { t, i18n } = useTranslation('host');
  const texts = questionTexts(question);
  if (isSlide(question.type)) return <SlidePreview question={question} texts={texts} />;
  const [first, ...others] = texts;
  const ordering = isOrdering(question.type);
  // The options to mark right or wrong: put in order has items, listed in their own order below.
  const optionCount = hasOptions(question.type) && !ordering ? question.optionCount : 0;
  const poll = isPoll(question.type);
  const several = isMultipleSelect(question.type);
  const numeric = isNumeric(question.type);
  const badges =
    several ||
    numeric ||
    ordering ||
    question.pointsMultiplier !== undefined ||
    question.speedScoring === false ||
    question.streakBonus === true ||
    question.teamScoring === 'total' ||
    question.leaderboard !== undefined;
  const right = answerKey ? rightOptions(answerKey) : [];
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
      {!poll && badges && (
        <Group gap="xs">
          {/* Not the big screen's icon: one two pages import becomes a file of its own, which the
              entry every page loads must list. */}
          {several && (
            <Badge size="md" color="festival" leftSection={<IconChecks size="1.2em" stroke={2} aria-hidden="true" />}>
              {t('preview.several')}
            </Badge>
          )}
          {numeric && (
            <Badge size="md" color="festival" leftSection={<IconTargetArrow size="1.2em" stroke={2} aria-hidden="true" />}>
              {t('preview.estimate')}
            </Badge>
          )}
          {ordering && (
            <Badge size="md" color="festival" leftSection={<IconArrowsSort size="1.2em" stroke={2} aria-hidden="true" />}>
              {t('preview.ordering')}
            </Badge>
          )}
          <PointsMultiplierBadge
            multiplier={question.pointsMultiplier}
            size="md"
            label={(m) => (m === 2 ? t('preview.doublePoints') : t('preview.noPoints'))}
          />
          <SpeedScoringBadge speedScoring={question.speedScoring} size="md" label={t('preview.speedDoesNotCount')} />
          <StreakBonusBadge streakBonus={question.streakBonus} size="md" label={t('preview.streakBonus')} />
          <TeamScoringBadge teamScoring={question.teamScoring} size="md" label={t('preview.teamTotal')} />
          {/* Issue 20: when the room sees the standings, for the host to announce; absent after every question. */}
          {question.leaderboard && (
            <Badge size="sm" variant="light">
              {question.leaderboard === 'round' ? t('preview.leaderboardRound') : t('preview.leaderboardEnd')}
            </Badge>
          )}
        </Group>
      )}
      {texts.map((text) => (
        <InLanguage key={text.language} language={text.language} tagged={texts.length > 1}>
          <Text fw={text === first ? 700 : 400} c={text === first ? undefined : 'dimmed'} size="lg">
            {text.question}
          </Text>
        </InLanguage>
      ))}
      {ordering ? (
        <RightOrder question={question} answerKey={answerKey} reveal={reveal} />
      ) : optionCount > 0 ? (
        <Stack gap={6}>
          {Array.from({ length: optionCount }, (_, i) => {
            const correct = right.includes(i + 1);
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
      {answerKey && !poll && !ordering ? (
        <Text c="green" fw={700}>
          {answerKey.correctAnswers
            ? t('preview.correctAnswers', { answers: correctAnswerText(question, answerKey) })
            : t('preview.correctAnswer', { answer: correctAnswerText(question, answerKey, i18n.language) })}
        </Text>
      ) : null}
      {reveal && optionCount === 0 && !ordering ? (
        <Text c="dimmed" size="sm">
          {t('preview.tally', { right: reveal.distribution[0] ?? 0, wrong: reveal.distribution[1] ?? 0 })}
        </Text>
      ) : null}
      {reveal?.estimate && reveal.estimate.closest.length > 0 ? (
        <ClosestAnswers question={question} closest={reveal.estimate.closest} />
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

/** A slide as the room sees it (issue 20): its text in each language, lines kept, and its image. */
function SlidePreview({ question, texts }: { question: LiveQuestion; texts: LanguageText[] }) {
  // A slide may be all image: a language with no text shows nothing.
  const written = texts.filter((text) => text.question.trim());
  return (
    <Stack gap="sm">
      {written.map((text, i) => (
        <InLanguage key={text.language} language={text.language} tagged={written.length > 1}>
          <Text
            fw={i === 0 ? 700 : 400}
            c={i === 0 ? undefined : 'dimmed'}
            size="lg"
            style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {text.question}
          </Text>
        </InLanguage>
      ))}
      {question.imageUrl ? <PreviewImage url={question.imageUrl} /> : null}
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

/** The question's picture as a phone gets it: sized, or the upload itself when the sized one fails. */
function PreviewImage({ url }: { url: string }) {
  const { src, onError } = useQuestionImage(url, 'phone');
  return <Image src={src} onError={onError} alt="" mah={240} fit="contain" radius="md" />;
}
