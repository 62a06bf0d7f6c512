// What a screen reader says for an option on the big screen, in the page's language: its colour
// and shape (the shape character itself is hidden), its text, and whether it is the right one.
import { optionStyle } from '../../../lib/live/optionStyle';
import type { TextPair } from '../bilingual';
import type { ScreenT } from './screenT';

export function optionLabel(t: ScreenT, index: number, text: TextPair, correct: boolean): string {
  const values = { shape: t(`shapes.${optionStyle(index).shape}`), text: text.primary };
  return correct ? t('question.correctOption', values) : t('question.option', values);
}
