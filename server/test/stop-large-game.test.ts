// A stop request after a large game (issue 18, item 12): the built server runs as its own process,
// hundreds of players join and keep a live socket, a third of those sockets and the big screens
// never read (the server's sends pile up for them), the host plays questions and reveals while
// answers arrive, and SIGTERM comes in the middle of it. Seen before: the listener closed and the
// process never exited, its main thread asleep for good. The cause was the log: lines a slow or
// stalled reader of stdout did not take were queued, then flushed synchronously at exit, with a
// sleep per refusal, for ever. So the stops after the first are made with a reader that stopped
// reading the server's output during the game. It must exit, every time, on both databases. The
// bound is a hang bound, not a timing: a hung process never exits at all.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUpAndIn } from './api-helpers.js';
import { activityEntry, createActivity, createEvent, expectOk, saveEvent } from './fixtures.js';
import { QUESTIONS } from './live-fixtures.js';
import { ensureBuilt, isRunning, overHttp, startServer, stopServer, processStorage, type ServerProcess } from './server-process.js';
import { usingPostgres } from './test-app.js';

const EXIT_BOUND_MS = 30_000;
const PLAYERS = 400;
const SCREENS = 5;
const STOPS = 3;
const storage = usingPostgres() ? 'PostgreSQL' : 'PGlite';

const inBatches = async <T>(count: number, size: number, each: (i: number) => Promise<T>): Promise<T[]> => {
  const out: T[] = [];
  for (let from = 0; from < count; from += size) {
    out.push(...(await Promise.all(Array.from({ length: Math.min(size, count - from) }, (_, k) => each(from + k)))));
  }
  return out;
};

/** An open socket that said hello; `reading: false` pauses it at once, so that nothing it is sent is read. */
function socket(server: ServerProcess, hello: Record<string, string>, reading: boolean): Promise<WebSocket> {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/live`, { perMessageDeflate: false });
  ws.on('error', () => {});
  return new Promise((resolve, reject) => {
    ws.once('open', () => {
      ws.send(JSON.stringify({ type: 'hello', ...hello }));
      if (!reading) ws.pause();
      resolve(ws);
    });
    ws.once('error', reject);
  });
}

/** The game, up to the moment of the stop; returns the sockets it leaves open. */
async function largeGame(server: ServerProcess): Promise<WebSocket[]> {
  const api = overHttp(server);
  const { token } = await signUpAndIn(api);
  const quizId = await createActivity(api, token, 'quiz', 'Night quiz');
  const questions = [...QUESTIONS, ...QUESTIONS];
  expectOk(await call(api, 'PUT', `/activities/quiz/${quizId}`, { name: 'Night quiz', questions }, token));
  const entry = activityEntry(quizId, { teamsConfig: 'no_teams', allowTeamlessPlayers: true });
  const event = await saveEvent(api, token, await createEvent(api, token, 'Large night'), { activities: [entry] });

  const sockets: WebSocket[] = [];
  for (let i = 0; i < SCREENS; i++) {
    const screenId = randomUUID();
    expectOk(await call(api, 'POST', '/events/join-as-screen', { code: event.code, screenId }));
    sockets.push(await socket(server, { role: 'screen', eventId: event.id, screenId }, false));
  }
  sockets.push(await socket(server, { role: 'host', eventId: event.id, token }, true));

  // Players join, name themselves and open their socket; every join and name is pushed to the
  // screens and the host, which the screens never read.
  const players = await inBatches(PLAYERS, 50, async (i) => {
    const playerId = randomUUID();
    expectOk(await call(api, 'POST', '/events/join', { code: event.code, playerId }));
    expectOk(await call(api, 'POST', '/players/set-info', { eventId: event.id, playerId, name: `Player ${i + 1}`, teamId: '' }));
    sockets.push(await socket(server, { role: 'player', eventId: event.id, playerId }, i % 3 !== 0));
    return playerId;
  });

  const host = (action: string) => call(api, 'POST', `/events/${event.id}/live`, { action }, token);
  expectOk(await host('start'));
  for (let question = 0; question < questions.length - 1; question++) {
    const value = questions[question]!.type === 'free_text_input' ? 'Pacific' : 2;
    await inBatches(PLAYERS / 2, 50, (k) =>
      call(api, 'POST', '/players/answer', {
        eventId: event.id,
        playerId: players[k],
        activityId: entry.id,
        questionIndex: question,
        answer: value,
      }),
    );
    expectOk(await host('reveal'));
    expectOk(await host('next'));
  }
  // Answers still arriving when the stop comes.
  void Promise.all(
    players.map((playerId) =>
      call(api, 'POST', '/players/answer', {
        eventId: event.id,
        playerId,
        activityId: entry.id,
        questionIndex: questions.length - 1,
        answer: 2,
      }).catch(() => undefined),
    ),
  );
  return sockets;
}

describe(`SIGTERM after a large game, on ${storage}`, () => {
  let env: Record<string, string>;
  let cleanup: () => Promise<void>;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    await ensureBuilt();
    ({ env, cleanup } = await processStorage('quizfest-stop-large-'));
  }, 6 * 60_000);
  afterAll(async () => {
    if (server) await stopServer(server, 'SIGKILL');
    await cleanup?.();
  });

  it(
    `exits each of ${STOPS} times, with ${PLAYERS} players' sockets open, a third of them never read, and its log unread`,
    { timeout: 10 * 60_000 },
    async () => {
      for (let stop = 1; stop <= STOPS; stop++) {
        server = await startServer(env);
        // The first stop with its output read as it comes; the others with a reader that stalled.
        if (stop > 1) server.stopReadingOutput();
        const sockets = await largeGame(server);
        server.child.kill('SIGTERM');
        const outcome = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), EXIT_BOUND_MS))]);
        const log = `stop ${stop}; the server log:\n${server.output().slice(-3000)}`;
        if (outcome === 'still running') await stopServer(server, 'SIGKILL');
        sockets.forEach((ws) => ws.terminate());
        expect(outcome, log).toBe(0);
        expect(isRunning(server)).toBe(false);
      }
    },
  );
});
