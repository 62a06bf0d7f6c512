// The results as an XLSX workbook (`?format=xlsx`), three sheets: Standings (teams, then players,
// ranked; ties share a rank), Answers (results-answer-columns.ts, as the CSV) and Questions (how the
// room answered each one). Written by write-excel-file: every text is a string cell, never a
// formula, so a player named '=HYPERLINK(…)' reads as that text.
import writeXlsxFile, { type Cell, type Row, type SheetData } from 'write-excel-file/node';
import { MAX_OPTION_COUNT } from '@quizfest/shared';
import { ANSWER_COLUMNS, type AnswerCell } from './results-answer-columns.js';
import { eitherLanguage, type EventResults, type ResultQuestion } from './results.js';

// Characters XML 1.0 cannot hold: a file with one is refused by Excel as a whole.
const NOT_XML =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

function cell(v: AnswerCell): Cell {
  if (v === null) return null;
  if (typeof v === 'number') return { value: v, type: Number };
  if (v instanceof Date) return { value: v, type: Date, format: 'yyyy-mm-dd hh:mm:ss' };
  return { value: v.replace(NOT_XML, '\uFFFD'), type: String };
}

const header = (titles: string[]): Row => titles.map((t) => ({ value: t, type: String, fontWeight: 'bold' as const }));
const title = (text: string): Row => [{ value: text, type: String, fontWeight: 'bold' as const, fontSize: 14 }];

function standingsSheet(results: EventResults): SheetData {
  return [
    title('Teams'),
    header(['rank', 'team', 'points', 'players']),
    ...results.teams.map((t) => [cell(t.rank), cell(t.name), cell(t.points), cell(t.players)]),
    [],
    title('Players'),
    header(['rank', 'player', 'team', 'points']),
    ...results.players.map((p) => [cell(p.rank), cell(p.name), cell(p.teamName), cell(p.points)]),
  ];
}

function answersSheet(results: EventResults): SheetData {
  const data: SheetData = [header(ANSWER_COLUMNS.map((c) => c.header))];
  for (const a of results.answers) data.push(ANSWER_COLUMNS.map((c) => cell(c.value(a))));
  return data;
}

type Tally = { answered: number; right: number; perOption: number[] };

function questionsSheet(results: EventResults): SheetData {
  const tallies = new Map<ResultQuestion, Tally>();
  for (const a of results.answers) {
    let t = tallies.get(a.question);
    if (!t) tallies.set(a.question, (t = { answered: 0, right: 0, perOption: new Array<number>(MAX_OPTION_COUNT).fill(0) }));
    t.answered++;
    if (a.correct) t.right++;
    const option = Number(a.answer);
    if (a.question.options.length > 0 && option >= 1 && option <= MAX_OPTION_COUNT) t.perOption[option - 1]!++;
  }
  const optionHeaders = Array.from({ length: MAX_OPTION_COUNT }, (_, i) => [`option ${i + 1}`, `answers ${i + 1}`]).flat();
  const rows = results.questions.map((q) => {
    const t = tallies.get(q) ?? { answered: 0, right: 0, perOption: [] };
    // Players who play and gave no answer: a player named after the question counts here too.
    const none = Math.max(0, results.players.length - t.answered);
    const options = q.options.flatMap((o, i) => [cell(eitherLanguage(o)), cell(t.perOption[i] ?? 0)]);
    return [
      cell(q.activityName),
      cell(q.questionIndex + 1),
      cell(q.text.en),
      cell(q.text.fr),
      cell(eitherLanguage(q.rightAnswer)),
      cell(t.answered),
      cell(t.right),
      cell(t.answered - t.right),
      cell(none),
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

export function resultsXlsx(results: EventResults): Promise<Buffer> {
  return writeXlsxFile([
    {
      sheet: 'Standings',
      data: standingsSheet(results),
      columns: [{ width: 6 }, { width: 24 }, { width: 20 }, { width: 9 }],
      stickyRowsCount: 0,
    },
    { sheet: 'Answers', data: answersSheet(results), columns: ANSWER_COLUMNS.map((c) => ({ width: c.width })), stickyRowsCount: 1 },
    {
      sheet: 'Questions',
      data: questionsSheet(results),
      columns: [
        { width: 20 },
        { width: 9 },
        { width: 36 },
        { width: 36 },
        { width: 24 },
        ...Array.from({ length: 4 + 2 * MAX_OPTION_COUNT }, () => ({ width: 10 })),
      ],
      stickyRowsCount: 1,
    },
  ]).toBuffer();
}
