// After a question: right or wrong, the points it won, the right answer, and where I stand. After a
// poll, which has no right answer and scores no one: thanks for the vote, and how the room voted.
// After several right answers, which score in part: partly right when some points came of it, and
// every right option with mine marked. After put in order, which scores each item in its place: the
// right order, each of my items said to be in its place or not. After a numeric estimate: the
// value, mine and how far off, and who came closest. A question the host voided says so instead of
// right or wrong; answers the host accepted since the reveal follow the right one. In a quiz with a
// streak bonus, a right answer that extends a run says how long it is and the bonus its points include.
import { Divider, Stack, Text, Title } from '../../../components/phoneKit';
import {
  isMultipleSelect,
  isOrdering,
  isPoll,
  QUIZ_LANGUAGES,
  type LiveQuestion,
  type LiveReveal,
  type PlayerMe,
  type QuizLanguage,
} from '@quizfest/shared';
import { useTranslation } from '../../../i18n/playTranslation';
import { inLanguage } from '../language';
import { pickedOptions } from '../selection';
import { EstimateResult } from './EstimateResult';
import { MyScore } from './MyScore';
import { OptionChip } from './OptionChip';
import { OrderResult } from './OrderResult';
import { PollResults } from './PollResults';
import { RightOptions } from './RightOptions';

type Props = {
  question: LiveQuestion;
  reveal: LiveReveal;
  me: PlayerMe | null;
  language: QuizLanguage;
  players: number;
  /** The page never showed this question open and holds no answer of mine: no result of mine to give. */
  joinedAfter?: boolean;
};

export function PlayerReveal({ question, reveal, me, language, players, joinedAfter = false }: Props) {
  const { t } = useTranslation();
  const result = me?.result ?? null;
  const answered = me?.answer != null;
  const correct = result?.correct === true;
  // Not the right answer, yet points: several right answers score so (a right tick earning more than
  // the wrong ones cost), and put in order (each item in its place earning its share).
  const partly = !correct && (result?.points ?? 0) > 0;
  const poll = isPoll(question.type);
  const streak = result?.streak ?? 0;
  const bonus = result?.streakBonus ?? 0;
  return (
    <Stack gap="md" align="stretch">
      {joinedAfter ? (
        <Title order={2} fz={24} ta="center" c="dimmed">
          {t('reveal.joinedAfter')}
        </Title>
      ) : poll ? (
        // A vote is neither right nor wrong, and its 0 points are no loss: neither is said.
        <Title order={2} fz={30} ta="center" c={answered ? 'teal' : 'dimmed'}>
          {answered ? t('reveal.thanksForVoting') : t('reveal.noVote')}
        </Title>
      ) : (
        <Stack gap={4} align="center">
          {/* A void question scores no one, whatever my answer was: right or wrong would mislead. */}
          {reveal.voided ? (
            <Title order={2} fz={24} ta="center" c="orange">
              {t('reveal.voided')}
            </Title>
          ) : (
            <>
              <Title order={2} fz={34} c={correct ? 'teal' : partly ? 'orange' : answered ? 'red' : 'dimmed'}>
                {correct ? t('reveal.correct') : partly ? t('reveal.partlyRight') : answered ? t('reveal.wrong') : t('reveal.noAnswer')}
              </Title>
              <Text fz={22} fw={800}>
                {t('reveal.points', { count: result?.points ?? 0 })}
              </Text>
              {/* A quiz with a streak bonus: the run this answer extends, and the bonus the points
                  above include. Nothing after a wrong answer: no need to rub it in. */}
              {streak > 1 && (
                <Text c="orange" fw={700}>
                  <span aria-hidden="true">🔥 </span>
                  {t('reveal.streak', { count: streak })}
                </Text>
              )}
              {bonus > 0 && (
                <Text c="orange" size="sm" fw={600}>
                  {t('reveal.streakBonus', { points: bonus })}
                </Text>
              )}
            </>
          )}
          {/* A typed answer is judged against texts the player never saw: what they typed, next
              to the right answer below, shows why it scored as it did. */}
          {question.type === 'free_text_input' && me?.answer != null && (
            <Text fw={600} ta="center" style={{ overflowWrap: 'anywhere' }}>
              {t('reveal.yourAnswer', { answer: me.answer })}
            </Text>
          )}
        </Stack>
      )}
      {poll ? (
        <PollResults question={question} reveal={reveal} language={language} myVote={answered ? Number(me?.answer) : null} />
      ) : reveal.estimate ? (
        <EstimateResult question={question} estimate={reveal.estimate} language={language} mine={me?.answer ?? null} />
      ) : isOrdering(question.type) ? (
        <OrderResult question={question} reveal={reveal} language={language} mine={me?.answer ?? null} />
      ) : isMultipleSelect(question.type) ? (
        <RightOptions question={question} reveal={reveal} language={language} ticked={me?.answer != null ? pickedOptions(me.answer) : []} />
      ) : (
        <Stack gap={6} align="center">
          <Text c="dimmed" size="sm">
            {t('reveal.rightAnswer')}
          </Text>
          <CorrectAnswer question={question} reveal={reveal} language={language} />
          {/* Only typed answers are accepted, and only free text's reach this branch. */}
          {reveal.accepted && (
            <Text ta="center" style={{ overflowWrap: 'anywhere' }}>
              {t('reveal.alsoAccepted', { answers: reveal.accepted.join(', ') })}
            </Text>
          )}
        </Stack>
      )}
      {reveal.explanation && <Explanation explanation={reveal.explanation} language={language} />}
      {me && (
        <>
          <Divider />
          <MyScore me={me} players={players} kept={question.leaderboard === 'end'} />
        </>
      )}
    </Stack>
  );
}

/** Why the answer is right, in my language or else in the other. */
function Explanation({ explanation, language }: { explanation: NonNullable<LiveReveal['explanation']>; language: QuizLanguage }) {
  const { t } = useTranslation();
  // Each text keeps its language: shown in the other one, it must still be read with that one's voice.
  const byLanguage: Partial<Record<QuizLanguage, { text: string; lang: string }>> = {};
  for (const quizLanguage of QUIZ_LANGUAGES) {
    const text = explanation[quizLanguage];
    if (text) byLanguage[quizLanguage] = { text, lang: quizLanguage.slice(0, 2) };
  }
  const shown = inLanguage(byLanguage, language);
  if (!shown) return null;
  return (
    <Stack gap={4} align="center">
      <Text c="dimmed" size="sm">
        {t('reveal.explanation')}
      </Text>
      <Text lang={shown.lang} ta="center" style={{ overflowWrap: 'anywhere' }}>
        {shown.text}
      </Text>
    </Stack>
  );
}

function CorrectAnswer({ question, reveal, language }: Pick<Props, 'question' | 'reveal' | 'language'>) {
  const { t } = useTranslation();
  if (reveal.correctAnswer !== null) {
    const answers = inLanguage(question.texts, language)?.answers ?? [];
    const option = reveal.correctAnswer;
    return <OptionChip index={option - 1} text={answers[option - 1] ?? t('question.option', { number: option })} />;
  }
  return (
    <Text fw={800} fz="lg" ta="center" style={{ overflowWrap: 'anywhere' }}>
      {inLanguage(reveal.correctTexts, language) ?? ''}
    </Text>
  );
}
