// The messages between the server's thread and the embedded database's own (pglite-thread.ts,
// pglite-worker.ts). Everything crosses by structured clone: statement text, parameters and rows
// (strings, numbers, booleans, parsed JSON, byte arrays), never functions.
import type { PgliteOptions } from './pglite-open.js';

/** What the worker is started with. */
export type PgliteWorkerData = { dataDir: string; options: PgliteOptions };

export type PgliteRequest = { id: number } & (
  | {
      op: 'query';
      text: string;
      params: unknown[] | undefined;
      rowMode: 'array' | 'object' | undefined;
      /**
       * The types the caller reads as PostgreSQL's text. The only parsers the code passes are
       * drizzle's, which keep timestamps, dates, intervals and numeric arrays as text; a function
       * cannot cross threads, so their types are named and the worker reads them as text.
       */
      rawTypes: number[] | undefined;
      tx: number | undefined;
    }
  | { op: 'exec'; text: string; tx: number | undefined }
  /** Opens a transaction; answered with its number once PGlite has begun it. */
  | { op: 'begin' }
  /** Commits (or rolls back) transaction `tx`; answered once PGlite has. */
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'listen'; channel: string }
  | { op: 'unlisten'; channel: string }
  | { op: 'close' }
);

/** An error as it crossed: its message and name, and the driver's own fields (code, detail, constraint…). */
export type CrossedError = { message: string; name: string; fields: Record<string, string | number> };

export type PgliteReply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: CrossedError }
  | { id: 0; notification: { channel: string; payload: string } }
  /** Sent once: the database is open (or could not be). */
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: CrossedError };

/** Flattens an error for the crossing: structured clone would keep only message and name. */
export function crossedError(error: unknown): CrossedError {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', fields: {} };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { message: error.message, name: error.name, fields };
}

/** The error again, on the other side, with the fields the error handler reads (`code` first). */
export function rebuiltError(crossed: CrossedError): Error {
  const error = Object.assign(new Error(crossed.message), crossed.fields);
  error.name = crossed.name;
  return error;
}
