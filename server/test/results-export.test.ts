// The results out as spreadsheets (issue 21, 'Results out'): the XLSX's three sheets read back with
// read-excel-file, the CSV's readable columns read back with csv-parse, a formula in a player's name
// or a free-text answer kept as text, removed players out of both, and another manager's event 404.
import { parse } from 'csv-parse/sync';
import readXlsxFile from 'read-excel-file/node';
import { inflateRawSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type { Question } from '@quizfest/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, signUpAndIn } from './api-helpers.js';
import {
  activityEntry,
  aliasOf,
  createActivity,
  createEvent,
  createTeam,
  expectError,
  expectOk,
  joinEvent,
  saveEvent,
  setInfo,
} from './fixtures.js';
import { answer, hostAction, type LiveFixture } from './live-fixtures.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { RESULTS_AT_ONCE, RESULTS_BUSY } from '../src/live/results.js';

/**
 * While `held.until` is set, every results read waits for it before reading: the downloads that got
 * a slot stay in it, so the test sees the slots and the queue full whatever the machine's speed
 * (fired at once, fast reads used to finish before the last ones arrived, and none was refused).
 */
const held = vi.hoisted(() => ({ until: null as Promise<void> | null }));
vi.mock('../src/live/results.js', async (importOriginal) => {
  const real = await importOriginal<typeof import('../src/live/results.js')>();
  return {
    ...real,
    eventResults: async (...args: Parameters<typeof real.eventResults>) => {
      if (held.until) await held.until;
      return real.eventResults(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const FORMULA_NAME = '=HYPERLINK("http://evil.example","x")';

const QUESTIONS: Question[] = [
  {
    type: 'multiple_text_choice_4',
    correctAnswer: 2,
    timeLimit: 20,
    texts: {
      en_US: { question: 'Colour of the sky?', answers: ['Red', 'Blue', 'Green', 'Yellow'] },
      fr_FR: { question: 'Couleur du ciel ?', answers: ['Rouge', 'Bleu', 'Vert', 'Jaune'] },
    },
  },
  {
    type: 'free_text_input',
    timeLimit: 30,
    texts: { en_US: { question: 'Largest ocean?', answer: 'Pacific' }, fr_FR: { question: 'Le plus grand océan ?', answer: 'Pacifique' } },
  },
];

/**
 * An event played to its end: Alphas (Ann, the formula-named player), Betas (Bob, Rémi, removed
 * after answering), Gammas (nobody). Ann answers both right; Bob picks Red, the formula player types
 * a formula; Rémi answers right and is then removed.
 */
async function playedEvent(app: FastifyInstance) {
  const { token } = await signUpAndIn(app);
  const quizId = await createActivity(app, token, 'quiz', 'Friday quiz');
  expectOk(await call(app, 'PUT', `/activities/quiz/${quizId}`, { name: 'Friday quiz', questions: QUESTIONS }, token));
  const teams = {
    a: await createTeam(app, token, 'Alphas'),
    b: await createTeam(app, token, 'Betas'),
    c: await createTeam(app, token, 'Gammas'),
  };
  const event = await createEvent(app, token, 'Friday night');
  const entry = activityEntry(quizId, { teamsConfig: 'only_preset_teams' });
  const saved = await saveEvent(app, token, event, { teamIds: [teams.a, teams.b, teams.c], activities: [entry] });
  const players: LiveFixture['players'] = [];
  for (const [name, teamId] of [
    ['Ann', teams.a],
    [FORMULA_NAME, teams.a],
    ['Bob', teams.b],
    ['Rémi', teams.b],
  ] as const) {
    const { playerId } = await joinEvent(app, saved.code);
    expectOk(await setInfo(app, saved.id, playerId, name, teamId));
    players.push({ id: playerId, name, teamId });
  }
  const f: LiveFixture = { token, eventId: saved.id, code: saved.code, activityId: entry.id, teams: { a: teams.a, b: teams.b }, players };
  const [ann, formula, bob, remi] = players;
  expectOk(await hostAction(app, f, 'start'));
  expectOk(await answer(app, f, ann!.id, 0, 2));
  expectOk(await answer(app, f, bob!.id, 0, 1));
  expectOk(await answer(app, f, remi!.id, 0, 2));
  expectOk(await hostAction(app, f, 'reveal'));
  expectOk(await hostAction(app, f, 'next'));
  expectOk(await answer(app, f, ann!.id, 1, ' pacifik '));
  expectOk(await answer(app, f, formula!.id, 1, '=1+1'));
  expectOk(await hostAction(app, f, 'reveal'));
  expectOk(await hostAction(app, f, 'remove-player', { playerId: await aliasOf(app, f.eventId, remi!.id) }));
  expectOk(await hostAction(app, f, 'next'));
  return f;
}

const download = async (f: LiveFixture, format: string, token = f.token) =>
  call(t.app, 'GET', `/events/${f.eventId}/results?format=${format}`, undefined, token);

describe('results as XLSX', () => {
  let f: LiveFixture;
  let sheets: { sheet: string; data: unknown[][] }[];
  let xlsx: Buffer;
  beforeAll(async () => {
    f = await playedEvent(t.app);
    const res = await download(f, 'xlsx');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="results-Friday_night.xlsx"');
    xlsx = res.raw.rawPayload;
    sheets = (await readXlsxFile(xlsx)) as typeof sheets;
  });
  /** A sheet's rows without the empty cells read-excel-file pads them with up to the widest row. */
  const sheet = (name: string) =>
    sheets
      .find((s) => s.sheet === name)!
      .data.map((row) => {
        let n = row.length;
        while (n > 0 && row[n - 1] === null) n--;
        return row.slice(0, n);
      });

  it('has the Standings, Answers and Questions sheets', () => {
    expect(sheets.map((s) => s.sheet)).toEqual(['Standings', 'Answers', 'Questions']);
  });

  it('ranks teams and players, ties sharing a rank, the removed player left out', async () => {
    const view = expectOk(await call(t.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
    const points = (name: string) => view.teams.find((team: { name: string }) => team.name === name).points;
    const rows = sheet('Standings');
    const playersAt = rows.findIndex((r) => r[0] === 'Players');
    expect(rows[0]).toEqual(['Teams']);
    expect(rows[1]).toEqual(['rank', 'team', 'points', 'players']);
    // Betas' points are Bob's mean once Rémi is removed (0), as Gammas' (no players): they share rank 2.
    expect(rows.slice(2, playersAt).filter((r) => r.length > 0)).toEqual([
      [1, 'Alphas', points('Alphas'), 2],
      [2, 'Betas', 0, 1],
      [2, 'Gammas', 0, 0],
    ]);
    expect(points('Alphas')).toBeGreaterThan(0);
    expect(rows[playersAt + 1]).toEqual(['rank', 'player', 'team', 'points']);
    const players = rows.slice(playersAt + 2);
    expect(players.map((r) => [r[0], r[1], r[2]])).toEqual([
      [1, 'Ann', 'Alphas'],
      [2, FORMULA_NAME, 'Alphas'],
      [2, 'Bob', 'Betas'],
    ]);
    expect(JSON.stringify(rows)).not.toContain('Rémi');
  });

  it('lists every answer readably: quiz name, question in both languages, option text, right or wrong, standings', () => {
    const [header, ...rows] = sheet('Answers');
    expect(header).toEqual([
      'player',
      'team',
      'activity',
      'question number',
      'question (en)',
      'question (fr)',
      'answer',
      'right answer',
      'result',
      'points',
      'seconds',
      'answered at (UTC)',
      'player points',
      'player rank',
      'team points',
      'team rank',
    ]);
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => [r[col('player')], r[col('activity')], r[col('question number')], r[col('answer')], r[col('result')]])).toEqual([
      ['Ann', 'Friday quiz', 1, 'Blue / Bleu', 'right'],
      ['Bob', 'Friday quiz', 1, 'Red / Rouge', 'wrong'],
      ['Ann', 'Friday quiz', 2, 'pacifik', 'right'],
      [FORMULA_NAME, 'Friday quiz', 2, '=1+1', 'wrong'],
    ]);
    const first = rows[0]!;
    expect(first[col('question (en)')]).toBe('Colour of the sky?');
    expect(first[col('question (fr)')]).toBe('Couleur du ciel ?');
    expect(first[col('right answer')]).toBe('Blue / Bleu');
    expect(first[col('points')]).toBeGreaterThanOrEqual(500);
    expect(first[col('seconds')]).toBeGreaterThanOrEqual(0);
    expect(first[col('answered at (UTC)')]).toBeInstanceOf(Date);
    expect(first[col('player rank')]).toBe(1);
    expect(first[col('team rank')]).toBe(1);
    expect(rows[1]![col('seconds')]).toBeNull();
    expect(rows[2]![col('right answer')]).toBe('Pacific / Pacifique');
    expect(JSON.stringify(rows)).not.toMatch(/activity-\d/);
  });

  it('tells per question how the room answered', () => {
    const [header, ...rows] = sheet('Questions');
    expect(header!.slice(0, 11)).toEqual([
      'activity',
      'question number',
      'question (en)',
      'question (fr)',
      'right answer',
      'answered',
      'right',
      'wrong',
      'no answer',
      'option 1',
      'answers 1',
    ]);
    // Three players play (Rémi was removed with his answers).
    expect(rows[0]).toEqual([
      'Friday quiz',
      1,
      'Colour of the sky?',
      'Couleur du ciel ?',
      'Blue / Bleu',
      2,
      1,
      1,
      1,
      'Red / Rouge',
      1,
      'Blue / Bleu',
      1,
      'Green / Vert',
      0,
      'Yellow / Jaune',
      0,
    ]);
    expect(rows[1]).toEqual(['Friday quiz', 2, 'Largest ocean?', 'Le plus grand océan ?', 'Pacific / Pacifique', 2, 1, 1, 1]);
  });

  it('keeps a formula in a name or an answer as a text cell, never a formula', () => {
    const answersXml = unzipEntry(xlsx, 'xl/worksheets/sheet2.xml');
    expect(answersXml).toBeDefined();
    expect(answersXml).not.toContain('<f>');
    expect(answersXml).toContain('t="inlineStr"><is><t xml:space="preserve">=HYPERLINK(&quot;http://evil.example&quot;,&quot;x&quot;)</t>');
  });
});

describe('results as CSV', () => {
  it('has the Answers sheet columns, UTF-8 with a BOM, and a formula cell defused', async () => {
    const f = await playedEvent(t.app);
    const res = await download(f, 'csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="results-Friday_night.csv"');
    const text = res.raw.body;
    expect(text.startsWith('\ufeffplayer,team,activity,')).toBe(true);
    const [header, ...rows] = parse(text.slice(1)) as string[][];
    const col = (name: string) => header!.indexOf(name);
    expect(rows.map((r) => [r[col('player')], r[col('team')], r[col('activity')], r[col('answer')], r[col('result')]])).toEqual([
      ['Ann', 'Alphas', 'Friday quiz', 'Blue / Bleu', 'right'],
      ['Bob', 'Betas', 'Friday quiz', 'Red / Rouge', 'wrong'],
      ['Ann', 'Alphas', 'Friday quiz', 'pacifik', 'right'],
      [`'${FORMULA_NAME}`, 'Alphas', 'Friday quiz', "'=1+1", 'wrong'],
    ]);
    expect(rows[0]![col('question (fr)')]).toBe('Couleur du ciel ?');
    expect(rows[0]![col('team rank')]).toBe('1');
    expect(rows[1]![col('team rank')]).toBe('2');
    expect(rows[1]![col('seconds')]).toBe('');
    expect(text).not.toContain('Rémi');
  });
});

describe("another manager's results", () => {
  it('are 404 in every format, and an unknown format is a 400', async () => {
    const f = await playedEvent(t.app);
    const other = await signUpAndIn(t.app);
    for (const format of ['json', 'csv', 'xlsx']) expectError(await download(f, format, other.token), 404, 'Event not found');
    expect((await download(f, 'ods')).status).toBe(400);
  });
});

describe('many downloads at once', () => {
  it('runs a few, lets a few wait and refuses the rest with 503, so one manager cannot hold every results read in memory', async () => {
    const f = await playedEvent(t.app);
    const admitted = RESULTS_AT_ONCE.running + RESULTS_AT_ONCE.waiting;
    const n = admitted + 4;
    let release = () => {};
    held.until = new Promise((resolve) => (release = resolve));
    const settled: Awaited<ReturnType<typeof download>>[] = [];
    const pending = Array.from({ length: n }, (_, i) =>
      download(f, ['xlsx', 'csv', 'json'][i % 3]!).then((a) => {
        settled.push(a);
        return a;
      }),
    );
    // The reads in their slots are held: the four past the queue are refused while they wait.
    await vi.waitFor(() => expect(settled).toHaveLength(n - admitted), { timeout: 10_000 });
    for (const refused of settled) expectError(refused, 503, RESULTS_BUSY);
    held.until = null;
    release();
    const answers = await Promise.all(pending);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(admitted);
    expect(answers.filter((a) => a.status === 503)).toHaveLength(n - admitted);
    // Every slot is given back once its answer has gone out, streamed or not.
    for (let i = 0; i < RESULTS_AT_ONCE.running + RESULTS_AT_ONCE.waiting + 1; i++) expect((await download(f, 'xlsx')).status).toBe(200);
  });
});

/** One entry of a zip (the XLSX), found through its central directory; stored or deflated. */
function unzipEntry(zip: Buffer, name: string): string | undefined {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    if (zip.subarray(at + 46, at + 46 + nameLength).toString() === name) {
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const data = zip.subarray(start, start + size);
      return (method === 8 ? inflateRawSync(data) : data).toString();
    }
    at += 46 + skip;
  }
  return undefined;
}
