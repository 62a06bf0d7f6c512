// What the measuring scripts share: their arguments, starting the product the way `npm start`
// does (on a fresh embedded database, or PostgreSQL), calling its API, and summing up timings.
import { createHash, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** `--name value` from the command line, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** Starts scripts/start.mjs on a free port; resolves once it logs that it is ready. */
export function startServer({ databaseUrl = '' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quizfest-measure-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // The ready line is logged at info level.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The output kept is the tail, for an early exit's error.
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output = (output + chunk.toString()).slice(-8000);
      const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        resolve({
          base: `http://127.0.0.1:${match[1]}`,
          // The process (scripts/start.mjs, which exits with the server) and its output so far, for
          // scripts that watch whether the server survives.
          child,
          output: () => output,
          async stop() {
            if (child.exitCode === null) {
              const exited = new Promise((r) => child.once('exit', r));
              child.kill('SIGTERM');
              await exited;
            }
            rmSync(dataDir, { recursive: true, force: true });
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

/** One JSON call to the API; a non-2xx answer throws with its body. */
export async function api(base, method, path, body, token) {
  const headers = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

/** A fresh manager account, signed in: its token. */
export async function signedInManager(base, password) {
  const passwordHash = createHash('sha256').update(password).digest('hex');
  const emailAddress = `host-${randomUUID().slice(0, 8)}@example.com`;
  await api(base, 'POST', '/auth/signup', { userName: 'Host', emailAddress, passwordHash });
  return (await api(base, 'POST', '/auth/signin', { emailAddress, passwordHash })).token;
}

/**
 * An event running now (for three hours) with one quiz activity: players without teams unless
 * `teamIds` and `rules` say otherwise. Resolves with its id and join code.
 */
export async function runningEvent(
  base,
  token,
  { name, quizId, teamIds = [], rules = { teamsConfig: 'no_teams', allowTeamlessPlayers: true } },
) {
  const { id: eventId } = await api(base, 'POST', '/events', { name }, token);
  const event = await api(base, 'GET', `/events/${eventId}`, undefined, token);
  await api(
    base,
    'PUT',
    `/events/${eventId}`,
    {
      name: event.name,
      teamIds,
      activities: [{ id: 'activity-1', type: 'quiz', modelId: quizId, rules }],
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
    },
    token,
  );
  return { eventId, code: event.code };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
