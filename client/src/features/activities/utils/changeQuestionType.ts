import {
  hasOptions,
  hasRightAnswer,
  isPoll,
  OPTION_COUNT,
  optionCountOf,
  type Question,
  type QuestionText,
  type QuestionType,
} from '@quizfest/shared';
import { resizeAnswers } from './resizeAnswers';

/** The options of a poll made from a free text question: as many as a new question has, all empty. */
const NEW_POLL_OPTIONS = OPTION_COUNT.multiple_text_choice_4;

// A poll's number of options is its own: one made from a choice question keeps that question's
// options, texts and number (2 or 4); the other kinds have their fixed number.
function optionCountAfter(question: Question, type: QuestionType): number {
  if (!isPoll(type)) return OPTION_COUNT[type];
  return hasOptions(question.type) ? optionCountOf(question) : NEW_POLL_OPTIONS;
}

/**
 * Applies the question type change rules (docs/PRODUCT-RULES.md#activities) to every language at once, because the type
 * is shared across languages while the texts are not.
 */
export function changeQuestionType(question: Question, type: QuestionType): Question {
  if (question.type === type) return question;
  const options = optionCountAfter(question, type);
  const texts: Question['texts'] = {};
  for (const [language, text] of Object.entries(question.texts) as [keyof Question['texts'], QuestionText | undefined][]) {
    if (!text) continue;
    // The question and why its answer is right outlive a change of type; the answers do not.
    const kept = { question: text.question, ...(text.explanation ? { explanation: text.explanation } : {}) };
    texts[language] = options === 0 ? { ...kept, answer: '' } : { ...kept, answers: resizeAnswers(text.answers, options) };
  }
  const { correctAnswer, ...rest } = question;
  // A poll scores nothing and shows no points field: a ×0 or ×2 kept on it could never be seen or
  // cleared, and the spreadsheet import would refuse it.
  if (!hasRightAnswer(type)) {
    const { pointsMultiplier: _points, ...unscored } = rest;
    return { ...unscored, type, texts };
  }
  if (options === 0) return { ...rest, type, texts };
  // Going from four options to two must not leave the correct answer pointing past the end; a
  // poll had none, so the first option is picked.
  const kept = correctAnswer !== undefined && correctAnswer <= options ? correctAnswer : 1;
  return { ...rest, type, correctAnswer: kept, texts };
}
