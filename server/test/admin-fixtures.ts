// Helpers for the admin tests (not a test file itself): seeding a database that uses every table
// through the API, exporting and importing through HTTP, building archives in code (no binary
// fixtures), and snapshotting tables row for row at full precision.
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import yauzl from 'yauzl';
import { ZipFile } from 'yazl';
import type { Db } from '../src/db/client.js';
import { activities, answers, eventPlayers, events, refreshTokens, settings, teams, uploads, users } from '../src/db/schema.js';
import { call, signUpAndIn } from './api-helpers.js';
import { png } from './test-images.js';

export const ALL_TABLES: Record<string, PgTable> = {
  users,
  teams,
  activities,
  events,
  event_players: eventPlayers,
  answers,
  uploads,
  refresh_tokens: refreshTokens,
  settings,
};
export const DUMPED_TABLES = ['users', 'teams', 'activities', 'events', 'event_players', 'answers', 'uploads'];

/** Every row of the tables as PostgreSQL's own JSON text (microseconds, bytea and all), sorted. */
export async function snapshot(db: Db, names = Object.keys(ALL_TABLES)): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const name of names) {
    const table = ALL_TABLES[name]!;
    // A player's join_seq is numbered again by an import, in the same order: its rank is what a dump
    // keeps. The network an upload came from is not in dumps (abuse control, not content).
    const row =
      name === 'event_players'
        ? sql<string>`(to_jsonb(${table}) - 'join_seq' || jsonb_build_object('join_rank', row_number() over (order by ${table}.join_seq)))::text`
        : name === 'uploads'
          ? sql<string>`(to_jsonb(${table}) - 'network')::text`
          : sql<string>`to_jsonb(${table})::text`;
    const rows = await db.select({ row }).from(table);
    result[name] = rows.map((r) => r.row).sort();
  }
  return result;
}

export async function postFile(app: FastifyInstance, url: string, field: string, bytes: Buffer, name: string, token?: string) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  const res = await app.inject({
    method: 'POST',
    url,
    payload: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  let body: any;
  try {
    body = res.json();
  } catch {
    body = undefined;
  }
  return { status: res.statusCode, body };
}

export const importDumpFile = (app: FastifyInstance, token: string | undefined, zip: Buffer, name = 'dump.zip') =>
  postFile(app, '/api/admin/database-dump', 'dump', zip, name, token);

export async function exportDumpFile(app: FastifyInstance, token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/admin/database-dump', headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`export failed: ${res.statusCode} ${res.body}`);
  return { zip: res.rawPayload, headers: res.headers };
}

export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const files = new Map<string, Buffer>();
  for await (const entry of archive.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await archive.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks));
  }
  archive.close();
  return files;
}

export type ZipInput = { name: string; data: Buffer | string | (() => Readable); compress?: boolean };

export async function buildZip(inputs: ZipInput[]): Promise<Buffer> {
  const zip = new ZipFile();
  for (const { name, data, compress = true } of inputs) {
    if (typeof data === 'function') zip.addReadStreamLazy(name, { compress }, (done) => done(null, data()));
    else zip.addBuffer(Buffer.from(data), name, { compress });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as Readable) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Replaces an entry name in both its local and central headers (yazl refuses to write hostile names). */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('renameEntry keeps the header sizes: names must have equal lengths');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  let found = 0;
  for (let at = out.indexOf(needle); at !== -1; at = out.indexOf(needle, at + 1), found++) out.write(to, at);
  if (found !== 2) throw new Error(`expected ${from} in 2 headers, found ${found}`);
  return out;
}

/** Sets the uncompressed size an entry's central directory header claims (a lying header). */
export function setDeclaredSize(zip: Buffer, name: string, size: number): Buffer {
  const out = Buffer.from(zip);
  const central = out.lastIndexOf(Buffer.from(name));
  // Central directory header: signature at -46 from the name, uncompressed size at +24.
  if (out.readUInt32LE(central - 46) !== 0x02014b50) throw new Error('central directory header not found');
  out.writeUInt32LE(size, central - 46 + 24);
  return out;
}

