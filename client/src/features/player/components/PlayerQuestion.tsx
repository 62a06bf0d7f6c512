// The running question on a phone: countdown from the server's deadline, the question in my
// language, the options (or toggles to tick, items to put in order, a text box, a number box), then
// what became of my answer. During the quiz's reading time the question shows alone and the options
// wait. Mount it with a key per question: what was sent belongs to one question.
import { Badge, Group, Stack, Text, Title } from '../../../components/phoneKit';
import {
  hasOptions,
  isMultipleSelect,
  isNumeric,
  isOrdering,
  isPoll,
  questionNumbering,
  type AnswerValue,
  type LiveQuestion,
  type PlayerMe,
  type QuizLanguage,
} from '@quizfest/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/playTranslation';
import { PointsMultiplierBadge } from '../../../components/live/PointsMultiplierBadge';
import { formatEstimate } from '../../../lib/live/estimate';
import { answerMsLeft, msLeft, readingMsLeft } from '../../../lib/live/questionClock';
import { useServerClock } from '../../../lib/live/useServerClock';
import type { PendingAnswer } from '../../../lib/live/useLiveConnection';
import { answerStatus, type SentAnswer } from '../answerStatus';
import { inLanguage } from '../language';
import { pickedOptions } from '../selection';
import { AnswerFeedback } from './AnswerFeedback';
import { AnswerOptions } from './AnswerOptions';
import { EstimateAnswer } from './EstimateAnswer';
import { FreeTextAnswer } from './FreeTextAnswer';
import { OrderAnswer } from './OrderAnswer';
import { PausedNotice } from './PausedNotice';
import { QuestionCountdown } from './QuestionCountdown';
import { QuestionImage } from './QuestionImage';
import { ReadingNotice } from './ReadingNotice';
import { SelectOptions } from './SelectOptions';

type Props = {
  question: LiveQuestion;
  me: PlayerMe | null;
  language: QuizLanguage;
  pending: PendingAnswer | null;
  answerError: string | null;
  serverNow: () => number;
  onAnswer: (answer: PendingAnswer) => void;
};

export function PlayerQuestion({ question, me, language, pending, answerError, serverNow, onAnswer }: Props) {
  const { t } = useTranslation();
  const now = useServerClock(serverNow, 250);
  const [sent, setSent] = useState<SentAnswer | null>(null);
  const texts = inLanguage(question.texts, language);
  const answers = texts?.answers ?? [];
  const paused = question.deadline === null;
  const reading = readingMsLeft(question, now);
  const status = answerStatus({ question, me, pending, sent, answerError, closed: !paused && msLeft(question, now) <= 0 });
  const multipleChoice = hasOptions(question.type);
  const numeric = isNumeric(question.type);
  const poll = isPoll(question.type);
  const several = isMultipleSelect(question.type);
  const ordering = isOrdering(question.type);
  const severalHint = useId();

  const submit = (answer: AnswerValue) => {
    if (status.kind !== 'open') return;
    const next = { activityId: question.activityId, questionIndex: question.questionIndex, answer };
    setSent({ ...next, deadline: question.deadline });
    onAnswer(next);
  };
  // After a tap, what became of it is brought into view: on a phone an image pushes it under the
  // fold, below the options (issue 19, 390×844). Only after a tap here: a page opened on an answer
  // already given starts at the question.
  const feedback = useRef<HTMLDivElement>(null);
  const tapped = sent !== null;
  useEffect(() => {
    if (tapped) feedback.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [tapped, status.kind]);
  const picked = (status.kind === 'sending' || status.kind === 'received') && multipleChoice ? pickedOptions(status.answer) : null;

  return (
    <Stack gap="md">
      <Text c="dimmed" fw={600} ta="center">
        {t('question.progress', questionNumbering(question))}
      </Text>
      {/* Said before the vote, so that nobody looks for a right answer or hurries for points. */}
      {poll && (
        <Text fw={700} ta="center">
          {t('question.poll')}
        </Text>
      )}
      {/* Said from the start, reading time included: a player who taps one option and looks for a
          right answer to send would otherwise miss the others. It names the toggles' group too. */}
      {several && (
        <Text id={severalHint} fw={700} ta="center">
          {t('question.several')}
        </Text>
      )}
      {!poll && (question.pointsMultiplier !== undefined || question.streakBonus) && (
        <Group justify="center">
          <PointsMultiplierBadge
            multiplier={question.pointsMultiplier}
            label={(m) => (m === 2 ? t('question.doublePoints') : t('question.noPoints'))}
          />
          {/* Words only: the big screen's flame icon would add to the phone's download. */}
          {question.streakBonus && (
            <Badge size="lg" variant="light" color="orange">
              {t('question.streakBonus')}
            </Badge>
          )}
        </Group>
      )}
      {/* Words only, no icon: a badge would not fit the French on a phone, and an icon would add to its download. */}
      {!poll && question.speedScoring === false && (
        <Text c="teal" fw={600} ta="center">
          {t('question.takeYourTime')}
        </Text>
      )}
      <QuestionCountdown msLeft={answerMsLeft(question, now)} timeLimit={question.timeLimit} paused={paused} />
      {status.kind === 'paused' && <PausedNotice refused={status.refused} />}
      {reading > 0 && !paused && <ReadingNotice msLeft={reading} />}
      <Title order={2} fz={{ base: 22, xs: 26 }} ta="center" style={{ overflowWrap: 'anywhere' }}>
        {texts?.question}
      </Title>
      <QuestionImage url={question.imageUrl} />
      {reading > 0 ? null : several ? (
        <SelectOptions
          answers={answers}
          optionCount={question.optionCount}
          submitted={picked}
          disabled={status.kind !== 'open'}
          labelledBy={severalHint}
          onSubmit={submit}
        />
      ) : ordering ? (
        <OrderAnswer
          answers={answers}
          itemCount={question.optionCount}
          submitted={status.kind === 'sending' || status.kind === 'received' ? status.answer : null}
          disabled={status.kind !== 'open'}
          onSubmit={submit}
        />
      ) : multipleChoice ? (
        <AnswerOptions
          answers={answers}
          optionCount={question.optionCount}
          chosen={picked?.[0] ?? null}
          disabled={status.kind !== 'open'}
          onAnswer={submit}
        />
      ) : (
        // Kept through a pause (disabled), so what the player typed is still there on resume.
        (status.kind === 'open' || status.kind === 'closed' || status.kind === 'paused') &&
        (numeric ? (
          <EstimateAnswer disabled={status.kind !== 'open'} unit={texts?.unit} decimalComma={language === 'fr_FR'} onAnswer={submit} />
        ) : (
          <FreeTextAnswer disabled={status.kind !== 'open'} onAnswer={submit} />
        ))
      )}
      {status.kind !== 'open' && status.kind !== 'paused' && (
        <div ref={feedback} style={{ scrollMarginBottom: 16 }}>
          <AnswerFeedback
            status={status}
            answers={answers}
            multipleChoice={multipleChoice}
            poll={poll}
            echo={!ordering}
            readBack={numeric ? (answer) => formatEstimate(Number(answer), language, texts?.unit) : undefined}
          />
        </div>
      )}
    </Stack>
  );
}
