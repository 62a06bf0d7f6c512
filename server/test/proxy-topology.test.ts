// The deployment's topology as plain processes (issue 23, scripts/proxy-topology.mjs): two built
// instances over one PostgreSQL and Debian's nginx in front, with deploy/nginx.conf. A night goes
// through the proxy only: phones join over HTTP and hold live sockets that nginx spreads over both
// instances; while question 1 is open each instance in turn is stopped with SIGTERM and started
// again (a rolling restart). Every phone whose socket the stopping instance closed comes back
// through the proxy and says hello again; no acknowledged answer is lost, the deadline does not
// move, and the reveal scores every answer as the stored results say.
//
// The close code: a stopping instance closes its sockets with 1001 ("come back now"), not with
// @fastify/websocket's bare close (1005), and never cuts them (1006).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Question, ServerMessage } from '@quizfest/shared';
import { call } from './api-helpers.js';
import { expectOk, joinEvent, setInfo } from './fixtures.js';
import { hostAction, liveEvent, type LiveFixture } from './live-fixtures.js';
import { ensureBuilt, overHttp, root, type ServerProcess } from './server-process.js';
import { createPostgresDatabase, usingPostgres } from './test-app.js';

type Instance = { name: string; port: number; stop(signal?: NodeJS.Signals): Promise<number | string>; start(): Promise<void> };
type Topology = { url: string; instances: Instance[]; nginx: { errorLog(): string }; stop(): Promise<void> };
type TopologyModule = { startTopology(o: { databaseUrl: string; env?: Record<string, string> }): Promise<Topology> };

const PLAYERS = Number(process.env.PROXY_TOPOLOGY_PLAYERS ?? 200);
/** The browser client's reconnect backoff starts below this: each phone waits a random part of it. */
const RECONNECT_JITTER_MS = 500;
/** How long a phone may take to be back on the question after its socket closed (generous: a busy CI machine). */
const BACK_WITHIN_MS = 10_000;
const RIGHT = 2;

const quiz: Question[] = [1, 2].map((n) => ({
  type: 'multiple_text_choice_4' as const,
  correctAnswer: RIGHT,
  timeLimit: 60,
  texts: { en_US: { question: `Question ${n}?`, answers: ['One', 'Two', 'Three', 'Four'] } },
}));

type PlayerState = Extract<ServerMessage, { type: 'player-state' }>;
const onQuestion1 = (m: ServerMessage): m is PlayerState =>
  m.type === 'player-state' && m.live?.phase === 'question' && m.live.question?.questionIndex === 0;

/**
 * A phone's live socket through the proxy, as the browser client keeps it: hello on every open; when
 * the server closes it (1001, "come back"), a new one after a random 0–500 ms, through the proxy
 * again (whichever instance nginx picks). An answer not yet acknowledged is sent again on the new socket.
 */
class Phone {
  readonly frames: ServerMessage[] = [];
  /** From a close to the first push of question 1 on the new socket, per reconnection. */
  readonly reconnectMs: number[] = [];
  /** The close codes of its sockets, in order. */
  readonly closeCodes: number[] = [];
  /** What happened to its sockets (close codes, refused connections), for a failure's message. */
  readonly history: string[] = [];
  private ws: WebSocket | null = null;
  private closedAt: number | null = null;
  private pending: { activityId: string; questionIndex: number; answer: number } | null = null;
  private waiters = new Set<() => void>();
  private done = false;

  constructor(
    private readonly url: string,
    private readonly eventId: string,
    readonly playerId: string,
  ) {}

  async open(): Promise<void> {
    for (;;) {
      try {
        await this.connectOnce();
        return;
      } catch (error) {
        this.history.push(`connect failed: ${(error as Error).message}`);
        // A phone keeps trying, as the browser client does; the test's waits bound it.
        if (this.done) throw error;
        await sleep(Math.random() * RECONNECT_JITTER_MS);
      }
    }
  }

  private connectOnce(): Promise<void> {
    const ws = new WebSocket(this.url, { perMessageDeflate: false });
    return new Promise((resolve, reject) => {
      ws.once('error', reject);
      ws.once('open', () => {
        ws.removeListener('error', reject);
        ws.on('error', () => {});
        this.ws = ws;
        ws.send(JSON.stringify({ type: 'hello', role: 'player', eventId: this.eventId, playerId: this.playerId }));
        if (this.pending) ws.send(JSON.stringify({ type: 'answer', ...this.pending }));
        ws.on('message', (data) => this.receive(JSON.parse(data.toString()) as ServerMessage));
        ws.on('close', (code, reason) => {
          if (this.ws === ws) this.ws = null;
          this.history.push(`closed ${code} ${reason.toString()}`);
          if (this.done) return;
          this.closeCodes.push(code);
          this.closedAt ??= Date.now();
          setTimeout(() => void this.open().catch(() => {}), Math.random() * RECONNECT_JITTER_MS);
        });
        resolve();
      });
    });
  }

