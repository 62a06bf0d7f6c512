// The true / false preset (issue 20): not a kind of its own but a two-option question whose options
// read True / False in every quiz language, so it scores, shows, exports and dumps as any
// two-option question does. The editor and the spreadsheet template recognise it by its labels.
import { QUIZ_LANGUAGES, type QuizLanguage } from './constants.js';
import type { Question } from './types.js';

/** Option 1 is true and option 2 false, in each quiz language. */
export const TRUE_FALSE_ANSWERS: Record<QuizLanguage, readonly [string, string]> = {
  en_US: ['True', 'False'],
  fr_FR: ['Vrai', 'Faux'],
};

/** The question as a true / false one: both languages' labels filled; its texts, explanations, image, time and points kept. */
export function asTrueFalse(question: Question): Question {
  const texts: Question['texts'] = {};
  for (const language of QUIZ_LANGUAGES) {
    const text = question.texts[language];
    texts[language] = {
      question: text?.question ?? '',
      answers: [...TRUE_FALSE_ANSWERS[language]],
      ...(text?.explanation ? { explanation: text.explanation } : {}),
    };
  }
  // Several right answers' list and an estimate's value go: a two-option question has one right answer.
  const { correctAnswer, correctAnswers: _right, correctValue: _value, tolerance: _tolerance, ...rest } = question;
  return { ...rest, type: 'multiple_text_choice_2', correctAnswer: correctAnswer === 2 ? 2 : 1, texts };
}

/** Whether a question is two options labelled as the preset labels them in every language it has. */
export function isTrueFalse(question: Question): boolean {
  if (question.type !== 'multiple_text_choice_2') return false;
  const present = QUIZ_LANGUAGES.filter((language) => question.texts[language]);
  return (
    present.length > 0 &&
    present.every((language) => {
      const answers = question.texts[language]?.answers;
      const labels = TRUE_FALSE_ANSWERS[language];
      return answers?.length === 2 && answers[0] === labels[0] && answers[1] === labels[1];
    })
  );
}
