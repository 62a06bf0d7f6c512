// Parses an xlsx in a worker thread (issue 21): the reader builds the whole sheet in one
// synchronous step (~0.1-0.3 s for 1,000 questions, measured by server/bench/import-cost.mjs),
// which on the main thread would hold every live event's polls that long. The worker also bounds
// what a hostile workbook may cost: its heap is capped and it is stopped after a time limit.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { badRequest } from '../../errors.js';

const READER = createRequire(import.meta.url).resolve('read-excel-file/node');
const TIME_LIMIT_MS = 15_000;
const HEAP_MB = 256;

// Plain CommonJS, run with `eval`: no build step or loader needed, in tests and in production alike.
const CODE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readSheet } = require(workerData.reader);
const text = (c) => (c === null || c === undefined ? '' : c instanceof Date ? c.toISOString() : String(c));
readSheet(Buffer.from(workerData.bytes.buffer, workerData.bytes.byteOffset, workerData.bytes.byteLength), { trim: false }).then(
  (sheet) => parentPort.postMessage({ rows: sheet.map((row) => row.map(text)) }),
  (error) => parentPort.postMessage({ error: String((error && error.message) || error) }),
);
`;

/** The first sheet's cells as text; a workbook the reader cannot read is a 400. */
export function readSheetInWorker(bytes: Buffer): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CODE, {
      eval: true,
      workerData: { reader: READER, bytes },
      resourceLimits: { maxOldGenerationSizeMb: HEAP_MB },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(badRequest(`The xlsx file took more than ${TIME_LIMIT_MS / 1000} s to read`));
    }, TIME_LIMIT_MS);
    const settle = (then: () => void) => {
      clearTimeout(timer);
      void worker.terminate();
      then();
    };
    worker.once('message', (answer: { rows?: string[][]; error?: string }) =>
      settle(() => (answer.rows ? resolve(answer.rows) : reject(badRequest(`The xlsx file cannot be read: ${answer.error}`)))),
    );
    // Past its heap cap the worker dies: the workbook holds more than any quiz needs.
    worker.once('error', (error) => settle(() => reject(badRequest(`The xlsx file cannot be read: ${error.message}`))));
    worker.once('exit', (code) => settle(() => reject(badRequest(`The xlsx file cannot be read (its reader stopped with code ${code})`))));
  });
}
