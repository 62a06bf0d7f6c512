// After a question: the right answer, how the room answered, and why the answer is right. After a
// poll: how the room voted, under a heading that says so, as a poll has no right answer to show.
// After a numeric estimate: the value, where the room's answers fell, and who came closest. After
// put in order: the right order, with how many put each item in its place. A question the host
// voided since says so in both languages.
import { isOrdering, isPoll, type LiveQuestion, type LiveReveal } from '@quizfest/shared';
import { Badge, Text, Title } from '@mantine/core';
import { questionText } from '../../bilingual';
import { Bilingual } from '../Bilingual';
import { BilingualHeading } from '../question/BilingualHeading';
import { QuestionProgress } from '../question/QuestionProgress';
import { ScreenFrame } from '../ScreenFrame';
import { DistributionBars } from './DistributionBars';
import { EstimateResult } from './EstimateResult';
import { ExplanationStrip } from './ExplanationStrip';
import { FreeTextResult } from './FreeTextResult';
import { OrderReveal } from './OrderReveal';

export function RevealView({ question, reveal }: { question: LiveQuestion; reveal: LiveReveal }) {
  return (
    <ScreenFrame>
      <QuestionProgress question={question}>
        <Text fw={700} fz="clamp(1.125rem, 1.8vw, 2.5rem)" style={{ whiteSpace: 'nowrap' }}>
          <Bilingual text={(t) => t('reveal.answered', { count: reveal.answered })} inline />
        </Text>
      </QuestionProgress>
      <BilingualHeading text={questionText(question.texts)} size="medium" />
      {/* The host voided it since the reveal: the room must see at once that it counts for no one. */}
      {reveal.voided && (
        <Badge
          color="red"
          variant="filled"
          size="xl"
          h="auto"
          py="0.3em"
          px="0.9em"
          fz="clamp(1.25rem, 2.4vw, 3.25rem)"
          style={{ alignSelf: 'center', flexShrink: 0 }}
        >
          <Bilingual text={(t) => t('reveal.cancelled')} inline />
        </Badge>
      )}
      {isPoll(question.type) && (
        <Title order={2} fw={700} fz="clamp(1.25rem, 2vw, 2.75rem)" lh={1.2}>
          <Bilingual text={(t) => t('reveal.roomVotes')} inline />
        </Title>
      )}
      {reveal.estimate ? (
        <EstimateResult question={question} reveal={reveal} estimate={reveal.estimate} />
      ) : isOrdering(question.type) ? (
        <OrderReveal question={question} reveal={reveal} />
      ) : question.optionCount > 0 ? (
        <DistributionBars question={question} reveal={reveal} />
      ) : (
        <FreeTextResult reveal={reveal} />
      )}
      {reveal.explanation && <ExplanationStrip explanation={reveal.explanation} />}
    </ScreenFrame>
  );
}
