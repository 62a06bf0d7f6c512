// What a screen reader says for an option on the big screen, in the page's language: its colour
// and shape (the shape character itself is hidden), its text, and whether it is the right one.
import { OPTION_STYLES } from '../../../lib/live/optionStyle';
import type { TextPair } from '../bilingual';
import type { ScreenT } from './screenT';

/** The shapes in the order of OPTION_STYLES (option 1 is the red triangle); the English catalogue words them as its labels. */
const SHAPES = ['triangle', 'diamond', 'circle', 'square'] as const;

export function optionLabel(t: ScreenT, index: number, text: TextPair, correct: boolean): string {
  const shape = SHAPES[index % OPTION_STYLES.length]!;
  const values = { shape: t(`shapes.${shape}`), text: text.primary };
  return correct ? t('question.correctOption', values) : t('question.option', values);
}