  private receive(m: ServerMessage) {
    this.frames.push(m);
    if (this.closedAt !== null && onQuestion1(m)) {
      this.reconnectMs.push(Date.now() - this.closedAt);
      this.closedAt = null;
    }
    if (m.type === 'ack' && this.pending && m.questionIndex === this.pending.questionIndex) this.pending = null;
    for (const w of this.waiters) w();
  }

  /** Resolves with the first frame from index `from` on that matches. */
  waitFor<T extends ServerMessage>(test: (m: ServerMessage) => m is T, what: string, from = 0, timeoutMs = BACK_WITHIN_MS): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.frames.slice(from).find(test);
        if (!found) return;
        cleanup();
        resolve(found);
      };
      const timer = setTimeout(() => {
        cleanup();
        const last = this.frames.slice(-4).map((f) => JSON.stringify(f).slice(0, 160));
        reject(new Error(`player ${this.playerId}: no ${what} within ${timeoutMs} ms; last frames: ${last.join(' | ')}`));
      }, timeoutMs);
      const cleanup = () => {
        clearTimeout(timer);
        this.waiters.delete(check);
      };
      this.waiters.add(check);
      check();
    });
  }

  /** Sends the answer (again on each new socket until acknowledged) and resolves with the ack. */
  answer(activityId: string, value: number) {
    const from = this.frames.length;
    this.pending = { activityId, questionIndex: 0, answer: value };
    this.ws?.send(JSON.stringify({ type: 'answer', ...this.pending }));
    return this.waitFor(
      (m): m is Extract<ServerMessage, { type: 'ack' | 'answer-error' }> =>
        (m.type === 'ack' || m.type === 'answer-error') && m.questionIndex === 0,
      'ack',
      from,
    );
  }

  /** Resolves once no reconnection is pending and the socket is back on question 1 after its last close. */
  async settled(timeoutMs = BACK_WITHIN_MS) {
    const until = Date.now() + timeoutMs;
    while (this.closedAt !== null || !this.ws) {
      if (Date.now() > until)
        throw new Error(
          `player ${this.playerId} was not back on question 1 within ${timeoutMs} ms: ${this.history.join('; ')}; ` +
            `last frames: ${this.frames
              .slice(-3)
              .map((f) => JSON.stringify(f).slice(0, 200))
              .join(' | ')}`,
        );
      await sleep(20);
    }
  }

  close() {
    this.done = true;
    this.ws?.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `fn` over `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, fn: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)]! : 0;
};

const nginxPath = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));

describe.skipIf(!usingPostgres() || !nginxPath)('two instances behind nginx as plain processes (PostgreSQL and nginx only)', () => {
  let topology: Topology;
  let dropDatabase: (() => Promise<void>) | undefined;
  const phones: Phone[] = [];

  beforeAll(async () => {
    await ensureBuilt();
    const database = await createPostgresDatabase();
    dropDatabase = database.drop;
    const script = pathToFileURL(join(root, 'scripts/proxy-topology.mjs')).href;
    const { startTopology } = (await import(script)) as TopologyModule;
    // No client build is needed: the API alone is driven.
    topology = await startTopology({ databaseUrl: database.url, env: { CLIENT_DIST: join(root, 'nonexistent') } });
  }, 6 * 60_000);
  afterAll(async () => {
    for (const p of phones) p.close();
    await topology?.stop();
    await dropDatabase?.();
  });

  it(
    `keeps ${PLAYERS} phones and every acknowledged answer through a rolling restart of both instances`,
    { timeout: 120_000 },
    async () => {
      const api = overHttp({ url: topology.url } as ServerProcess);
      const f: LiveFixture = await liveEvent(api, 0, quiz);
      // The players join and name themselves through the proxy, a few at a time, on both instances.
      const players = await inBatches(Array.from({ length: PLAYERS }), 16, async (_, i) => {
        const { playerId } = await joinEvent(api, f.code);
        const teamId = i % 2 === 0 ? f.teams.a : f.teams.b;
        expectOk(await setInfo(api, f.eventId, playerId, `Player ${i + 1}`, teamId));
        return { id: playerId, name: `Player ${i + 1}`, teamId };
      });
      const wsUrl = `${topology.url.replace('http', 'ws')}/api/live`;
      for (const p of players) phones.push(new Phone(wsUrl, f.eventId, p.id));
      await inBatches(phones, 16, (phone) => phone.open());
      await Promise.all(
        phones.map((p) => p.waitFor((m): m is PlayerState => m.type === 'player-state' && m.live?.phase === 'lobby', 'lobby')),
      );

      const started = expectOk(await hostAction(api, f, 'start')).live;
      const deadline: string = started.question.deadline;
      await Promise.all(phones.map((p) => p.waitFor(onQuestion1, 'question 1')));

      // Each player answers once: option (i % 4) + 1, so a quarter are right.
      const given = (i: number) => (i % 4) + 1;
      const acked = new Map<string, string>();
      const answerHalf = async (half: 0 | 1) => {
        const acks = await Promise.all(
          phones.map((phone, i) => (i % 2 === half ? phone.answer(f.activityId, given(i)).then((m) => ({ phone, m })) : null)),
        );
        for (const a of acks) {
          if (!a) continue;
          expect(a.m, `player ${a.phone.playerId}`).toMatchObject({ type: 'ack' });
          if (a.m.type === 'ack') acked.set(a.phone.playerId, a.m.answer);
        }
      };
      const restart = async (index: 0 | 1) => {
        const instance = topology.instances[index]!;
        const closedBefore = phones.reduce((n, p) => n + p.closeCodes.length, 0);
        const code = await instance.stop('SIGTERM');
        expect(code, `instance ${instance.name} exit`).toBe(0);
        await instance.start();
        await Promise.all(phones.map((p) => p.settled())).catch((error: Error) => {
          throw new Error(
            `${error.message}\nnginx's error log: ${topology.nginx
              .errorLog()
              .split('\n')
              .filter((l) => !l.includes('no live upstreams'))
              .join('\n')
              .slice(0, 4000)}`,
          );
        });
        return phones.reduce((n, p) => n + p.closeCodes.length, 0) - closedBefore;
      };

      // Half the players (spread over both instances) answer; then a rolling restart, A first.
      await answerHalf(0);
      const closedByA = await restart(0);
      // The other instance next, at once: with max_fails=0 in deploy/nginx.conf, nginx sends the
      // phones straight back to A (a passive mark left it out of the rotation for 5 s).
      await answerHalf(1);
      const closedByB = await restart(1);
      // nginx spread the sockets over both: each restart sent some phones elsewhere.
      expect(closedByA).toBeGreaterThan(0);
      expect(closedByB).toBeGreaterThan(0);

      // Every phone is on question 1 with the deadline it was first given, before and after each restart.
      for (const phone of phones) {
        const deadlines = new Set(phone.frames.filter(onQuestion1).map((m) => m.live!.question!.deadline));
        expect([...deadlines], `player ${phone.playerId}`).toEqual([deadline]);
      }

      const marks = phones.map((p) => p.frames.length);
      const revealed = expectOk(await hostAction(api, f, 'reveal')).live;
      expect(revealed.reveal).toMatchObject({ correctAnswer: RIGHT, answered: acked.size });

      // No acknowledged answer is lost: each is in the results the host downloads, scored as the reveal says.
      const results = expectOk(await call(api, 'GET', `/events/${f.eventId}/results`, undefined, f.token)).rows as {
        playerName: string;
        questionIndex: number;
        answer: string;
        correct: boolean;
        points: number;
      }[];
      const byName = new Map(results.filter((r) => r.questionIndex === 0).map((r) => [r.playerName, r]));
      let lost = 0;
      await Promise.all(
        phones.map(async (phone, i) => {
          const row = byName.get(players[i]!.name);
          const answer = acked.get(phone.playerId);
          if (answer !== undefined && row?.answer !== answer) lost++;
          const state = await phone.waitFor(
            (m): m is PlayerState => m.type === 'player-state' && m.live?.phase === 'reveal' && !!m.me?.result,
            'the reveal',
            marks[i],
          );
          const right = given(i) === RIGHT;
          expect(row, `player ${i + 1}`).toMatchObject({ answer: String(given(i)), correct: right });
          expect(state.me!.result, `player ${i + 1}`).toMatchObject({ correct: right, points: row!.points });
          if (right) expect(row!.points).toBeGreaterThan(0);
          else expect(row!.points).toBe(0);
        }),
      );
      expect(lost).toBe(0);
      expect(byName.size).toBe(PLAYERS);

      const times = phones.flatMap((p) => p.reconnectMs);
      const codes: Record<number, number> = {};
      for (const code of phones.flatMap((p) => p.closeCodes)) codes[code] = (codes[code] ?? 0) + 1;
      // Closed by the stopping instance with 'come back now' (see the top of the file), never cut.
      expect(Object.keys(codes)).toEqual(['1001']);
      expect(times.length).toBe(closedByA + closedByB);
      console.log(
        `proxy topology: ${PLAYERS} phones; ${closedByA} sockets closed by A's restart, ${closedByB} by B's; ` +
          `back on question 1 after max ${Math.max(...times)} ms, median ${median(times)} ms ` +
          `(0–${RECONNECT_JITTER_MS} ms random wait included); close codes ${JSON.stringify(codes)}; ` +
          `answers acknowledged ${acked.size}, lost ${lost}`,
      );
    },
  );
});
