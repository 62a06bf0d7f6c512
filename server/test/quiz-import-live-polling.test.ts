// A quiz import must not stall a live event on the same server (issue 21): a real listening server,
// players polling over HTTP while a manager previews 1,000-question files (xlsx, parsed in a worker,
// and csv, read in slices). Every poll is answered, and every player is answered while the imports
// are under way (not only before and after them). The latencies are printed, never asserted: speed
// is measured by `node server/bench/import-cost.mjs` (the longest event-loop wait during an import).
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUpAndIn } from './api-helpers.js';
import { createEvent, hoursFromNow, joinEvent, saveEvent } from './fixtures.js';
import { csv, TEMPLATE_HEADER, templateRow, xlsx } from './quiz-import-files.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { createActivity } from './fixtures.js';

const PLAYERS = 20;
const QUESTIONS = 1000;

let t: TestApp;
let base: string;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api`;
});
afterAll(() => t.close());

it("keeps answering every player's polls while 1,000-question files are imported", async () => {
  const { token } = await signUpAndIn(t.app);
  const event = await createEvent(t.app, token, 'Live night');
  const live = await saveEvent(t.app, token, event, { startDate: hoursFromNow(-1), endDate: hoursFromNow(3) });
  const players = await Promise.all(Array.from({ length: PLAYERS }, () => joinEvent(t.app, live.code, randomUUID())));
  const quizId = await createActivity(t.app, token, 'quiz', 'Big import');
  const rows = Array.from({ length: QUESTIONS }, (_, i) =>
    templateRow({
      type: '4 choices',
      question_en: `Q${i}?`,
      question_fr: `Q${i} ?`,
      answer_1_en: 'a',
      answer_2_en: 'b',
      answer_3_en: 'c',
      answer_4_en: 'd',
      answer_1_fr: 'a',
      answer_2_fr: 'b',
      answer_3_fr: 'c',
      answer_4_fr: 'd',
      correct_answer: 1,
    }),
  );
  const files: [Buffer, string][] = [
    [await xlsx([TEMPLATE_HEADER, ...rows]), 'big.xlsx'],
    [csv([TEMPLATE_HEADER, ...rows]), 'big.csv'],
    [await xlsx([TEMPLATE_HEADER, ...rows]), 'big.xlsx'],
  ];

  let importing = true;
  const latencies: number[] = [];
  const statuses = new Set<number>();
  let importStart = Infinity;
  let importEnd = Infinity;
  const answeredDuringImport = new Set<string>();
  const pollers = players.map(async ({ playerId, eventId }) => {
    while (importing) {
      const start = performance.now();
      const res = await fetch(`${base}/events/poll`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ eventId, playerId }),
      });
      await res.arrayBuffer();
      statuses.add(res.status);
      const end = performance.now();
      latencies.push(end - start);
      if (start >= importStart && end <= importEnd) answeredDuringImport.add(playerId);
      await new Promise((r) => setTimeout(r, 50));
    }
  });
  importStart = performance.now();
  for (const [bytes, name] of files) {
    const form = new FormData();
    form.append('file', new Blob([bytes]), name);
    const res = await fetch(`${base}/activities/quiz/${quizId}/import`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { rows: unknown[] }).rows).toHaveLength(QUESTIONS);
  }
  importEnd = performance.now();
  const importMs = importEnd - importStart;
  importing = false;
  await Promise.all(pollers);

  latencies.sort((a, b) => a - b);
  const p = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  console.log(
    `${files.length} imports of ${QUESTIONS} questions in ${importMs.toFixed(0)} ms; ${latencies.length} polls by ${PLAYERS} players: ` +
      `p50 ${p(0.5).toFixed(0)} ms, p99 ${p(0.99).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
  );
  expect([...statuses]).toEqual([200]);
  expect(latencies.length).toBeGreaterThan(PLAYERS);
  // A poll sent and answered inside the import window: the server did not hold every player
  // until the files were read.
  expect(answeredDuringImport.size).toBe(PLAYERS);
});
