// Hostile and broken dumps: each is refused with a 4xx that says why, and the database is left
// exactly as it was. The last test imports the untouched dump, so each refusal above is caused by
// the one thing its test changed.
import { randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/auth/password.js';
import { call, sha256, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { SCHEMA_VERSION } from '../src/admin/dump-layout.js';
import { buildZip, importDumpFile, renameEntry, seed, setDeclaredSize, snapshot, type ZipInput } from './admin-fixtures.js';
import { png } from './test-images.js';

const MiB = 1024 * 1024;
const ONLY_ZIP = 'Only .zip database dumps can be imported';

type Dump = { manifest: Record<string, any>; tables: Record<string, Record<string, any>[]>; files: Record<string, Buffer> };

async function validDump(): Promise<Dump> {
  const [userId, teamId, quizId, eventId, playerId, answerId] = Array.from({ length: 6 }, () => randomUUID());
  const fileName = `${randomUUID()}.png`;
  const at = '2025-01-02T03:04:05.123456Z';
  const tables = {
    users: [
      {
        id: userId,
        userName: 'Restored Admin',
        emailAddress: 'restored@example.com',
        passwordHash: await hashPassword(sha256('restored-password'), 2 ** 10),
        role: 'admin',
        createdAt: at,
        updatedAt: at,
      },
    ],
    teams: [
      {
        id: teamId,
        ownerId: userId,
        name: 'Owls',
        score: 10,
        imageUrl: fileName,
        playerIds: [playerId],
        createdAt: at,
        updatedAt: at,
      },
    ],
    activities: [
      {
        id: quizId,
        ownerId: userId,
        type: 'quiz',
        name: 'Birds',
        content: {
          questions: [
            {
              type: 'multiple_text_choice_2',
              correctAnswer: 1,
              texts: { en_US: { question: 'Owls hoot?', answers: ['Yes', 'No'] } },
            },
          ],
        },
        createdAt: at,
        updatedAt: at,
      },
    ],
    events: [
      {
        id: eventId,
        ownerId: userId,
        name: 'Bird night',
        code: 'OWLS',
        startDate: at,
        endDate: '2025-01-02T06:00:00.000000Z',
        teamIds: [teamId],
        activities: [
          {
            id: 'activity-1',
            type: 'quiz',
            modelId: quizId,
            rules: { allowTeamlessPlayers: false, teamsConfig: 'only_preset_teams' },
          },
        ],
        screenIds: [],
        live: null,
        rev: 0,
        createdAt: at,
        updatedAt: at,
      },
    ],
    event_players: [{ eventId, playerId, name: 'Ada', teamId, infoSetAt: at, joinedAt: at, lastSeenAt: at }],
    answers: [
      {
        id: answerId,
        eventId,
        playerId,
        activityId: 'activity-1',
        questionIndex: 0,
        answer: '1',
        correct: true,
        points: 900,
        answeredAt: at,
      },
    ],
    uploads: [{ fileName, mimeType: 'image/png', size: png().length, ownerId: userId, createdAt: at }],
  };
  const counts = Object.fromEntries(Object.entries(tables).map(([name, rows]) => [name, rows.length]));
  const manifest = { format: 'quizfest-dump', formatVersion: 1, schemaVersion: SCHEMA_VERSION, createdAt: at, counts };
  return { manifest, tables, files: { [`uploads/${fileName}`]: png() } };
}

function entries(dump: Dump): ZipInput[] {
  return [
    { name: 'manifest.json', data: JSON.stringify(dump.manifest) },
    ...Object.entries(dump.tables).map(([name, rows]) => ({ name: `tables/${name}.json`, data: JSON.stringify(rows) })),
    ...Object.entries(dump.files).map(([name, data]) => ({ name, data })),
  ];
}

const zipOf = (dump: Dump, extra: ZipInput[] = []) => buildZip([...entries(dump), ...extra]);

let t: TestApp;
let adminToken: string;
let before: Awaited<ReturnType<typeof snapshot>>;

beforeAll(async () => {
  t = await buildTestApp({ importMaxBytes: 4 * MiB });
  adminToken = (await signUpAndIn(t.app, 'admin')).token;
  await seed(t.app);
  before = await snapshot(t.app.db);
});
afterAll(() => t?.close());

async function expectRefused(zip: Buffer, status: number, error: RegExp | string, name = 'dump.zip') {
  const res = await importDumpFile(t.app, adminToken, zip, name);
  expect(res.status).toBe(status);
  if (typeof error === 'string') expect(res.body.error).toBe(error);
  else expect(res.body.error).toMatch(error);
  expect(await snapshot(t.app.db)).toEqual(before);
}

describe('POST /admin/database-dump refuses, changing nothing,', () => {
  it('an entry that climbs out of the archive root', async () => {
    const zip = await zipOf(await validDump(), [{ name: 'zz/evil.json', data: '{}' }]);
    await expectRefused(renameEntry(zip, 'zz/evil.json', '../evil.json'), 400, /^Invalid zip archive: .*\.\.\/evil\.json/);
  });

  it('an entry with an absolute path', async () => {
    const zip = await zipOf(await validDump(), [{ name: 'zetc/passwd', data: 'root' }]);
    await expectRefused(renameEntry(zip, 'zetc/passwd', '/etc/passwd'), 400, /^Invalid zip archive: .*\/etc\/passwd/);
  });

  it('a zip bomb: 300 MiB of zeros compressed into a few hundred KiB', async () => {
    const chunk = Buffer.alloc(MiB);
    const zeros = () =>
      Readable.from(
        (function* () {
          for (let i = 0; i < 300; i++) yield chunk;
        })(),
        { objectMode: false },
      );
    const dump = await validDump();
    const zip = await buildZip([
      ...entries(dump).filter((e) => e.name !== 'tables/answers.json'),
      { name: 'tables/answers.json', data: zeros },
    ]);
    expect(zip.length).toBeLessThan(4 * MiB);
    await expectRefused(zip, 400, /^tables\/answers\.json is compressed \d+:1, more than 200:1 is refused$/);
  });

  it('an entry whose header lies about its size', async () => {
    const dump = await validDump();
    const zip = await buildZip([
      ...entries(dump).filter((e) => e.name !== 'tables/answers.json'),
      { name: 'tables/answers.json', data: Buffer.alloc(50 * MiB, 0x20) },
    ]);
    await expectRefused(setDeclaredSize(zip, 'tables/answers.json', 1000), 400, /^Cannot read tables\/answers\.json: /);
  });

  it('more than 20,000 entries', async () => {
    const many = Array.from({ length: 20_001 - entries(await validDump()).length }, (_, i) => ({
      name: `uploads/${String(i).padStart(5, '0')}.png`,
      data: 'x',
      compress: false,
    }));
    await expectRefused(await zipOf(await validDump(), many), 400, 'The archive has 20001 entries; at most 20000 are allowed');
  });

  it('a file that is not a zip, even named .zip', async () => {
    await expectRefused(Buffer.from('<html>not a zip</html>'), 400, ONLY_ZIP);
    await expectRefused(Buffer.alloc(0), 400, ONLY_ZIP);
  });

  it('a real zip that is not named .zip', async () => {
    await expectRefused(await zipOf(await validDump()), 400, ONLY_ZIP, 'dump.txt');
  });

  it('a file sent with an empty file name (the parser gives it none)', async () => {
    await expectRefused(await zipOf(await validDump()), 400, ONLY_ZIP, '');
    await expectRefused(Buffer.alloc(0), 400, ONLY_ZIP, '');
  });

  it('a zip with a zip signature but a broken body', async () => {
    await expectRefused(
      Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(100, 7)]),
      400,
      /^The file is not a readable zip archive/,
    );
  });

  it('a manifest whose counts do not match the rows', async () => {
    const dump = await validDump();
    dump.manifest.counts.users = 2;
    await expectRefused(await zipOf(dump), 400, 'manifest.json counts 2 users but tables/users.json has 1 rows');
  });

  it('a manifest of an unknown schema version, format or format version', async () => {
    const future = await validDump();
    future.manifest.schemaVersion = '9999_from_the_future';
    await expectRefused(await zipOf(future), 400, /schema version "9999_from_the_future" is not one this server knows/);
    const other = await validDump();
    other.manifest.format = 'someone-elses-dump';
    await expectRefused(await zipOf(other), 400, /^manifest\.json: format/);
    // A format version from a later QuizFest (this one writes 5 and reads 1 to 5).
    const later = await validDump();
    later.manifest.formatVersion = 6;
    await expectRefused(await zipOf(later), 400, 'manifest.json: formatVersion: must be from 1 to 5');
  });

  it('a row that fails validation', async () => {
    const badRole = await validDump();
    badRole.tables.users![0]!.role = 'root';
    await expectRefused(await zipOf(badRole), 400, /^tables\/users\.json row 1: role: /);

    const extraColumn = await validDump();
    extraColumn.tables.teams![0]!.isAdmin = true;
    await expectRefused(await zipOf(extraColumn), 400, /^tables\/teams\.json row 1: /);

    const badDate = await validDump();
    badDate.tables.events![0]!.startDate = 'next friday';
    await expectRefused(await zipOf(badDate), 400, /^tables\/events\.json row 1: startDate: /);
  });

  it('a password hash whose scrypt cost would exhaust memory at sign-in', async () => {
    const dump = await validDump();
    dump.tables.users![0]!.passwordHash = dump.tables.users![0]!.passwordHash.replace(/^scrypt\$\d+\$/, `scrypt$${2 ** 24}$`);
    await expectRefused(await zipOf(dump), 400, /^tables\/users\.json row 1: passwordHash/);
  });

  it('rows whose references point nowhere, or duplicate keys', async () => {
    const orphan = await validDump();
    orphan.tables.events![0]!.ownerId = randomUUID();
    await expectRefused(await zipOf(orphan), 400, /^tables\/events\.json row 1: owner [0-9a-f-]{36} is not in the dump$/);

    const twice = await validDump();
    twice.tables.answers!.push({ ...twice.tables.answers![0]!, id: randomUUID() });
    twice.manifest.counts.answers = 2;
    await expectRefused(await zipOf(twice), 400, /^tables\/answers\.json row 2: duplicate answer/);
  });

  // Issue 9 item 5: 18 MB of zip, 14:1, a 256 MiB users.json of `[{},[],…]` took 7.6 GB and 17 minutes.
  it('a table that unpacks past its limit, within every archive limit, before inflating it', async () => {
    // Mostly `{}`, a quarter `[]`, a space now and then: about 14:1, far under the 200:1 bomb ratio.
    // One random MiB of it, repeated: deflate looks back only 32 KiB, so the ratio holds.
    const parts: string[] = [];
    for (const r of randomBytes(360 * 1024)) parts.push(((r & 3) === 0 ? '[],' : '{},') + ((r & 0xfc) === 0xfc ? ' ' : ''));
    const block = parts.join('');
    const users = Buffer.from(`[${block.repeat(17)}{}]`);
    expect(users.length).toBeGreaterThan(16 * MiB);
    const dump = await validDump();
    const zip = await buildZip([
      ...entries(dump).filter((e) => e.name !== 'tables/users.json'),
      { name: 'tables/users.json', data: users },
    ]);
    expect(zip.length).toBeLessThan(4 * MiB);
    expect(users.length / zip.length).toBeLessThan(200);
    await expectRefused(zip, 400, /^tables\/users\.json unpacks to \d+ MiB; an import takes at most 16 MiB$/);
  });

  it('a table with more rows than its manifest counts, at the first row too many', async () => {
    const dump = await validDump();
    // Not even JSON after the extra row: the refusal comes before the reader gets there.
    const users = `[${JSON.stringify(dump.tables.users![0])}, [], {"unfinished": `;
    const zip = await buildZip([
      ...entries(dump).filter((e) => e.name !== 'tables/users.json'),
      { name: 'tables/users.json', data: users },
    ]);
    await expectRefused(zip, 400, 'manifest.json counts 1 users but tables/users.json has more rows');
  });

  it('a manifest counting more rows than an import takes', async () => {
    const dump = await validDump();
    dump.manifest.counts.answers = 1_000_001;
    await expectRefused(await zipOf(dump), 400, 'manifest.json counts 1000001 answers; an import takes at most 1000000');
  });

  it('a row nested past any real row, or larger than any real row', async () => {
    const deep = await validDump();
    let live: unknown = 1;
    for (let i = 0; i < 40; i++) live = [live];
    deep.tables.events![0]!.live = live;
    await expectRefused(await zipOf(deep), 400, 'tables/events.json: element 1 is nested deeper than 16 levels');

    const large = await validDump();
    large.tables.answers![0]!.answer = 'x'.repeat(5000);
    await expectRefused(await zipOf(large), 400, 'tables/answers.json: element 1 is larger than 4096 bytes');
  });

  // Issue 9 item 12: ghost teams and activities, a player in a ghost team, two running events on one code.
  it('an event listing a team or an activity that is not in the dump', async () => {
    const ghostTeam = await validDump();
    const team = randomUUID();
    ghostTeam.tables.events![0]!.teamIds.push(team);
    await expectRefused(await zipOf(ghostTeam), 400, `tables/events.json row 1: team ${team} is not in the dump`);

    const ghostActivity = await validDump();
    const activity = randomUUID();
    ghostActivity.tables.events![0]!.activities[0].modelId = activity;
    await expectRefused(await zipOf(ghostActivity), 400, `tables/events.json row 1: activity ${activity} is not in the dump`);

    const wrongType = await validDump();
    wrongType.tables.events![0]!.activities[0].type = 'draw';
    await expectRefused(await zipOf(wrongType), 400, /^tables\/events\.json row 1: activity [0-9a-f-]{36} is a quiz, not a draw$/);
  });

  it('a player in a team that is not in the dump, or an answer from a player who never joined', async () => {
    const ghostTeam = await validDump();
    const team = randomUUID();
    ghostTeam.tables.event_players![0]!.teamId = team;
    await expectRefused(await zipOf(ghostTeam), 400, `tables/event_players.json row 1: team ${team} is not in the dump`);

    const stranger = await validDump();
    const player = randomUUID();
    stranger.tables.answers![0]!.playerId = player;
    await expectRefused(await zipOf(stranger), 400, new RegExp(`^tables/answers\\.json row 1: player ${player} has not joined event `));
  });

  it('two events running at once with the same code', async () => {
    const dump = await validDump();
    const running = { ...dump.tables.events![0]!, endDate: new Date(Date.now() + 3_600_000).toISOString() };
    dump.tables.events = [running, { ...running, id: randomUUID(), name: 'Same code' }];
    dump.manifest.counts.events = 2;
    await expectRefused(
      await zipOf(dump),
      400,
      'tables/events.json row 2: code OWLS is already the code of row 1, and both events have not ended',
    );
  });

  // Issue 9 item 13: `scrypt$262144$…` made one sign-in cost 10.6 s and 256 MiB.
  it('a password hash with scrypt parameters other than the server’s own', async () => {
    const own = (await validDump()).tables.users![0]!.passwordHash as string;
    const [, , , , salt, key] = own.split('$');
    const variants = [
      `scrypt$${2 ** 15}$8$3$${salt}$${key}`, // a cost this server does not use (it hashes at 2^10 here)
      `scrypt$${2 ** 18}$8$3$${salt}$${key}`,
      `scrypt$1024$16$3$${salt}$${key}`,
      `scrypt$1024$8$1$${salt}$${key}`,
      `scrypt$1024$8$3$${salt}$${Buffer.alloc(64, 1).toString('base64')}`,
      `scrypt$1024$8$3$${Buffer.alloc(8, 1).toString('base64')}$${key}`,
    ];
    for (const hash of variants) {
      const dump = await validDump();
      dump.tables.users![0]!.passwordHash = hash;
      await expectRefused(
        await zipOf(dump),
        400,
        'tables/users.json row 1: passwordHash must be a hash this server makes (scrypt$1024$8$3$<16-byte salt>$<32-byte key>)',
      );
    }
  });

  it('entries outside the layout, missing tables, and images without rows', async () => {
    await expectRefused(await zipOf(await validDump(), [{ name: 'notes.txt', data: 'hi' }]), 400, /^Unexpected entry "notes\.txt"/);
    await expectRefused(
      await zipOf(await validDump(), [{ name: 'tables/secrets.json', data: '[]' }]),
      400,
      /^Unexpected entry "tables\/secrets\.json"/,
    );

    const noAnswers = await validDump();
    delete noAnswers.tables.answers;
    await expectRefused(await zipOf(noAnswers), 400, 'The dump has no tables/answers.json');

    const stray = `uploads/${randomUUID()}.png`;
    await expectRefused(await zipOf(await validDump(), [{ name: stray, data: png() }]), 400, `${stray} has no row in tables/uploads.json`);

    await expectRefused(
      await zipOf(await validDump(), [{ name: 'manifest.json', data: '{}' }]),
      400,
      'The archive holds manifest.json twice',
    );
  });

  it('an "image" whose bytes are not the type its row claims (found mid-transaction, rolled back)', async () => {
    const dump = await validDump();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const [name] = Object.keys(dump.files);
    dump.files[name!] = html;
    dump.tables.uploads![0]!.size = html.length;
    await expectRefused(await zipOf(dump), 400, /^uploads\/[0-9a-f-]{36}\.png does not hold an image of type image\/png$/);
  });

  it('an image an upload would refuse for its pixels (30000 × 30000), named, before anything changes', async () => {
    const dump = await validDump();
    const huge = png({ width: 30000, height: 30000 });
    const [name] = Object.keys(dump.files);
    dump.files[name!] = huge;
    dump.tables.uploads![0]!.size = huge.length;
    await expectRefused(
      await zipOf(dump),
      400,
      /^uploads\/[0-9a-f-]{36}\.png: The image is 30000 × 30000 pixels; images may be at most 8,000 pixels a side and 40 megapixels$/,
    );
  });

  it('a dump larger than the import limit, with 413', async () => {
    const big = await zipOf(await validDump(), [
      { name: `uploads/${randomUUID()}.png`, data: Buffer.alloc(4 * MiB + 1, 1), compress: false },
    ]);
    await expectRefused(big, 413, 'Database dumps must be at most 4 MB');
  });

  it('a request without a dump file', async () => {
    const json = await call(t.app, 'POST', '/admin/database-dump', { dump: 'x' }, adminToken);
    expect(json.status).toBe(400);
    const form = new FormData();
    form.append('file', new Blob([await zipOf(await validDump())]), 'dump.zip');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/database-dump',
      payload: form,
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/field named dump/);
    expect(await snapshot(t.app.db)).toEqual(before);
  });
});