/** A database that uses every table, built through the API the way managers and players do. */
export async function seed(app: FastifyInstance) {
  const owner = await signUpAndIn(app);
  const other = await signUpAndIn(app);
  const as = (token: string) => ({
    post: async (url: string, body?: unknown) => expectOk(await call(app, 'POST', url, body, token)),
    put: async (url: string, body: unknown) => expectOk(await call(app, 'PUT', url, body, token)),
  });
  const m = as(owner.token);

  const image = await postFile(app, '/api/upload', 'file', png(), 'team.png', owner.token);
  if (image.status !== 201) throw new Error(`upload failed: ${JSON.stringify(image.body)}`);
  const { fileName } = image.body as { fileName: string };

  const teamA = (await m.post('/teams', { name: 'Quizzly Bears' })).id as string;
  await m.put(`/teams/${teamA}`, { name: 'Quizzly Bears', score: 1200, playerIds: [], imageUrl: fileName });
  const teamB = (await m.post('/teams', { name: 'Les Cerveaux' })).id as string;
  await as(other.token).post('/teams', { name: 'Someone else’s team' });

  const quiz = (await m.post('/activities/quiz', { name: 'Pub quiz' })).id as string;
  await m.put(`/activities/quiz/${quiz}`, {
    name: 'Pub quiz',
    questions: [
      {
        type: 'multiple_text_choice_4',
        correctAnswer: 2,
        imageUrl: fileName,
        timeLimit: 30,
        // Settings and texts of their own, which a dump must carry like the rest (issue 20).
        pointsMultiplier: 2,
        texts: {
          en_US: {
            question: 'Capital of Australia?',
            answers: ['Sydney', 'Canberra', 'Melbourne', 'Perth'],
            explanation: 'Built as a compromise between Sydney and Melbourne.',
          },
          fr_FR: {
            question: 'Capitale de l’Australie ?',
            answers: ['Sydney', 'Canberra', 'Melbourne', 'Perth'],
            explanation: 'Bâtie pour départager Sydney et Melbourne.',
          },
        },
      },
      {
        type: 'multiple_text_choice_2',
        correctAnswer: 1,
        texts: { en_US: { question: 'Is water wet?', answers: ['Yes', 'No'] } },
      },
      {
        type: 'free_text_input',
        texts: {
          en_US: { question: 'Longest river?', answer: 'Nile' },
          fr_FR: { question: 'Plus long fleuve ?', answer: 'Nil' },
        },
      },
    ],
  });
  await m.post('/activities/draw', { name: 'Doodles' });

  const eventId = (await m.post('/events', { name: 'Friday night' })).id as string;
  await m.put(`/events/${eventId}`, {
    name: 'Friday night',
    teamIds: [teamA, teamB],
    activities: [
      {
        id: 'activity-1700000000000',
        type: 'quiz',
        modelId: quiz,
        rules: { allowTeamlessPlayers: true, teamsConfig: 'allow_custom_teams' },
      },
    ],
    startDate: new Date(Date.now() - 60_000).toISOString(),
    endDate: new Date(Date.now() + 3_600_000).toISOString(),
  });
  const { code } = expectOk(await call(app, 'GET', `/events/${eventId}`, undefined, owner.token)) as { code: string };

  const players = [randomUUID(), randomUUID(), randomUUID(), randomUUID()] as const;
  for (const playerId of players) expectOk(await call(app, 'POST', '/events/join', { code, playerId }));
  expectOk(await call(app, 'POST', '/events/join-as-screen', { code, screenId: randomUUID() }));
  expectOk(await call(app, 'POST', '/players/set-info', { eventId, playerId: players[0], name: 'Ada', teamId: teamA }));
  expectOk(await call(app, 'POST', '/players/set-info', { eventId, playerId: players[1], name: 'Blaise', teamId: '' }));
  expectOk(await call(app, 'POST', '/players/create-team', { eventId, playerId: players[2], name: 'Late Arrivals' }));

  // The live game writes these; until its endpoints exist the test writes them the same way.
  await app.db.insert(answers).values([
    {
      eventId,
      playerId: players[0],
      activityId: 'activity-1700000000000',
      questionIndex: 0,
      answer: '2',
      correct: true,
      points: 875,
    },
    {
      eventId,
      playerId: players[1],
      activityId: 'activity-1700000000000',
      questionIndex: 0,
      answer: '3',
      correct: false,
      points: 0,
    },
    {
      eventId,
      playerId: players[0],
      activityId: 'activity-1700000000000',
      questionIndex: 2,
      answer: 'le Nil',
      correct: true,
      points: 990,
    },
  ]);
  await app.db
    .update(events)
    .set({ live: { phase: 'reveal', questionIndex: 0, deadline: null, distribution: [0, 1, 1, 0] }, rev: 7 })
    .where(eq(events.id, eventId));

  return { owner, other, fileName, eventId, teamA, quiz };
}

