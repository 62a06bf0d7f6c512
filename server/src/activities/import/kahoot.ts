// Kahoot's quiz spreadsheet template, as Kahoot hands it out: a few rows of instructions, then a
// heading row ('Question - max 120 characters', 'Answer 1 - max 75 characters' … 'Answer 4',
// 'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs', 'Correct answer(s) - choose at
// least one'), then one question a row. Kahoot quizzes have one language: the manager says which.
import { LIMITS, OPTION_RANGE, type QuizLanguage } from '@quizfest/shared';
import { timeSlices } from '../../admin/time-slices.js';
import { finishRow, type PreviewRow, RowProblems, wholeNumber } from './question-draft.js';
import type { TextRows } from './read-table.js';

/** Kahoot's heading row is the 8th; a copy with its instructions cut may have it anywhere near the top. */
const HEADER_SEARCH_ROWS = 20;

type KahootColumns = { question: number; answers: number[]; time: number | undefined; correct: number };

const heading = (cell: string) => cell.trim().toLowerCase();

function findColumns(row: string[]): KahootColumns | undefined {
  const question = row.findIndex((c) => heading(c).startsWith('question'));
  const correct = row.findIndex((c) => heading(c).startsWith('correct answer'));
  const answers = [1, 2, 3, 4].map((n) => row.findIndex((c) => heading(c).startsWith(`answer ${n}`)));
  if (question < 0 || correct < 0 || answers.some((i) => i < 0)) return undefined;
  const time = row.findIndex((c) => heading(c).startsWith('time limit'));
  return { question, answers, correct, time: time < 0 ? undefined : time };
}

/** Where Kahoot's heading row is, if the rows are a Kahoot spreadsheet. */
export function kahootHeader(rows: TextRows): { at: number; columns: KahootColumns } | undefined {
  for (let at = 0; at < Math.min(rows.length, HEADER_SEARCH_ROWS); at++) {
    const columns = findColumns(rows[at]!);
    if (columns) return { at, columns };
  }
  return undefined;
}

export async function kahootRows(
  rows: TextRows,
  header: { at: number; columns: KahootColumns },
  language: QuizLanguage,
): Promise<PreviewRow[]> {
  const { columns } = header;
  const pause = timeSlices();
  const out: PreviewRow[] = [];
  for (let r = header.at + 1; r < rows.length; r++) {
    const cells = rows[r]!;
    const cell = (i: number | undefined) => (i === undefined ? '' : (cells[i] ?? '').trim());
    const question = cell(columns.question);
    const answers = columns.answers.map(cell);
    if (!question && answers.every((a) => !a)) continue;
    out.push(kahootRow(r + 1, question, answers, cell(columns.correct), cell(columns.time), language));
    await pause();
  }
  return out;
}

function kahootRow(
  rowNumber: number,
  question: string,
  answers: string[],
  correct: string,
  time: string,
  language: QuizLanguage,
): PreviewRow {
  const problems = new RowProblems(rowNumber);
  problems.label = question;
  if (!question) problems.add('the question is empty');
  const rights = correct.split(/[,;\s]+/).filter((s) => s);
  // Kahoot's several correct answers are QuizFest's several right answers (issue 20), with as many
  // options as the row fills, 2 to 4.
  if (rights.length > 1) return finishRow(problems, severalRight(problems, question, answers, rights, time, language));
  // Kahoot lets a question have 2, 3 or 4 answers; QuizFest's choice questions have 2 or 4.
  const given = answers.filter((a) => a).length;
  const options = answers[2] || answers[3] ? 4 : 2;
  if (answers.slice(0, options).some((a) => !a)) {
    problems.add(`${given} answers given; a question takes answers 1 and 2, or all of 1 to 4`);
  }
  const draft: Record<string, unknown> = {
    type: options === 4 ? 'multiple_text_choice_4' : 'multiple_text_choice_2',
    texts: { [language]: { question, answers: answers.slice(0, options) } },
  };
  if (rights.length === 0) problems.add('no correct answer');
  else {
    const n = wholeNumber(rights[0]!);
    if (n === undefined || n < 1) problems.add(`correct answer "${rights[0]}" is not an answer number`);
    else if (n > options) problems.add(`correct answer ${n} but only ${options} answers`);
    else draft.correctAnswer = n;
  }
  readTime(problems, draft, time);
  return finishRow(problems, draft);
}

function severalRight(problems: RowProblems, question: string, answers: string[], rights: string[], time: string, language: QuizLanguage) {
  const count = answers.reduce((last, a, i) => (a ? i + 1 : last), 0);
  answers.slice(0, count).forEach((a, i) => {
    if (!a) problems.add(`answer ${i + 1} is empty`);
  });
  if (count < OPTION_RANGE.min) problems.add(`${count} answers given; a question takes at least ${OPTION_RANGE.min}`);
  const draft: Record<string, unknown> = { type: 'multiple_select', texts: { [language]: { question, answers: answers.slice(0, count) } } };
  const numbers = rights.map((r) => wholeNumber(r));
  const bad = rights.find((r, i) => numbers[i] === undefined || numbers[i]! < 1 || numbers[i]! > count);
  if (bad !== undefined) problems.add(`correct answer "${bad}" is not one of the ${count} answers`);
  else draft.correctAnswers = [...new Set(numbers as number[])].sort((a, b) => a - b);
  readTime(problems, draft, time);
  return draft;
}

function readTime(problems: RowProblems, draft: Record<string, unknown>, time: string) {
  if (!time) return;
  const seconds = wholeNumber(time);
  if (seconds === undefined || seconds < LIMITS.questionTimeLimitMin || seconds > LIMITS.questionTimeLimitMax) {
    problems.add(`time limit "${time}" must be from ${LIMITS.questionTimeLimitMin} to ${LIMITS.questionTimeLimitMax} seconds`);
  } else draft.timeLimit = seconds;
}
