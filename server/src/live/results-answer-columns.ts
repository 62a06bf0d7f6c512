// The columns of an answer in the spreadsheets (the CSV and the XLSX's Answers sheet): readable
// without the quiz at hand, so the activity by its quiz's name, the question in both languages, the
// answer as the player saw it (option text, not its number), and the player's and team's standing.
import { hasRightAnswer } from '@quizfest/shared';
import { answerAsSeen, eitherLanguage, type ResultAnswer } from './results.js';

export type AnswerCell = string | number | Date | null;

export type AnswerColumn = { header: string; width: number; value: (a: ResultAnswer) => AnswerCell };

function resultOf(a: ResultAnswer): string {
  if (!hasRightAnswer(a.question.question.type)) return 'vote';
  if (a.question.voided) return 'void';
  return a.correct ? 'right' : 'wrong';
}

export const ANSWER_COLUMNS: AnswerColumn[] = [
  { header: 'player', width: 20, value: (a) => a.playerName },
  { header: 'team', width: 18, value: (a) => a.teamName },
  { header: 'activity', width: 20, value: (a) => a.question.activityName },
  { header: 'question number', width: 9, value: (a) => a.question.questionIndex + 1 },
  { header: 'question (en)', width: 36, value: (a) => a.question.text.en },
  { header: 'question (fr)', width: 36, value: (a) => a.question.text.fr },
  { header: 'answer', width: 24, value: answerAsSeen },
  { header: 'right answer', width: 24, value: (a) => eitherLanguage(a.question.rightAnswer) },
  // A poll's vote is neither right nor wrong; a question the host voided scores no one.
  { header: 'result', width: 8, value: resultOf },
  { header: 'points', width: 8, value: (a) => a.points },
  { header: 'seconds', width: 8, value: (a) => a.seconds },
  { header: 'answered at (UTC)', width: 20, value: (a) => a.answeredAt },
  { header: 'player points', width: 9, value: (a) => a.player?.points ?? null },
  { header: 'player rank', width: 8, value: (a) => a.player?.rank ?? null },
  { header: 'team points', width: 9, value: (a) => a.team?.points ?? null },
  { header: 'team rank', width: 8, value: (a) => a.team?.rank ?? null },
];
