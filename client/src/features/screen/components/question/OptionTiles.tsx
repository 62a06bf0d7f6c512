// The options of a running question, two to a row, large enough to read across the room. Nothing
// here can mark the right one: the screen does not know it before the reveal.
import type { LiveQuestion } from '@quizfest/shared';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionText } from '../../bilingual';
import { OptionTile } from './OptionTile';

export function OptionTiles({ question }: { question: LiveQuestion }) {
  const { t } = useTranslation('screen');
  return (
    <Box
      component="ul"
      aria-label={t('question.options')}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: 'clamp(8px, 1vw, 24px)',
      }}
    >
      {Array.from({ length: question.optionCount }, (_, index) => (
        <OptionTile key={index} index={index} text={optionText(question.texts, index)} />
      ))}
    </Box>
  );
}
