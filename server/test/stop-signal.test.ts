// A stop request after an ordinary day (issue 9, item 17): the built server runs as its own process,
// as `npm start` runs it, takes sign-ups, uploads, image reads, an export and its import, a reset,
// joins and polls, keeps live sockets and idle keep-alive connections open, and has a manager's
// upload still arriving (the client stalled mid-body) when SIGTERM comes. Fastify's close waits for
// every connection to end, so that one upload used to hold the process half-stopped (no longer
// listening, never exiting). It must exit, cleanly, every time.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpAndIn } from './api-helpers.js';
import { exportDumpFile, importDumpFile, postFile } from './admin-fixtures.js';
import { png } from './test-images.js';
import { createActivity, createEvent, expectOk, hoursFromNow, joinEvent, poll, saveEvent, setInfo } from './fixtures.js';
import { LiveClient } from './live-socket-client.js';
import { ensureBuilt, isRunning, overHttp, startServer, stopServer, processStorage, type ServerProcess } from './server-process.js';
import { usingPostgres } from './test-app.js';

/** A correctness bound, not a timing: a container runtime's default stop grace is 10 s. */
const EXIT_BOUND_MS = 10_000;
const storage = usingPostgres() ? 'PostgreSQL' : 'PGlite';

/** The calls of an ordinary day; returns the live sockets it leaves open and a manager's token. */
async function ordinaryDay(server: ServerProcess) {
  const api = overHttp(server);
  const uploadImages = async (token: string, count: number) => {
    for (let grey = 0; grey < count; grey++) {
      const upload = await postFile(api, '/api/upload', 'file', png({ grey: grey * 60 }), `logo-${grey}.png`, token);
      expect(upload.status).toBe(201);
      expect((await call(api, 'GET', `/upload/${upload.body.fileName}`)).status).toBe(200);
    }
  };

  // The admin's morning: a backup, restored, then a fresh start.
  const admin = await signUpAndIn(api, 'admin');
  await uploadImages((await signUpAndIn(api)).token, 2);
  const { zip } = await exportDumpFile(api, admin.token);
  expect((await importDumpFile(api, admin.token, zip)).status).toBe(200);
  expect((await call(api, 'POST', '/admin/reset-database', undefined, admin.token)).status).toBe(200);

  // A manager's evening: sign-up, logos, an event, players joining and polling, phones on the socket.
  const { token } = await signUpAndIn(api);
  await uploadImages(token, 3);
  const quizId = await createActivity(api, token);
  const event = await saveEvent(api, token, await createEvent(api, token), {
    startDate: hoursFromNow(-1),
    endDate: hoursFromNow(3),
    activities: [{ id: 'activity-1', type: 'quiz', modelId: quizId, rules: { teamsConfig: 'no_teams', allowTeamlessPlayers: true } }],
  });
  const players: string[] = [];
  for (let i = 0; i < 8; i++) {
    const { playerId } = await joinEvent(api, event.code);
    expectOk(await setInfo(api, event.id, playerId, `Player ${i + 1}`));
    players.push(playerId);
  }
  for (let round = 0; round < 3; round++) await Promise.all(players.map(async (p) => expectOk(await poll(api, event.id, p))));
  const sockets = await Promise.all(players.slice(0, 3).map(() => LiveClient.connect(`${server.url.replace('http', 'ws')}/api/live`)));
  sockets.forEach((s, i) => s.send({ type: 'hello', role: 'player', eventId: event.id, playerId: players[i] }));
  await Promise.all(sockets.map((s) => s.next('player-state')));
  return { sockets, token };
}

/** A manager's upload of which the first kilobytes arrived and the rest never comes. */
async function stalledUpload(server: ServerProcess, token: string): Promise<net.Socket> {
  const socket = net.connect(server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const boundary = `----quizfest${randomUUID()}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  socket.write(
    `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 3000000\r\n\r\n${head}`,
  );
  socket.write(png().subarray(0, 40));
  socket.on('error', () => {});
  // The server has the request: its handler is reading the file part.
  await new Promise((r) => setTimeout(r, 300));
  return socket;
}

describe(`SIGTERM after an ordinary day, on ${storage}`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await ensureBuilt();
    ({ env, cleanup } = await processStorage('quizfest-stop-'));
  }, 6 * 60_000);
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await cleanup?.();
  });

  it('exits cleanly with requests, sockets and keep-alive connections still open', { timeout: 120_000 }, async () => {
    server = await startServer(env);
    const { sockets, token } = await ordinaryDay(server);
    const upload = await stalledUpload(server, token);

    server.child.kill('SIGTERM');
    const outcome = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), EXIT_BOUND_MS))]);
    upload.destroy();
    expect(outcome, `the server log:\n${server.output().slice(-3000)}`).toBe(0);
    expect(isRunning(server)).toBe(false);
    // The phones were told: their sockets are closed, not left dangling.
    await Promise.all(sockets.map((s) => s.closed));
  });
});
