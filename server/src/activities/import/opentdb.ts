// A response of the Open Trivia DB API (opentdb.com/api.php), saved to a file beforehand: the
// server fetches nothing. Texts come HTML-escaped ('&quot;', '&#039;', '&eacute;'); a 'multiple'
// question becomes 4 choices with the right one at a place drawn from the question's text (the
// same file previews the same way every time), a 'boolean' one 2 choices True / False.
import { createHash } from 'node:crypto';
import type { QuizLanguage } from '@quizfest/shared';
import { z } from 'zod';
import { badRequest } from '../../errors.js';
import { timeSlices } from '../../admin/time-slices.js';
import { finishRow, type PreviewRow, RowProblems } from './question-draft.js';
import { IMPORT_MAX_ROWS, tooManyRows } from './import-limits.js';

const Result = z.object({
  type: z.string(),
  question: z.string(),
  correct_answer: z.string(),
  incorrect_answers: z.array(z.string()),
});
const Response = z.object({ response_code: z.number(), results: z.array(z.unknown()) });

export const looksLikeOpenTdb = (json: unknown) => Response.safeParse(json).success;

const NAMED: Record<string, string> = {
  quot: '"',
  amp: '&',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  shy: '\u00ad',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  deg: '°',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  ecirc: 'ê',
  aacute: 'á',
  agrave: 'à',
  acirc: 'â',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  ouml: 'ö',
  Ouml: 'Ö',
  uuml: 'ü',
  Uuml: 'Ü',
  auml: 'ä',
  Auml: 'Ä',
  szlig: 'ß',
  aring: 'å',
  Aring: 'Å',
  oslash: 'ø',
  euml: 'ë',
  iuml: 'ï',
  pi: 'π',
  times: '×',
  prime: '′',
  Prime: '″',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  micro: 'µ',
  frac12: '½',
  sup2: '²',
};

/** Decodes the entities Open Trivia DB writes; an unknown name stays as it is. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[name] ?? whole;
  });
}

export async function openTdbRows(json: unknown, language: QuizLanguage): Promise<PreviewRow[]> {
  const response = Response.parse(json);
  if (response.response_code !== 0) {
    throw badRequest(`The Open Trivia DB response has response_code ${response.response_code}: it holds no questions`);
  }
  if (response.results.length > IMPORT_MAX_ROWS) throw badRequest(tooManyRows(response.results.length));
  const pause = timeSlices();
  const out: PreviewRow[] = [];
  for (const [i, raw] of response.results.entries()) {
    out.push(openTdbRow(i + 1, raw, language));
    await pause();
  }
  return out;
}

function openTdbRow(n: number, raw: unknown, language: QuizLanguage): PreviewRow {
  const problems = new RowProblems(n);
  const parsed = Result.safeParse(raw);
  if (!parsed.success) {
    problems.add('not an Open Trivia DB question (type, question, correct_answer and incorrect_answers)');
    return finishRow(problems, {});
  }
  const r = parsed.data;
  const question = decodeEntities(r.question);
  problems.label = question;
  if (r.type === 'boolean') {
    const right = r.correct_answer.trim().toLowerCase();
    if (right !== 'true' && right !== 'false') problems.add(`correct_answer "${r.correct_answer}" is neither True nor False`);
    return finishRow(problems, {
      type: 'multiple_text_choice_2',
      correctAnswer: right === 'true' ? 1 : 2,
      texts: { [language]: { question, answers: ['True', 'False'] } },
    });
  }
  if (r.type !== 'multiple') {
    problems.add(`type "${r.type}" is neither multiple nor boolean`);
    return finishRow(problems, {});
  }
  if (r.incorrect_answers.length !== 3) problems.add(`${r.incorrect_answers.length} incorrect answers; a multiple question has 3`);
  const place = createHash('sha256').update(r.question).digest()[0]! % 4;
  const answers = r.incorrect_answers.slice(0, 3).map(decodeEntities);
  answers.splice(place, 0, decodeEntities(r.correct_answer));
  return finishRow(problems, { type: 'multiple_text_choice_4', correctAnswer: place + 1, texts: { [language]: { question, answers } } });
}
