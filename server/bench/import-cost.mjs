// `node server/bench/import-cost.mjs [--questions 1000] [--runs 5]`: what previewing an import of
// 1,000 questions costs (issue 21: under 2 s), for QuizFest's xlsx and csv, Kahoot's xlsx and an
// Open Trivia DB file, and the longest the event loop waited meanwhile: a live event's polls on
// the same server wait at most that long behind an import (the csv and JSON readers give the loop
// a turn every 25 ms; an xlsx is parsed in a worker thread). Runs the server's sources in process
// (tsx), no database: the preview of a file without images reads nothing from it.
import { spawnSync } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { register } from 'tsx/esm/api';
import { arg } from './lib/probe.mjs';
import { root } from './lib/server-process.mjs';

const QUESTIONS = Number(arg('questions', '1000'));
const RUNS = Number(arg('runs', '5'));

if (spawnSync('npm', ['run', 'build', '-w', 'shared'], { cwd: root, stdio: 'inherit' }).status !== 0)
  throw new Error('shared build failed');
register();
const { previewImport } = await import('../src/activities/import/preview.ts');
const { default: writeXlsxFile } = await import('write-excel-file/node');

const header = [
  'type',
  'question_en',
  'question_fr',
  'answer_1_en',
  'answer_1_fr',
  'answer_2_en',
  'answer_2_fr',
  'answer_3_en',
  'answer_3_fr',
  'answer_4_en',
  'answer_4_fr',
  'correct_answer',
  'time_limit',
];
const row = (i) => [
  '4 choices',
  `Question number ${i}: which of these is right?`,
  `Question numéro ${i} : laquelle est juste ?`,
  'One',
  'Un',
  'Two',
  'Deux',
  'Three',
  'Trois',
  'Four',
  'Quatre',
  String((i % 4) + 1),
  '20',
];
const rows = [header, ...Array.from({ length: QUESTIONS }, (_, i) => row(i + 1))];
const kahoot = [
  ...Array.from({ length: 7 }, () => ['']),
  [
    '',
    'Question - max 120 characters',
    'Answer 1 - max 75 characters',
    'Answer 2 - max 75 characters',
    'Answer 3 - max 75 characters',
    'Answer 4 - max 75 characters',
    'Time limit (sec) – 5, 10, 20, 30, 60, 90, 120, or 240 secs',
    'Correct answer(s) - choose at least one',
  ],
  ...Array.from({ length: QUESTIONS }, (_, i) => [String(i + 1), `Question ${i + 1}?`, 'A', 'B', 'C', 'D', '20', String((i % 4) + 1)]),
];
const cells = (table) => table.map((r) => r.map((value) => (value === '' ? null : { value })));
const files = {
  'template xlsx': await writeXlsxFile(cells(rows)).toBuffer(),
  'template csv': Buffer.from(rows.map((r) => r.map((c) => `"${c}"`).join(',')).join('\n')),
  'kahoot xlsx': await writeXlsxFile(cells(kahoot)).toBuffer(),
  'opentdb json': Buffer.from(
    JSON.stringify({
      response_code: 0,
      results: Array.from({ length: QUESTIONS }, (_, i) => ({
        type: 'multiple',
        difficulty: 'easy',
        category: 'General',
        question: `Question &quot;${i}&quot;?`,
        correct_answer: 'A',
        incorrect_answers: ['B', 'C', 'D'],
      })),
    }),
  ),
};

console.log(`${QUESTIONS} questions, ${RUNS} runs each (median; the longest event-loop wait of all runs)`);
for (const [name, bytes] of Object.entries(files)) {
  const times = [];
  let maxWait = 0;
  for (let i = 0; i < RUNS; i++) {
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const start = performance.now();
    const preview = await previewImport(undefined, 'bench', bytes, 'en_US');
    times.push(performance.now() - start);
    loop.disable();
    maxWait = Math.max(maxWait, loop.max / 1e6);
    const bad = preview.rows.filter((r) => r.problems.length).length;
    if (preview.rows.length !== QUESTIONS || bad) throw new Error(`${name}: ${preview.rows.length} rows, ${bad} with problems`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(13)} ${(bytes.length / 1024).toFixed(0).padStart(5)} KiB: ${(times[Math.floor(RUNS / 2)] / 1000).toFixed(3)} s (runs ${times.map((t) => t.toFixed(0)).join(', ')} ms); longest loop wait ${maxWait.toFixed(0)} ms`,
  );
}
