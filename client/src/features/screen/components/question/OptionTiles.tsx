// The options of a running question, two or three to a row, large enough to read across the room.
// Nothing here can mark the right one: the screen does not know it before the reveal. The items of
// a put-in-order question show the same way, in the order the server shuffled them (every phone's),
// unnumbered: a number would read as a place in the right order.
import { isOrdering, type LiveQuestion } from '@quizfest/shared';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { optionText } from '../../bilingual';
import { OptionTile } from './OptionTile';

export function OptionTiles({ question }: { question: LiveQuestion }) {
  const { t } = useTranslation('screen');
  return (
    <Box
      component="ul"
      aria-label={isOrdering(question.type) ? t('question.items') : t('question.options')}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gridTemplateColumns: `repeat(${optionColumns(question.optionCount)}, minmax(0, 1fr))`,
        gap: 'clamp(8px, 1vw, 24px)',
      }}
    >
      {Array.from({ length: question.optionCount }, (_, index) => (
        <OptionTile key={index} index={index} text={optionText(question.texts, index)} />
      ))}
    </Box>
  );
}

/**
 * Two and four options sit two to a row; three, five and six (a poll's) three to a row, in one or
 * two rows: a third row of tiles would push them off a 1080-pixel-high screen.
 */
export function optionColumns(optionCount: number): number {
  return optionCount === 3 || optionCount > 4 ? 3 : 2;
}
