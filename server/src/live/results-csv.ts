// The results as CSV (`?format=csv`): the Answers sheet's columns (results-answer-columns.ts), RFC
// 4180, UTF-8 with a BOM so spreadsheets read the accents. Built in chunks of rows, so that 150,000
// answers go out as they are written rather than as one string.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { ANSWER_COLUMNS, type AnswerCell } from './results-answer-columns.js';
import type { EventResults } from './results.js';

const ROWS_PER_CHUNK = 2000;

/**
 * A cell as text. One a spreadsheet would run as a formula (= + - @, or a tab or carriage return
 * first: CSV injection) gets a leading ' so it reads as text; numbers are written as numbers.
 */
export function csvCell(v: AnswerCell): string {
  if (v === null) return '';
  if (typeof v === 'number') return String(v);
  let s = v instanceof Date ? v.toISOString() : v;
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function* csvChunks(results: EventResults): Generator<string> {
  yield `\ufeff${ANSWER_COLUMNS.map((c) => csvCell(c.header)).join(',')}\r\n`;
  const { answers } = results;
  for (let start = 0; start < answers.length; start += ROWS_PER_CHUNK) {
    let chunk = '';
    for (const a of answers.slice(start, start + ROWS_PER_CHUNK)) {
      chunk += `${ANSWER_COLUMNS.map((c) => csvCell(c.value(a))).join(',')}\r\n`;
    }
    yield chunk;
  }
}

/**
 * The CSV as a stream that gives the event loop a turn after each chunk: a socket that drains at
 * once (loopback, a fast client) would otherwise have it written in one go, 2 s of 150,000 rows
 * during which nothing else on the server answered (results-export-cost.mjs).
 */
export function resultsCsvStream(results: EventResults): Readable {
  async function* paced() {
    for (const chunk of csvChunks(results)) {
      yield chunk;
      await nextTurn();
    }
  }
  return Readable.from(paced(), { objectMode: false });
}

/** The whole CSV as one string (tests and small events). */
export const resultsCsv = (results: EventResults): string => [...csvChunks(results)].join('');
