// Several instances over one PostgreSQL (docs/ARCHITECTURE.md#live-data-flow): two apps on one database, each with its own
// pool, LISTEN and sockets, as behind a load balancer without sticky sessions. A change made on one
// reaches the sockets of the other through NOTIFY; a question is scored exactly once whichever
// instance (host call or deadline) gets there first; an answer is either acknowledged and counted,
// or refused as closed; a player who joined through one is known to the other at once, before its
// NOTIFY arrives. PGlite is one process with one connection: none of this can happen there.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, type Question } from '@quizfest/shared';
import { ANSWERS_CLOSED } from '../src/live/answer-store.js';
import { closeQuestion, type Applied } from '../src/live/live-store.js';
import { call } from './api-helpers.js';
import { expectOk, joinEvent, poll, setInfo } from './fixtures.js';
import { answer, hostAction, liveEvent } from './live-fixtures.js';
import { closeAllClients, LiveClient } from './live-socket-client.js';
import { buildTestInstances, usingPostgres, type TestApp } from './test-app.js';

/** Multiple-choice questions, option 2 right; long limits: the host or the test closes them, not the clock. */
const quiz = (count: number): Question[] =>
  Array.from({ length: count }, (_, i) => ({
    type: 'multiple_text_choice_4' as const,
    correctAnswer: 2,
    timeLimit: 120,
    texts: { en_US: { question: `Question ${i + 1}?`, answers: ['One', 'Two', 'Three', 'Four'] } },
  }));

/** A socket on `t` that said hello as `hello` says. */
async function connect(t: TestApp, hello: Record<string, unknown>): Promise<LiveClient> {
  const { port } = t.app.server.address() as AddressInfo;
  const client = await LiveClient.connect(`ws://127.0.0.1:${port}/api/live`);
  client.send({ type: 'hello', ...hello });
  return client;
}

