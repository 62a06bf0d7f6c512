import { OPTION_COUNT, type Question, type QuestionText, type QuestionType } from '@quizfest/shared';
import { resizeAnswers } from './resizeAnswers';

/**
 * Applies the question type change rules (docs/PRODUCT-RULES.md#activities) to every language at once, because the type
 * is shared across languages while the texts are not.
 */
export function changeQuestionType(question: Question, type: QuestionType): Question {
  if (question.type === type) return question;
  const options = OPTION_COUNT[type];
  const texts: Question['texts'] = {};
  for (const [language, text] of Object.entries(question.texts) as [keyof Question['texts'], QuestionText | undefined][]) {
    if (!text) continue;
    // The question and why its answer is right outlive a change of type; the answers do not.
    const kept = { question: text.question, ...(text.explanation ? { explanation: text.explanation } : {}) };
    texts[language] = options === 0 ? { ...kept, answer: '' } : { ...kept, answers: resizeAnswers(text.answers, options) };
  }
  const { correctAnswer, ...rest } = question;
  if (options === 0) return { ...rest, type, texts };
  // Going from four options to two must not leave the correct answer pointing past the end.
  const kept = correctAnswer !== undefined && correctAnswer <= options ? correctAnswer : 1;
  return { ...rest, type, correctAnswer: kept, texts };
}
