// A quiz's time limit and its questions' own, and its reading time (docs/PRODUCT-RULES.md#activities):
// one reading for the editor's load and the live game's plan, so both say the same number of seconds.
import { DEFAULT_QUESTION_TIME_LIMIT_S, DEFAULT_READ_TIME_S, type Question } from '@quizfest/shared';
import type { ActivityContent } from '../db/schema.js';

/** The quiz-wide time limit; a quiz saved before quizzes had one (and an old dump's) reads the default. */
export const quizTimeLimit = (content: ActivityContent): number => content.timeLimit ?? DEFAULT_QUESTION_TIME_LIMIT_S;

/** Seconds each question shows alone before answers open; a quiz saved before the setting reads 0. */
export const quizReadTime = (content: ActivityContent): number => content.readTime ?? DEFAULT_READ_TIME_S;

/** The quiz's questions, each with the seconds it runs for: its own limit, else the quiz's. */
export function questionsWithTimeLimits(content: ActivityContent): Question[] {
  const fallback = quizTimeLimit(content);
  return (content.questions ?? []).map((question) => (question.timeLimit === undefined ? { ...question, timeLimit: fallback } : question));
}
