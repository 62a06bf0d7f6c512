// `node server/bench/results-export-cost.mjs [--players 5000] [--questions 30] [--teams 50] [--runs 3]`:
// what a large event's results download costs (issue 21). Starts the built server on a fresh
// PostgreSQL database (`--postgres URL`), writes a finished event of 5,000 named players in 50
// teams who each answered 30 questions (150,000 answers) straight into the database, then times
// `GET /events/{id}/results` as XLSX, CSV and JSON to the last byte, and samples the server's RSS
// every 20 ms meanwhile: the peak above its RSS before the download is what one download holds;
// a health check every 50 ms meanwhile tells how long the download keeps the server from others.
import { spawnSync } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { arg } from './lib/probe.mjs';
import { corePlan, freshPostgres, pinSelf, processStats, root, startServer } from './lib/server-process.mjs';
import { createVenue, Http } from './lib/venue.mjs';

const PLAYERS = Number(arg('players', '5000'));
const QUESTIONS = Number(arg('questions', '30'));
const TEAMS = Number(arg('teams', '50'));
const RUNS = Number(arg('runs', '3'));
const MB = 1024 * 1024;

// As the other probes: the server on the last core, this generator on core 0.
const cores = corePlan();
pinSelf(cores.generator);
// The server alone: the download needs no client pages (and a client build over its size budget
// would stop the other probes' buildProduct before measuring anything).
for (const workspace of ['shared', 'server']) {
  if (spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' }).status !== 0)
    throw new Error(`${workspace} build failed`);
}
const db = await freshPostgres(arg('postgres', 'postgres://postgres@127.0.0.1:5432'));
const server = await startServer({ databaseUrl: db.url, core: cores.server });
const { default: postgres } = await import('postgres');
try {
  const http = new Http(server.base, 4);
  const venue = await createVenue(http, { questions: QUESTIONS, name: 'Results night' });
  const sql = postgres(db.url, { max: 1, onnotice: () => {} });
  await seed(sql, venue.eventId);
  await sql.end({ timeout: 1 });

  console.log(`${PLAYERS} players x ${QUESTIONS} questions = ${PLAYERS * QUESTIONS} answers, ${TEAMS} teams`);
  for (const format of ['xlsx', 'csv', 'json']) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await timed(`/api/events/${venue.eventId}/results?format=${format}`, venue.token));
    const times = runs.map((r) => r.ms).sort((a, b) => a - b);
    const peak = Math.max(...runs.map((r) => r.peakAbove));
    const slowest = Math.max(...runs.map((r) => r.slowest));
    console.log(
      `${format.padEnd(4)}: ${(runs[0].bytes / MB).toFixed(1)} MB in ${times.map((t) => `${(t / 1000).toFixed(2)} s`).join(', ')} ` +
        `(median ${(times[Math.floor(times.length / 2)] / 1000).toFixed(2)} s); server RSS peak +${(peak / MB).toFixed(0)} MB ` +
        `above ${(runs[0].rssBefore / MB).toFixed(0)} MB; slowest health check meanwhile ${slowest.toFixed(0)} ms`,
    );
  }
  await http.close();
} finally {
  await server.stop();
  await db.drop();
}

/** The players, teams, answers and a finished game, written as the night would have left them. */
async function seed(sql, eventId) {
  const [{ owner_id: ownerId }] = await sql`select owner_id from events where id = ${eventId}`;
  const teams = await sql`
    insert into teams (owner_id, name)
    select ${ownerId}, 'Team ' || n from generate_series(1, ${TEAMS}) n returning id`;
  const teamIds = teams.map((t) => t.id);
  await sql`
    insert into event_players (event_id, player_id, name, name_key, team_id, info_set_at)
    select ${eventId}, gen_random_uuid(), 'Player ' || n, 'player ' || n, (${teamIds}::uuid[])[1 + n % ${TEAMS}], now()
    from generate_series(1, ${PLAYERS}) n`;
  await sql`
    insert into answers (event_id, player_id, activity_id, question_index, answer, correct, points, answered_at)
    select ${eventId}, p.player_id, 'activity-1', q, a::text, a = 1 + q % 4, case when a = 1 + q % 4 then 500 + (random() * 500)::int else 0 end,
      now() - interval '1 hour' + q * interval '1 minute' + random() * interval '20 seconds'
    from event_players p, generate_series(0, ${QUESTIONS - 1}) q, lateral (select 1 + (random() * 3)::int + 0 * q as a) x
    where p.event_id = ${eventId}`;
  const teamPoints = Object.fromEntries(teamIds.map((id, i) => [id, 10_000 + (i % 7) * 100]));
  const live = { phase: 'finished', current: null, reveal: null, teamPoints, lastTeamPoints: {} };
  await sql`update events set team_ids = ${sql.json(teamIds)}, live = ${sql.json(live)} where id = ${eventId}`;
}

/** One download read to its end: wall time, bytes, and the server's RSS before and at its peak. */
async function timed(path, token) {
  const rssBefore = processStats(server.pid).rss;
  let peak = rssBefore;
  const sampler = setInterval(() => (peak = Math.max(peak, processStats(server.pid).rss)), 20);
  // How long the server keeps others waiting meanwhile: a health check every 50 ms, its slowest answer.
  let slowest = 0;
  let probing = true;
  const prober = (async () => {
    while (probing) {
      const t = performance.now();
      await fetch(`${server.base}/api/healthz`).then((r) => r.arrayBuffer());
      slowest = Math.max(slowest, performance.now() - t);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  const start = performance.now();
  const res = await fetch(`${server.base}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  const ms = performance.now() - start;
  clearInterval(sampler);
  probing = false;
  await prober;
  return { ms, bytes, rssBefore, peakAbove: peak - rssBefore, slowest };
}
