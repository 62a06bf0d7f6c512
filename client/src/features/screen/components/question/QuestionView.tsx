// A question running: its text, its image, the options, the time left and how many have answered.
// During the quiz's reading time the question shows alone: the options wait, and the room sees the
// seconds until answers open. A typed answer is asked for on the phones, a numeric estimate's in
// its unit.
import { isNumeric, type LiveCounts, type LiveQuestion } from '@quizfest/shared';
import { Box, Center, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScreenImage } from '../ScreenImage';
import { readingMsLeft } from '../../../../lib/live/questionClock';
import { useServerClock } from '../../../../lib/live/useServerClock';
import { questionText, unitIn } from '../../bilingual';
import { FRAME_GAP, ScreenFrame } from '../ScreenFrame';
import { Bilingual } from '../Bilingual';
import { BilingualHeading } from './BilingualHeading';
import { OptionTiles } from './OptionTiles';
import { QuestionCountdown } from './QuestionCountdown';
import { QuestionProgress } from './QuestionProgress';

type Props = { question: LiveQuestion; counts: LiveCounts; serverNow: () => number };

export function QuestionView({ question, counts, serverNow }: Props) {
  const { t } = useTranslation('screen');
  const now = useServerClock(serverNow, 250);
  const readingMs = readingMsLeft(question, now);
  const reading = readingMs > 0;
  const numeric = isNumeric(question.type);
  return (
    <ScreenFrame>
      <QuestionProgress question={question} />
      <BilingualHeading text={questionText(question.texts)} />
      <Box style={{ flex: 1, minHeight: 0, display: 'flex', alignItems: 'center', gap: FRAME_GAP }}>
        <QuestionCountdown question={question} serverNow={serverNow} />
        <Box style={{ flex: 1, minWidth: 0, height: '100%' }}>
          {question.imageUrl && <ScreenImage url={question.imageUrl} alt={t('question.image')} />}
        </Box>
        {/* As wide as its longest line needs ("12 of 300" stays on one), at least the countdown's width. */}
        <Text
          fw={800}
          ta="center"
          lh={1.15}
          fz="clamp(1.25rem, 2.2vw, 3rem)"
          aria-live="off"
          style={{ flexShrink: 0, width: 'min-content', minWidth: 'clamp(110px, 11vw, 230px)' }}
        >
          <Bilingual text={(t) => t('question.answered', { count: counts.answered, players: counts.players })} secondarySize="0.75em" />
        </Text>
      </Box>
      {reading ? (
        <Center
          p={FRAME_GAP}
          role="status"
          style={{ border: '3px dashed var(--mantine-color-festival-5)', borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Text fw={800} fz="clamp(1.5rem, 3vw, 4rem)" ta="center" lh={1.2}>
            {question.deadline === null ? (
              <Bilingual text={(t) => t('question.paused')} />
            ) : (
              <Bilingual text={(t) => t('question.answersOpenIn', { count: Math.ceil(readingMs / 1000) })} />
            )}
          </Text>
        </Center>
      ) : question.optionCount > 0 ? (
        <OptionTiles question={question} />
      ) : (
        <Center p={FRAME_GAP} style={{ border: '3px dashed var(--mantine-color-festival-5)', borderRadius: 'var(--mantine-radius-xl)' }}>
          <Text fw={800} fz="clamp(1.5rem, 3vw, 4rem)" ta="center" lh={1.2}>
            <Bilingual text={(t) => (numeric ? t('question.estimateOnPhone') : t('question.typeOnPhone'))} />
            {numeric && unitIn(question.texts, 'en') && (
              <Text span inherit display="block" fz="0.75em" mt="0.4em">
                <Bilingual text={(t, language) => t('question.inUnit', { unit: unitIn(question.texts, language) })} inline />
              </Text>
            )}
          </Text>
        </Center>
      )}
    </ScreenFrame>
  );
}
