// The embedded database's own thread (started by pglite-thread.ts): opens PGlite here, with its
// fixed statements prepared, and answers the server thread's statements and transactions, so
// PostgreSQL's work runs on another core than the sockets and polls (issue 24).
import { parentPort, workerData } from 'node:worker_threads';
import type { PGlite, QueryOptions, Transaction } from '@electric-sql/pglite';
import { openPglite } from './pglite-open.js';
import { preparingPglite } from './pglite-prepared.js';
import { crossedError, type PgliteReply, type PgliteRequest, type PgliteWorkerData } from './pglite-thread-protocol.js';

const port = parentPort!;
const { dataDir, options } = workerData as PgliteWorkerData;
const reply = (message: PgliteReply) => port.postMessage(message);

/** A value read as PostgreSQL's text (see rawTypes in pglite-thread-protocol.ts). */
const asText = (value: string) => value;
/** One parsers object per set of raw types: the code passes two sets at most. */
const rawParsers = new Map<string, QueryOptions['parsers']>();
function queryOptions(rowMode: 'array' | 'object' | undefined, rawTypes: number[] | undefined): QueryOptions {
  if (!rawTypes?.length) return { rowMode };
  const key = rawTypes.join(',');
  let parsers = rawParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(rawTypes.map((type) => [type, asText]));
    rawParsers.set(key, parsers);
  }
  return { rowMode, parsers };
}

/** An open transaction: its handle, and how to let PGlite's transaction() callback end. */
type OpenTransaction = { tx: Transaction; finish(commit: boolean): void; endId?: number };
const transactions = new Map<number, OpenTransaction>();
let transactionSerial = 0;
/** Thrown inside the callback to make PGlite roll back a transaction the server thread gave up. */
const ROLLBACK = Symbol('rollback');

function begin(client: PGlite, id: number) {
  const number = ++transactionSerial;
  let begun = false;
  client
    .transaction(
      (tx) =>
        new Promise<void>((resolve, reject) => {
          begun = true;
          transactions.set(number, { tx, finish: (commit) => (commit ? resolve() : reject(ROLLBACK)) });
          reply({ id, ok: true, value: number });
        }),
    )
    .then(
      () => ({ ok: true as const }),
      (error: unknown) => (error === ROLLBACK ? { ok: true as const } : { ok: false as const, error }),
    )
    .then((outcome) => {
      const open = transactions.get(number);
      transactions.delete(number);
      // PGlite could not begin it (closed): the begin itself fails.
      if (!begun) {
        reply({ id, ok: false, error: crossedError(outcome.ok ? new Error('Transaction did not begin') : outcome.error) });
        return;
      }
      const endId = open?.endId;
      if (endId === undefined) return;
      reply(outcome.ok ? { id: endId, ok: true, value: null } : { id: endId, ok: false, error: crossedError(outcome.error) });
    });
}

function target(client: PGlite, tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return client;
  const open = transactions.get(tx);
  if (!open) throw new Error('Transaction is closed');
  return open.tx;
}

const listening = new Map<string, () => Promise<void>>();

async function answer(client: PGlite, request: PgliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const result = await target(client, request.tx).query(request.text, request.params, queryOptions(request.rowMode, request.rawTypes));
      // Only what the caller reads: the rows, their fields and how many a write changed.
      return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
    }
    case 'exec': {
      const results = await target(client, request.tx).exec(request.text);
      return results.map((result) => ({ rows: result.rows, fields: result.fields, affectedRows: result.affectedRows }));
    }
    case 'listen': {
      if (!listening.has(request.channel)) {
        const channel = request.channel;
        listening.set(channel, await client.listen(channel, (payload) => reply({ id: 0, notification: { channel, payload } })));
      }
      return null;
    }
    case 'unlisten': {
      const stop = listening.get(request.channel);
      listening.delete(request.channel);
      await stop?.();
      return null;
    }
    default:
      throw new Error(`Unknown request ${request.op}`);
  }
}

async function main() {
  let client: PGlite;
  try {
    client = preparingPglite(await openPglite(dataDir, options));
  } catch (error) {
    reply({ id: 0, ready: false, error: crossedError(error) });
    return;
  }
  port.on('message', (request: PgliteRequest) => {
    if (request.op === 'begin') return begin(client, request.id);
    if (request.op === 'end') {
      const open = transactions.get(request.tx);
      if (!open || open.endId !== undefined) {
        reply({ id: request.id, ok: false, error: crossedError(new Error('Transaction is closed')) });
        return;
      }
      open.endId = request.id;
      open.finish(request.commit);
      return;
    }
    if (request.op === 'close') {
      // Any transaction still open is rolled back first: PGlite's close waits for its locks.
      for (const open of transactions.values()) if (open.endId === undefined) open.finish(false);
      client.close().then(
        () => reply({ id: request.id, ok: true, value: null }),
        (error: unknown) => reply({ id: request.id, ok: false, error: crossedError(error) }),
      );
      return;
    }
    answer(client, request).then(
      (value) => reply({ id: request.id, ok: true, value }),
      (error: unknown) => reply({ id: request.id, ok: false, error: crossedError(error) }),
    );
  });
  reply({ id: 0, ready: true });
}

void main();
