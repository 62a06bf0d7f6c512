// The results as an XLSX workbook (`?format=xlsx`), three sheets: Standings (teams, then players,
// ranked; ties share a rank), Answers (results-answer-columns.ts, as the CSV) and Questions (how the
// room answered each one). Streamed by xlsx-stream.ts: every text is a string cell, never a
// formula, so a player named '=HYPERLINK(…)' reads as that text.
import type { Readable } from 'node:stream';
import { hasRightAnswer, isOrdering, MAX_OPTION_COUNT, parseSelection } from '@quizfest/shared';
import { ANSWER_COLUMNS } from './results-answer-columns.js';
import { eitherLanguage, type EventResults, type ResultQuestion } from './results.js';
import { type XlsxCell, type XlsxSheet, xlsxStream } from './xlsx-stream.js';

type Row = XlsxCell[];
const header = (titles: string[]): Row => titles.map((heading) => ({ heading }));
const title = (heading: string): Row => [{ heading }];

function standingsSheet(results: EventResults): Row[] {
  return [
    title('Teams'),
    header(['rank', 'team', 'points', 'players']),
    ...results.teams.map((t) => [t.rank, t.name, t.points, t.players]),
    [],
    title('Players'),
    header(['rank', 'player', 'team', 'points']),
    ...results.players.map((p) => [p.rank, p.name, p.teamName, p.points]),
  ];
}

/** Row by row as the stream asks for them: 150,000 answers are never all laid out at once. */
function* answersSheet(results: EventResults): Generator<Row> {
  yield header(ANSWER_COLUMNS.map((c) => c.header));
  for (const a of results.answers) yield ANSWER_COLUMNS.map((c) => c.value(a));
}

type Tally = { answered: number; right: number; perOption: number[] };

function questionsSheet(results: EventResults): Row[] {
  const tallies = new Map<ResultQuestion, Tally>();
  for (const a of results.answers) {
    let t = tallies.get(a.question);
    if (!t) tallies.set(a.question, (t = { answered: 0, right: 0, perOption: new Array<number>(MAX_OPTION_COUNT).fill(0) }));
    t.answered++;
    if (a.correct) t.right++;
    if (isOrdering(a.question.question.type)) {
      // Every order names every item: what tells is how many put each item in its place.
      parseSelection(a.answer).forEach((item, place) => item === place + 1 && place < MAX_OPTION_COUNT && t.perOption[place]!++);
    } else if (a.question.options.length > 0) {
      for (const option of parseSelection(a.answer)) if (option >= 1 && option <= MAX_OPTION_COUNT) t.perOption[option - 1]!++;
    }
  }
  const optionHeaders = Array.from({ length: MAX_OPTION_COUNT }, (_, i) => [`option ${i + 1}`, `answers ${i + 1}`]).flat();
  const rows = results.questions.map((q) => {
    const t = tallies.get(q) ?? { answered: 0, right: 0, perOption: [] };
    // Players who play and gave no answer: a player named after the question counts here too.
    const none = Math.max(0, results.players.length - t.answered);
    const options = q.options.flatMap((o, i) => [eitherLanguage(o), t.perOption[i] ?? 0]);
    // A poll has no right answer: its right and wrong cells stay blank, its options tell the vote.
    const scored = hasRightAnswer(q.question.type);
    return [
      q.activityName,
      q.questionIndex + 1,
      q.text.en,
      q.text.fr,
      // A question the host voided keeps what was right, said to count for no one.
      q.voided ? `${eitherLanguage(q.rightAnswer)} (void)` : eitherLanguage(q.rightAnswer),
      t.answered,
      scored ? t.right : null,
      scored ? t.answered - t.right : null,
      none,
      ...options,
    ];
  });
  return [
    header([
      'activity',
      'question number',
      'question (en)',
      'question (fr)',
      'right answer',
      'answered',
      'right',
      'wrong',
      'no answer',
      ...optionHeaders,
    ]),
    ...rows,
  ];
}

export function resultsXlsx(results: EventResults): Readable {
  const sheets: XlsxSheet[] = [
    { name: 'Standings', rows: standingsSheet(results), widths: [6, 24, 20, 9], frozenRows: 0 },
    { name: 'Answers', rows: answersSheet(results), widths: ANSWER_COLUMNS.map((c) => c.width), frozenRows: 1 },
    {
      name: 'Questions',
      rows: questionsSheet(results),
      widths: [20, 9, 36, 36, 24, ...Array.from({ length: 4 + 2 * MAX_OPTION_COUNT }, () => 10)],
      frozenRows: 1,
    },
  ];
  return xlsxStream(sheets);
}
