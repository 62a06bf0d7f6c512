import { hasOptions, isNumeric, isSlide, optionCountOf, type Question, type QuestionText, type QuizLanguage } from '@quizfest/shared';
import { resizeAnswers } from './resizeAnswers';

/**
 * The text of one language as the editor shows it. A language the question has no entry for yet
 * reads as an empty entry of the right shape, so the pane can render it before anything is typed.
 */
export function textFor(question: Question, language: QuizLanguage): QuestionText {
  const text = question.texts[language];
  // A slide is its text alone (and the question's image): nothing to answer, nothing to explain.
  if (isSlide(question.type)) return { question: text?.question ?? '' };
  const explanation = text?.explanation ? { explanation: text.explanation } : {};
  // A numeric estimate has no answer to type in a language, only the unit its numbers are read in.
  if (isNumeric(question.type)) return { question: text?.question ?? '', ...(text?.unit ? { unit: text.unit } : {}), ...explanation };
  if (!hasOptions(question.type)) return { question: text?.question ?? '', answer: text?.answer ?? '', ...explanation };
  return { question: text?.question ?? '', answers: resizeAnswers(text?.answers, optionCountOf(question)), ...explanation };
}

// Every edit goes through textFor, so typing in a pane whose language is missing creates it.
function withText(question: Question, language: QuizLanguage, change: (text: QuestionText) => QuestionText): Question {
  return { ...question, texts: { ...question.texts, [language]: change(textFor(question, language)) } };
}

export function setQuestionText(question: Question, language: QuizLanguage, value: string): Question {
  return withText(question, language, (text) => ({ ...text, question: value }));
}

export function setOptionText(question: Question, language: QuizLanguage, index: number, value: string): Question {
  return withText(question, language, (text) => ({
    ...text,
    answers: (text.answers ?? []).map((answer, i) => (i === index ? value : answer)),
  }));
}

export function setFreeTextAnswer(question: Question, language: QuizLanguage, value: string): Question {
  return withText(question, language, (text) => ({ ...text, answer: value }));
}

/** The explanation shown at the reveal; cleared, it leaves the question rather than staying as ''. */
export function setExplanation(question: Question, language: QuizLanguage, value: string): Question {
  return withText(question, language, ({ explanation: _, ...text }) => (value ? { ...text, explanation: value } : text));
}

/** A numeric estimate's unit in one language; cleared, it leaves the text rather than staying as ''. */
export function setUnit(question: Question, language: QuizLanguage, value: string): Question {
  return withText(question, language, ({ unit: _, ...text }) => (value ? { ...text, unit: value } : text));
}
