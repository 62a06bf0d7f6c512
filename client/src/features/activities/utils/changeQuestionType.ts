import {
  hasOptions,
  hasOwnOptionCount,
  hasRightAnswer,
  isMultipleSelect,
  isNumeric,
  isOrdering,
  isSlide,
  OPTION_COUNT,
  optionCountOf,
  type Question,
  type QuestionText,
  type QuestionType,
} from '@quizfest/shared';
import { optionRangeOf } from './optionList';
import { resizeAnswers } from './resizeAnswers';

/**
 * The options of a poll, several right answers or a put in order made from free text: as many as a
 * new question has, all empty.
 */
const NEW_OWN_OPTION_COUNT = OPTION_COUNT.multiple_text_choice_4;

// The number of options of a poll, several right answers or a put in order is its own: one made from
// a question with options keeps them, texts and number, within the new kind's bounds (a two-option
// question made a put in order gets a third, empty; a six-option poll fits); the other kinds have
// their fixed number.
function optionCountAfter(question: Question, type: QuestionType): number {
  if (!hasOwnOptionCount(type)) return OPTION_COUNT[type];
  if (!hasOptions(question.type)) return NEW_OWN_OPTION_COUNT;
  const { min, max } = optionRangeOf(type);
  return Math.min(max, Math.max(min, optionCountOf(question)));
}

/** The first of the question's right options (the one right option of a choice), if any. */
function firstRightAnswer({ correctAnswer, correctAnswers }: Question): number | undefined {
  return correctAnswer ?? (correctAnswers?.length ? Math.min(...correctAnswers) : undefined);
}

/**
 * A slide (issue 20) has nothing to answer: its text is the question's, its image the question's,
 * and everything else goes, the explanation of an answer and the seconds to answer included. The
 * server refuses a slide with any answer field.
 */
function asSlide({ imageUrl, texts }: Question): Question {
  const slideTexts: Question['texts'] = {};
  for (const [language, text] of Object.entries(texts) as [keyof Question['texts'], QuestionText | undefined][]) {
    if (text) slideTexts[language] = { question: text.question };
  }
  return { type: 'slide', ...(imageUrl !== undefined ? { imageUrl } : {}), texts: slideTexts };
}

/**
 * Applies the question type change rules (docs/PRODUCT-RULES.md#activities) to every language at once, because the type
 * is shared across languages while the texts are not.
 */
export function changeQuestionType(question: Question, type: QuestionType): Question {
  if (question.type === type) return question;
  if (isSlide(type)) return asSlide(question);
  const options = optionCountAfter(question, type);
  const texts: Question['texts'] = {};
  for (const [language, text] of Object.entries(question.texts) as [keyof Question['texts'], QuestionText | undefined][]) {
    if (!text) continue;
    // The question and why its answer is right outlive a change of type; the answers and an
    // estimate's unit do not. A numeric estimate has neither options nor a text answer.
    const kept = { question: text.question, ...(text.explanation ? { explanation: text.explanation } : {}) };
    if (isNumeric(type)) texts[language] = kept;
    else texts[language] = options === 0 ? { ...kept, answer: '' } : { ...kept, answers: resizeAnswers(text.answers, options) };
  }
  // Each kind has its own way of naming the right answer (one option, several, a value, or none):
  // the old one goes, and the new kind's is made from it; an estimate starts without its value.
  const { correctAnswer: _one, correctAnswers: _several, correctValue: _value, tolerance: _tolerance, ...rest } = question;
  // A poll scores nothing and shows no points field: a ×0 or ×2 kept on it could never be seen or
  // cleared, and the spreadsheet import would refuse it.
  if (!hasRightAnswer(type)) {
    const { pointsMultiplier: _points, ...unscored } = rest;
    return { ...unscored, type, texts };
  }
  // A put in order's right answer is the order its items are written in: nothing to name.
  if (options === 0 || isOrdering(type)) return { ...rest, type, texts };
  // Going to fewer options must not leave the right answer pointing past the end; a poll, free
  // text, an estimate or a put in order had none, so the first option is picked.
  const first = firstRightAnswer(question);
  const kept = first !== undefined && first <= options ? first : 1;
  if (isMultipleSelect(type)) return { ...rest, type, correctAnswers: [kept], texts };
  return { ...rest, type, correctAnswer: kept, texts };
}
