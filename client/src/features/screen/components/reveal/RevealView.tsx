// After a question: the right answer, how the room answered, and why the answer is right.
import type { LiveQuestion, LiveReveal } from '@quizfest/shared';
import { Text } from '@mantine/core';
import { questionText } from '../../bilingual';
import { Bilingual } from '../Bilingual';
import { BilingualHeading } from '../question/BilingualHeading';
import { QuestionProgress } from '../question/QuestionProgress';
import { ScreenFrame } from '../ScreenFrame';
import { DistributionBars } from './DistributionBars';
import { ExplanationStrip } from './ExplanationStrip';
import { FreeTextResult } from './FreeTextResult';

export function RevealView({ question, reveal }: { question: LiveQuestion; reveal: LiveReveal }) {
  return (
    <ScreenFrame>
      <QuestionProgress question={question}>
        <Text fw={700} fz="clamp(1.125rem, 1.8vw, 2.5rem)" style={{ whiteSpace: 'nowrap' }}>
          <Bilingual text={(t) => t('reveal.answered', { count: reveal.answered })} inline />
        </Text>
      </QuestionProgress>
      <BilingualHeading text={questionText(question.texts)} size="medium" />
      {question.optionCount > 0 ? <DistributionBars question={question} reveal={reveal} /> : <FreeTextResult reveal={reveal} />}
      {reveal.explanation && <ExplanationStrip explanation={reveal.explanation} />}
    </ScreenFrame>
  );
}
