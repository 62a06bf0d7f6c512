// The results as JSON (`GET /events/{id}/results`), in the shape design.md names: one row per answer,
// the answer as stored (option number or free text), the question in its first language.
import type { ResultsResponse } from '@quizfest/shared';
import type { EventResults } from './results.js';

export function resultsJson(results: EventResults): ResultsResponse {
  return {
    event: results.event,
    rows: results.answers.map((a) => ({
      playerName: a.playerName,
      teamName: a.teamName,
      activityId: a.question.activityId,
      questionIndex: a.question.questionIndex,
      question: a.question.text.en || a.question.text.fr,
      answer: a.answer,
      correct: a.correct,
      points: a.points,
      seconds: a.seconds ?? 0,
      answeredAt: a.answeredAt.toISOString(),
    })),
  };
}