function expectOk(res: { status: number; body: any }) {
  if (res.status >= 300) throw new Error(`seed call failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * A dump made in code: one running event (code LIVE) with `players` named players, and past events
 * holding `answers` answers in all, as a real instance's history would. Its admin signs in with
 * admin@dump.example / `password`; `passwordHash` is the server's own hash of the SHA-256.
 */
export function liveDump(options: { players: number; answers: number; passwordHash: string; schemaVersion: string }) {
  const at = '2025-01-02T03:04:05.123456Z';
  const adminId = randomUUID();
  const teamIds = [randomUUID(), randomUUID()];
  const quizId = randomUUID();
  const users = [
    {
      id: adminId,
      userName: 'Admin',
      emailAddress: 'admin@dump.example',
      passwordHash: options.passwordHash,
      role: 'admin',
      createdAt: at,
      updatedAt: at,
    },
  ];
  const teamRows = teamIds.map((id, i) => ({
    id,
    ownerId: adminId,
    name: `Team ${i}`,
    score: 0,
    imageUrl: null,
    playerIds: [],
    createdAt: at,
    updatedAt: at,
  }));
  const question = { type: 'multiple_text_choice_2', correctAnswer: 1, texts: { en_US: { question: 'Yes?', answers: ['Yes', 'No'] } } };
  const activityRows = [
    {
      id: quizId,
      ownerId: adminId,
      type: 'quiz',
      name: 'Quiz',
      content: { questions: Array.from({ length: 20 }, () => question) },
      createdAt: at,
      updatedAt: at,
    },
  ];
  const eventRows: Record<string, unknown>[] = [];
  const players: Record<string, unknown>[] = [];
  const answerRows: Record<string, unknown>[] = [];
  const addEvent = (live: boolean, count: number) => {
    const id = randomUUID();
    eventRows.push({
      id,
      ownerId: adminId,
      name: live ? 'Tonight' : `Night ${eventRows.length}`,
      code: live ? 'LIVE' : 'PAST',
      startDate: live ? new Date(Date.now() - 60_000).toISOString() : at,
      endDate: live ? new Date(Date.now() + 3_600_000).toISOString() : '2025-01-02T06:00:00.000000Z',
      teamIds,
      activities: [
        { id: 'activity-1', type: 'quiz', modelId: quizId, rules: { allowTeamlessPlayers: true, teamsConfig: 'only_preset_teams' } },
      ],
      screenIds: [],
      live: null,
      rev: 0,
      createdAt: at,
      updatedAt: at,
    });
    const ids = Array.from({ length: count }, () => randomUUID());
    ids.forEach((playerId, i) =>
      players.push({ eventId: id, playerId, name: `Player ${i}`, teamId: teamIds[i % 2], infoSetAt: at, joinedAt: at, lastSeenAt: at }),
    );
    return { id, ids };
  };
  const live = addEvent(true, options.players);
  while (answerRows.length < options.answers) {
    const past = addEvent(false, 50);
    for (const playerId of past.ids) {
      for (let q = 0; q < 20 && answerRows.length < options.answers; q++) {
        answerRows.push({
          id: randomUUID(),
          eventId: past.id,
          playerId,
          activityId: 'activity-1',
          questionIndex: q,
          answer: '1',
          correct: true,
          points: 500,
          answeredAt: at,
        });
      }
    }
  }
  const tables = {
    users,
    teams: teamRows,
    activities: activityRows,
    events: eventRows,
    event_players: players,
    answers: answerRows,
    uploads: [],
  };
  const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
  const manifest = { format: 'quizfest-dump', formatVersion: 1, schemaVersion: options.schemaVersion, createdAt: at, counts };
  const zip = buildZip([
    { name: 'manifest.json', data: JSON.stringify(manifest) },
    ...Object.entries(tables).map(([name, rows]) => ({ name: `tables/${name}.json`, data: JSON.stringify(rows) })),
  ]);
  return { zip, liveEventId: live.id, playerIds: live.ids };
}
