// A request that reaches the server while it stops (here: pipelined behind one still in flight)
// gets a 503 whose body is `{ error }` alone, like every other answer, and its connection closes.
import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { expect, it } from 'vitest';
import { SHUTTING_DOWN } from '../src/plugins/closing-answer.js';
import { buildTestApp } from './test-app.js';

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

it('answers a request that arrives while the server stops with 503 { error } alone', async () => {
  const t = await buildTestApp();
  const { port } = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (d) => (answer += d.toString()));
  const ended = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

  // A join whose body is still on its way when the stop begins: it holds the connection open. (Not a
  // poll: the poll's fast path finishes one in flight and closes its connection, poll-fast-path.test.ts.)
  const body = JSON.stringify({ code: 'ZZZZ', playerId: randomUUID() });
  socket.write(
    `POST /api/events/join HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await pause(200);
  const closed = t.app.close();
  await pause(200);
  // The rest of the join, and a second request behind it on the same connection.
  socket.write(`${body.slice(10)}GET /api/healthz HTTP/1.1\r\nHost: x\r\n\r\n`);
  await ended;
  await closed;
  await t.database.close();

  const responses = answer.split(/(?=HTTP\/1\.1 )/);
  expect(responses).toHaveLength(2);
  expect(responses[1]).toMatch(/^HTTP\/1\.1 503 /);
  expect(responses[1]).toMatch(/\r\nconnection: close\r\n/i);
  expect(JSON.parse(responses[1]!.slice(responses[1]!.indexOf('\r\n\r\n') + 4))).toEqual({ error: SHUTTING_DOWN });
});
