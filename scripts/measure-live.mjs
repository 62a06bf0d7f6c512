#!/usr/bin/env node
// `npm run measure:live`: how fast a host action reaches a room of phones. Starts the product as
// `npm start` does (embedded PGlite; `--postgres URL` for PostgreSQL), fills an event with players
// (200 by default, `--players N`) who each hold a live socket, then runs host actions (start, reveal,
// next, …) and times each one from the host's call to the last socket receiving the new phase.
// Prints the median and the maximum of that time, and of every socket's own arrival.
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { api, arg, median, runningEvent, signedInManager, startServer } from './measure-kit.mjs';

const PLAYERS = Number(arg('players', '200'));
const ROUNDS = Number(arg('rounds', '10'));
const postgres = arg('postgres', '');

async function inBatches(items, size, fn) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(fn));
}

const fmt = (ms) => `${ms.toFixed(1)} ms`;

async function main() {
  const log = (line) => process.stderr.write(`measure-live: ${line}\n`);
  log('starting the server (building what is missing)…');
  const server = await startServer({ databaseUrl: postgres });
  log(`server at ${server.base}`);
  const { base } = server;
  try {
    const token = await signedInManager(base, 'measure-live');
    const { id: quizId } = await api(base, 'POST', '/activities/quiz', { name: 'Measure' }, token);
    const questions = Array.from({ length: ROUNDS }, (_, i) => ({
      type: 'multiple_text_choice_4',
      correctAnswer: 1,
      timeLimit: 600,
      texts: { en_US: { question: `Question ${i + 1}?`, answers: ['A', 'B', 'C', 'D'] } },
    }));
    await api(base, 'PUT', `/activities/quiz/${quizId}`, { name: 'Measure', questions }, token);
    const { eventId, code } = await runningEvent(base, token, { name: 'Measure night', quizId });

    const players = Array.from({ length: PLAYERS }, (_, i) => ({ id: randomUUID(), name: `Player ${i + 1}` }));
    await inBatches(players, 32, async (p) => {
      await api(base, 'POST', '/events/join', { code: code, playerId: p.id });
      await api(base, 'POST', '/players/set-info', { eventId, playerId: p.id, name: p.name, teamId: '' });
    });

    log(`${PLAYERS} players joined; opening their sockets`);
    // Each socket records when it first sees a view with the phase the host is about to cause.
    let expected = null;
    const arrivals = new Map();
    const sockets = await Promise.all(
      players.map(
        (p) =>
          new Promise((resolve, reject) => {
            const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { perMessageDeflate: false });
            ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', role: 'player', eventId, playerId: p.id })));
            ws.on('message', (data) => {
              const message = JSON.parse(data.toString());
              if (message.type !== 'player-state') return;
              resolve(ws);
              const live = message.live;
              if (expected && live && live.rev >= expected.rev && live.phase === expected.phase && !arrivals.has(p.id)) {
                arrivals.set(p.id, performance.now());
              }
            });
            ws.on('error', reject);
          }),
      ),
    );

    log('sockets open; timing host actions');
    const lastLatencies = [];
    const allLatencies = [];
    let view = await api(base, 'GET', `/events/${eventId}/live`, undefined, token);
    const plan = ['start'];
    for (let i = 1; i < ROUNDS; i++) plan.push('reveal', 'next');
    for (const action of plan) {
      const phase = action === 'reveal' ? 'reveal' : 'question';
      arrivals.clear();
      expected = { rev: view.live.rev + 1, phase };
      const t0 = performance.now();
      view = await api(base, 'POST', `/events/${eventId}/live`, { action }, token);
      const deadline = t0 + 10_000;
      while (arrivals.size < PLAYERS && performance.now() < deadline) await new Promise((r) => setTimeout(r, 1));
      if (arrivals.size < PLAYERS) throw new Error(`${action}: only ${arrivals.size} of ${PLAYERS} sockets got it within 10 s`);
      const times = [...arrivals.values()].map((t) => t - t0);
      lastLatencies.push(Math.max(...times));
      allLatencies.push(...times);
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const ws of sockets) ws.close();

    console.log(`host action -> ${PLAYERS} player sockets (${plan.length} actions, ${postgres ? 'PostgreSQL' : 'PGlite'})`);
    console.log(`  last socket: median ${fmt(median(lastLatencies))}, max ${fmt(Math.max(...lastLatencies))}`);
    console.log(`  every socket: median ${fmt(median(allLatencies))}, max ${fmt(Math.max(...allLatencies))}`);
  } finally {
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
