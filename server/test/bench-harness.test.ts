// `npm run bench` in small: 200 players through S1–S8 (S6 on PostgreSQL only; S8 beside a small
// set of hostile clients), so the harness keeps working as the server changes. It asserts what must
// hold at any speed (every pushed question reaches every socket, every answer is stored exactly
// once, every poll is answered, with or without the hostile clients); the timings it prints are
// never asserted here.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { usingPostgres } from './test-app.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const PLAYERS = 200;
const BIG = 300;
const ROUNDS = 3;
/** S8's hostile clients, small: unread sockets and flooding sockets. */
const HOSTILE_SOCKETS = 40;
const HOSTILE_FLOOD = 10;

function runBench(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['server/bench/run.mjs', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (c) => (output = (output + c.toString()).slice(-20_000)));
    child.stderr.on('data', (c) => (output = (output + c.toString()).slice(-20_000)));
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** The PostgreSQL server of the suite's database, where the benchmark makes its own database. */
const postgresServer = () => {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '';
  return url.toString().replace(/\/$/, '');
};

/**
 * Runs the benchmark with `args` on this project's database, its JSON written aside; `check` gets
 * the figures and the output, and the file goes whatever it finds.
 */
async function withBench(args: string[], check: (figures: ReturnType<typeof JSON.parse>, output: string) => void) {
  const out = join(tmpdir(), `quizfest-bench-${process.pid}-${Date.now()}.json`);
  // The idle figure's wait for the RSS to settle (a minute or two) measures nothing these tests check.
  const db = usingPostgres() ? ['--postgres', postgresServer()] : ['--pglite', '--no-idle-wait'];
  const { code, output } = await runBench([...args, '--no-pin', '--out', out, ...db]);
  try {
    expect(code, output).toBe(0);
    check(JSON.parse(readFileSync(out, 'utf8')), output);
  } finally {
    rmSync(out, { force: true });
  }
}

it(`runs every scenario with ${PLAYERS} players and loses nothing`, { timeout: 600_000 }, async () => {
  const args = [
    '--players',
    `${PLAYERS}`,
    '--big',
    `${BIG}`,
    '--rounds',
    `${ROUNDS}`,
    '--games',
    '2',
    '--game-players',
    '30',
    '--hostile-sockets',
    `${HOSTILE_SOCKETS}`,
    '--hostile-flood',
    `${HOSTILE_FLOOD}`,
  ];
  await withBench(args, (f, output) => {
    const sockets = PLAYERS + 5 + 1; // players, five screens, the host
    expect(f.S2).toMatchObject({ delivered: ROUNDS * sockets, expected: ROUNDS * sockets });
    // Each of the 5 big screens had each question (their arrival times are a row of their own).
    expect(f.S2.screens.n).toBe(ROUNDS * 5);
    expect(f.S2big).toMatchObject({ delivered: ROUNDS * (BIG + 6), expected: ROUNDS * (BIG + 6) });
    expect(f.S3).toMatchObject({ stored: PLAYERS, lost: 0, duplicated: 0, failed: 0 });
    expect(f.S3.ack.n).toBe(PLAYERS);
    expect(f.S4.spread.errors + f.S4.burst.errors).toBe(0);
    expect(f.S4.pollSeen.n).toBe(PLAYERS);
    expect(f.S4mixed.delivered).toBe(f.S4mixed.expected);
    expect(f.S5games.heaps).toHaveLength(2);
    // S8: the same honest checks beside the hostile clients, who did connect and send.
    expect(f.S8.S2).toMatchObject({ delivered: ROUNDS * sockets, expected: ROUNDS * sockets });
    expect(f.S8.S3).toMatchObject({ stored: PLAYERS, lost: 0, duplicated: 0, failed: 0 });
    expect(f.S8.S4.spread.errors + f.S8.S4.burst.errors).toBe(0);
    expect(f.S8.S4.pollSeen.n).toBe(PLAYERS);
    expect(f.S8.hostile.unread.opened).toBeGreaterThanOrEqual(HOSTILE_SOCKETS);
    expect(f.S8.hostile.flood.sockets.sent).toBeGreaterThan(0);
    expect(Object.keys(f.S8.hostile.variants.poll).length).toBeGreaterThan(0);
    expect(f.S8.rss.peak).toBeGreaterThan(0);
    if (usingPostgres()) {
      expect(f.S6.delivered).toBe(ROUNDS * PLAYERS);
      expect(f.S6.answersStored).toBe(PLAYERS - 1);
      // Answers never cause a NOTIFY; the one state change they may cause (the early close) may.
      expect(f.S6.notifiesForAnswers).toBeLessThanOrEqual(1);
    }
    expect(f.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    expect(output).toMatch(/S1 +200 join/);
  });
});

// The order of S8's pairs does not depend on the database: run on PostgreSQL (the bench's default) alone.
it.runIf(usingPostgres())('compares S8 over pairs run in ABBA order, every check met on every run', { timeout: 600_000 }, async () => {
  const args = [
    '--players',
    '100',
    '--rounds',
    '2',
    '--hostile-only',
    '--hostile-pairs',
    '2',
    '--hostile-sockets',
    '20',
    '--hostile-flood',
    '5',
  ];
  await withBench(args, (f, output) => {
    // Without then with, then with then without: a drift over the run weighs on both sides alike.
    expect(f.S8.pairOrder).toEqual([
      ['without', 'with'],
      ['with', 'without'],
    ]);
    expect(output).toMatch(/pair 2 of 2, S2–S4 with then without the hostiles/);
    // The ratios of each pair, and every honest check of all four runs (two a side).
    expect(Object.keys(f.S8.pairRatios)).toContain('S3ackP99');
    expect(f.checks.filter((c: { name: string }) => c.name.startsWith('S8 S3 no answer lost'))).toHaveLength(2);
    expect(f.checks.filter((c: { ok: boolean }) => !c.ok)).toEqual([]);
    // The first run beside the hostiles is S8's own: they connected and sent.
    expect(f.S8.hostile.unread.opened).toBeGreaterThanOrEqual(20);
    // The hostiles' memory is judged against the same honest load's own peak.
    expect(f.S8.rss.peakWithout).toBeGreaterThan(0);
    expect(output).toMatch(/server RSS peak: with hostiles \/ without, highest of 2 runs each/);
  });
});