describe.skipIf(!usingPostgres())(
  'several instances over one PostgreSQL (skipped on PGlite: one process, one connection, no races)',
  () => {
    let a: TestApp;
    let b: TestApp;
    let closeAll: () => Promise<void>;

    beforeAll(async () => {
      const built = await buildTestInstances(2);
      [a, b] = built.instances as [TestApp, TestApp];
      closeAll = built.close;
      for (const t of [a, b]) await t.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterEach(closeAllClients);
    afterAll(async () => closeAll?.());

    it('pushes a host action made on A to a player socket on B', async () => {
      const f = await liveEvent(a.app, 2, quiz(1));
      const player = await connect(b, { role: 'player', eventId: f.eventId, playerId: f.players[0]!.id });
      await player.next('player-state', (m) => m.live?.phase === 'lobby');

      const started = expectOk(await hostAction(a.app, f, 'start'));

      const pushed = await player.next('player-state', (m) => m.live?.phase === 'question');
      expect(pushed.live!.rev).toBe(started.live.rev);
      expect(pushed.live!.question).toMatchObject({ questionIndex: 0, deadline: started.live.question.deadline });
    });

    it('pushes a join on A to a screen socket on B', async () => {
      const f = await liveEvent(a.app, 1, quiz(1));
      const screenId = randomUUID();
      expectOk(await call(a.app, 'POST', '/events/join-as-screen', { code: f.code, screenId }));
      const screen = await connect(b, { role: 'screen', eventId: f.eventId, screenId });
      const first = await screen.next('screen-state');
      expect(first.players.map((p) => p.name)).toEqual(['Player 1']);

      const { playerId } = await joinEvent(a.app, f.code);
      expectOk(await setInfo(a.app, f.eventId, playerId, 'Late Lucy', f.teams.b));

      const pushed = await screen.next('screen-state', (m) => m.players?.some((p) => p.name === 'Late Lucy'));
      expect(pushed.players).toContainEqual({ name: 'Late Lucy', teamId: f.teams.b });
    });

    it('brings 120 players who join and name themselves at once on A to a screen on B (NOTIFYs gathered, each below 8000 bytes)', async () => {
      const f = await liveEvent(a.app, 0, quiz(1));
      const screenId = randomUUID();
      expectOk(await call(a.app, 'POST', '/events/join-as-screen', { code: f.code, screenId }));
      const screen = await connect(b, { role: 'screen', eventId: f.eventId, screenId });
      await screen.next('screen-state');
      const players = await Promise.all(Array.from({ length: 120 }, () => joinEvent(a.app, f.code)));
      // Long names: 120 of them are far more than one NOTIFY carries.
      const name = (i: number) => `Player ${i} `.padEnd(LIMITS.playerNameMax, 'x');
      for (const named of await Promise.all(players.map((p, i) => setInfo(a.app, f.eventId, p.playerId, name(i), f.teams.a)))) {
        expectOk(named);
      }
      const pushed = await screen.next('screen-state', (m) => m.players?.length === 120);
      expect(new Set(pushed.players.map((p) => p.name))).toEqual(new Set(players.map((_, i) => name(i))));
    });

    /**
     * `count` events, each held in B's cache, as B would hold an event its phones poll when a
     * newcomer joins through A: B looks the newcomer up when asked about them before the NOTIFY.
     */
    async function heldOnB(count: number) {
      const events = [];
      for (let i = 0; i < count; i++) events.push(await liveEvent(a.app, 0, quiz(1)));
      for (const f of events) expectOk(await call(b.app, 'GET', `/events/${f.eventId}/live`, undefined, f.token));
      return events;
    }

    // Each round races B's NOTIFY listener: B may hear of the join before or after the player reaches
    // it, and must know the player either way. Twenty rounds make "after" all but certain.
    it('accepts a hello on B from a player who joined on A a moment before', async () => {
      const events = await heldOnB(20);
      const { port } = b.app.server.address() as AddressInfo;
      for (const f of events) {
        // The socket is open before the join, so the hello follows the join as closely as it can.
        const client = await LiveClient.connect(`ws://127.0.0.1:${port}/api/live`);
        const { playerId } = await joinEvent(a.app, f.code);
        client.send({ type: 'hello', role: 'player', eventId: f.eventId, playerId });
        expect(await client.first()).toMatchObject({ type: 'player-state', event: { id: f.eventId }, player: { playerId } });
        client.close();
      }
    });

    it('pushes to a player on B its own name and team, set through A', async () => {
      const f = await liveEvent(a.app, 0, quiz(1));
      // Joined through B, so B knows the player without waiting for any NOTIFY.
      const { playerId } = await joinEvent(b.app, f.code);
      const client = await connect(b, { role: 'player', eventId: f.eventId, playerId });
      expect(await client.first()).toMatchObject({ type: 'player-state', player: { playerId } });
      expectOk(await setInfo(a.app, f.eventId, playerId, 'Quick Quentin', f.teams.a));
      const named = await client.next('player-state', (m) => m.player?.name === 'Quick Quentin');
      expect(named.player).toEqual({ playerId, name: 'Quick Quentin', teamId: f.teams.a });
    });

    it('answers a poll on B from a player who joined on A a moment before', async () => {
      const events = await heldOnB(20);
      for (const f of events) {
        const { playerId } = await joinEvent(a.app, f.code);
        const polled = expectOk(await poll(b.app, f.eventId, playerId));
        expect(polled.player).toMatchObject({ playerId });
      }
    });

    it('scores each question exactly once when both instances reveal and close it at the same moment', async () => {
      const rounds = 8;
      const f = await liveEvent(a.app, 4, quiz(rounds));
      const [p1, p2, p3] = f.players;
      const outcomes: string[] = [];
      for (let q = 0; q < rounds; q++) {
        const opener = q % 2 === 0 ? a : b;
        const opened = expectOk(await hostAction(opener.app, f, q === 0 ? 'start' : 'next'));
        expect(opened.live.question.questionIndex).toBe(q);
        const rev: number = opened.live.rev;
        // Right answers from both teams on both instances, so each question moves both teams' scores.
        expectOk(await answer(a.app, f, p1!.id, q, 2));
        expectOk(await answer(b.app, f, p2!.id, q, 2));
        expectOk(await answer(a.app, f, p3!.id, q, 4));

        // Every other round the instances' deadline path (closeQuestion) joins the race as well.
        const withClose = q % 2 === 1;
        const [revealA, revealB, closeA, closeB] = await Promise.all([
          hostAction(a.app, f, 'reveal'),
          hostAction(b.app, f, 'reveal'),
          withClose ? closeQuestion(a.app.db, f.eventId, rev) : null,
          withClose ? closeQuestion(b.app.db, f.eventId, rev) : null,
        ]);
        const reveals = [revealA, revealB];
        const closes = [closeA, closeB].filter((c): c is Applied => c !== null);
        const winners = reveals.filter((r) => r.status === 200).length + closes.length;
        expect(winners, `question ${q}: reveal A ${revealA.status}, reveal B ${revealB.status}, closes applied ${closes.length}`).toBe(1);
        for (const r of reveals.filter((x) => x.status !== 200)) expect(r.status).toBe(409);
        if (closes.length) a.app.live.changed([f.eventId], 'live');
        outcomes.push(revealA.status === 200 ? 'A' : revealB.status === 200 ? 'B' : closeA ? 'close A' : 'close B');
      }

      // What one addition per question gives: the mean of the members' points (a member who did not
      // answer counts 0), from the stored answers.
      const results = expectOk(await call(a.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
      const teamOf = new Map(f.players.map((p) => [p.name, p.teamId]));
      const members = (teamId: string) => f.players.filter((p) => p.teamId === teamId).length;
      const board = expectOk(await hostAction(a.app, f, 'leaderboard')).live.leaderboard.teams as { teamId: string; points: number }[];
      for (const teamId of [f.teams.a, f.teams.b]) {
        let expected = 0;
        for (let q = 0; q < rounds; q++) {
          const points = results.rows
            .filter((r: { questionIndex: number; playerName: string }) => r.questionIndex === q && teamOf.get(r.playerName) === teamId)
            .reduce((sum: number, r: { points: number }) => sum + r.points, 0);
          expected += Math.round(points / members(teamId));
        }
        expect(expected).toBeGreaterThan(0);
        const team = expectOk(await call(b.app, 'GET', `/teams/${teamId}`, undefined, f.token));
        expect(team.score, `team ${teamId} after rounds won by ${outcomes.join(', ')}`).toBe(expected);
        expect(board.find((t) => t.teamId === teamId)?.points).toBe(expected);
      }
    });

    it('counts in the reveal every answer it acknowledged while the reveal ran, and refuses the others as closed', async () => {
      const f = await liveEvent(a.app, 30, quiz(3));
      for (let q = 0; q < 3; q++) {
        expectOk(await hostAction(a.app, f, q === 0 ? 'start' : 'next'));
        // Answers spread over a few milliseconds on both instances, the reveal in the middle of them:
        // some are stored before it, some arrive after it, some are in a batch it waits for.
        const launch = <T>(afterMs: number, fn: () => Promise<T>) =>
          new Promise<T>((resolve, reject) => setTimeout(() => fn().then(resolve, reject), afterMs));
        const answers = f.players.map((p, i) => launch(i, () => answer(i % 2 === 0 ? a.app : b.app, f, p.id, q, (i % 4) + 1)));
        const reveal = launch(15, () => hostAction(q % 2 === 0 ? b.app : a.app, f, 'reveal'));
        const [revealed, ...given] = await Promise.all([reveal, ...answers]);

        const view = expectOk(revealed);
        const accepted = f.players.filter((_, i) => given[i]!.status === 200).map((p) => p.name);
        for (const res of given.filter((r) => r.status !== 200))
          expect(res).toMatchObject({ status: 409, body: { error: ANSWERS_CLOSED } });
        expect(view.live.reveal.answered).toBe(accepted.length);
        const results = expectOk(await call(a.app, 'GET', `/events/${f.eventId}/results`, undefined, f.token));
        const stored = results.rows
          .filter((r: { questionIndex: number }) => r.questionIndex === q)
          .map((r: { playerName: string }) => r.playerName);
        expect(stored.sort()).toEqual(accepted.sort());
      }
    });
  },
);