describe('the untouched dump', () => {
  it('imports, to the microsecond, and its admin can sign in', async () => {
    const res = await importDumpFile(t.app, adminToken, await zipOf(await validDump()));
    expect(res).toEqual({
      status: 200,
      body: {
        message: 'Database imported successfully!',
        counts: { users: 1, teams: 1, activities: 1, events: 1, event_players: 1, answers: 1, uploads: 1 },
      },
    });
    const after = await snapshot(t.app.db);
    expect(after.users).toHaveLength(1);
    expect(after.users![0]).toContain('"created_at": "2025-01-02T03:04:05.123456+00:00"');
    const signIn = await call(t.app, 'POST', '/auth/signin', {
      emailAddress: 'restored@example.com',
      passwordHash: sha256('restored-password'),
      rememberMe: false,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.role).toBe('admin');
  });

  it('imports ended events that share a code: only running events need their own', async () => {
    const dump = await validDump();
    const ended = dump.tables.events![0]!;
    dump.tables.events = [ended, { ...ended, id: randomUUID(), name: 'Same code, last year' }];
    dump.manifest.counts.events = 2;
    // The import above replaced the accounts: its restored admin imports this one.
    const { body } = await call(t.app, 'POST', '/auth/signin', {
      emailAddress: 'restored@example.com',
      passwordHash: sha256('restored-password'),
      rememberMe: false,
    });
    const res = await importDumpFile(t.app, body.token, await zipOf(dump));
    expect(res.status).toBe(200);
  });
});
