import { optionCountOf, POLL_OPTIONS, type Question, type QuestionText } from '@quizfest/shared';
import { resizeAnswers } from './resizeAnswers';

// A poll's options are its structure, shared by its languages like the type is: adding or removing
// one does so in every language, so they keep as many options each (the schema refuses otherwise).

export const canAddPollOption = (question: Question): boolean => optionCountOf(question) < POLL_OPTIONS.max;
export const canRemovePollOption = (question: Question): boolean => optionCountOf(question) > POLL_OPTIONS.min;

function withAnswers(question: Question, change: (answers: string[]) => string[]): Question {
  const count = optionCountOf(question);
  const texts: Question['texts'] = {};
  for (const [language, text] of Object.entries(question.texts) as [keyof Question['texts'], QuestionText | undefined][]) {
    // A language short of options (typed before the other had them) is evened out first.
    if (text) texts[language] = { ...text, answers: change(resizeAnswers(text.answers, count)) };
  }
  return { ...question, texts };
}

/** The poll with an empty option after its last, in every language; unchanged at the most a poll has. */
export function addPollOption(question: Question): Question {
  if (!canAddPollOption(question)) return question;
  return withAnswers(question, (answers) => [...answers, '']);
}

/** The poll without its option at `index` (0-based), in every language; unchanged at the fewest a poll has. */
export function removePollOption(question: Question, index: number): Question {
  if (!canRemovePollOption(question) || index < 0 || index >= optionCountOf(question)) return question;
  return withAnswers(question, (answers) => answers.filter((_, i) => i !== index));
}
