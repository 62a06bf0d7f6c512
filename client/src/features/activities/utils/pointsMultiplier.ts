import type { PointsMultiplier, Question } from '@quizfest/shared';

/** A question's points multiplier; ×1, the default, is left out, as in a quiz saved before it existed. */
export function setPointsMultiplier(question: Question, value: PointsMultiplier): Question {
  const { pointsMultiplier: _previous, ...rest } = question;
  return value === 1 ? rest : { ...rest, pointsMultiplier: value };
}
