// The embedded database in a thread of its own (PGLITE_THREAD=worker; the default is the server's
// thread). PGlite runs PostgreSQL as WebAssembly, synchronously, in whatever thread calls it: in the
// server's, a statement holds up every socket and poll for as long as it runs, and other cores stay
// idle (issue 24). Here PGlite runs in a worker thread (pglite-worker.ts) and this side gives drizzle
// the part of PGlite's API it uses (query, exec, transaction) plus listen, as messages.
//
// The statements' order and PGlite's locking are unchanged: the worker takes PGlite's own locks in
// the order the requests arrive, and a transaction holds them from its begin to its end, as in one
// thread. The crossing costs ~80 µs of wall and CPU a statement (a structured clone each way and a
// thread's wake-up), more than a prepared statement's own ~50 µs: on this 2-core machine, whose
// other core runs the bench's load, it measured no gain (README "The embedded database's own
// thread"), so it is an option for hosts with cores to spare and long statements, not the default.
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { PgliteOptions } from './pglite-open.js';
import { rebuiltError, type PgliteReply, type PgliteRequest, type PgliteWorkerData } from './pglite-thread-protocol.js';

/** How long a close waits for PGlite to write out and stop before the thread is ended. */
const CLOSE_TIMEOUT_MS = 10_000;

/** The part of PGlite drizzle and the server call, answered by the worker. */
export type PgliteThread = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'listen' | 'close'>;

/** Distributes each request without its id (the union is kept per op). */
type Request = PgliteRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/**
 * Under vitest the server runs from its TypeScript sources: the worker then loads through tsx's
 * loader, registered in the thread before its entry is imported (Node 20 does not take `--import`
 * for a worker). Built (dist/), the entry is plain JavaScript beside this file.
 */
function startWorker(workerData: PgliteWorkerData): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  // tsx's ESM API (its CommonJS one registers a path that does not exist); resolved from the
  // working directory, the repository's, as vitest runs.
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const code = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`;
  return new Worker(code, { eval: true, workerData });
}

/** Starts the worker and resolves once PGlite is open there (or rejects with why it could not). */
export async function openPgliteThread(dataDir: string, options: PgliteOptions = {}): Promise<PgliteThread> {
  const worker = startWorker({ dataDir, options });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let serial = 0;
  /** Set once the thread has ended or is closing: every call then fails as PGlite's own do when closed. */
  let closed: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: PgliteReply) => {
      if ('ready' in message) {
        if (message.ready) resolve();
        else reject(rebuiltError(message.error));
        return;
      }
      if ('notification' in message) {
        for (const listener of listeners.get(message.notification.channel) ?? []) listener(message.notification.payload);
        return;
      }
      const call = pending.get(message.id);
      if (!call) return;
      pending.delete(message.id);
      if (message.ok) call.resolve(message.value);
      else call.reject(rebuiltError(message.error));
    });
    // The thread stopped (an abort in the WebAssembly, out of memory, a close): what was asked fails
    // with the words the error handler answers 503 for, and so does everything asked after.
    const ended = (why: string) => {
      closed ??= new Error('PGlite is closed');
      const error = new Error('PGlite is closed', { cause: new Error(why) });
      for (const call of pending.values()) call.reject(error);
      pending.clear();
      reject(error);
    };
    worker.on('error', (error) => {
      console.error(`the embedded database's thread failed: ${error.stack ?? error.message}`);
      ended(error.message);
    });
    worker.on('exit', (code) => ended(`the embedded database's thread exited (${code})`));
  });
  await ready;

  function call<T>(request: Request): Promise<T> {
    if (closed) return Promise.reject(closed);
    const id = ++serial;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id } as PgliteRequest);
    });
  }

  function query<T>(text: string, params: unknown[] | undefined, options: QueryOptions | undefined, tx: number | undefined) {
    if (options?.serializers) return Promise.reject(new Error('Custom serializers cannot cross to the database thread'));
    const rawTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return call<Results<T>>({ op: 'query', text, params, rowMode: options?.rowMode, rawTypes, tx });
  }

  async function transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const number = await call<number>({ op: 'begin' });
    let ended = false;
    const tx = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        ended ? Promise.reject(new Error('Transaction is closed')) : query<R>(text, params, options, number),
      exec: (text: string) =>
        ended ? Promise.reject(new Error('Transaction is closed')) : call<Results[]>({ op: 'exec', text, tx: number }),
      get closed() {
        return ended;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      ended = true;
      // The rollback's own failure (a closed database) must not hide why the transaction failed.
      await call({ op: 'end', tx: number, commit: false }).catch(() => {});
      throw error;
    }
    ended = true;
    await call({ op: 'end', tx: number, commit: true });
    return result;
  }

  return {
    query: <T>(text: string, params?: unknown[], options?: QueryOptions) => query<T>(text, params, options, undefined),
    exec: (text: string) => call<Results[]>({ op: 'exec', text, tx: undefined }),
    transaction,
    async listen(channel: string, onNotify: (payload: string) => void) {
      let set = listeners.get(channel);
      if (!set) {
        set = new Set();
        listeners.set(channel, set);
        await call({ op: 'listen', channel });
      }
      set.add(onNotify);
      return async () => {
        set.delete(onNotify);
        if (set.size > 0 || listeners.get(channel) !== set) return;
        listeners.delete(channel);
        await call({ op: 'unlisten', channel });
      };
    },
    async close() {
      if (closed) return;
      const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
      const stop = call({ op: 'close' });
      closed = new Error('PGlite is closed');
      const timer = setTimeout(() => void worker.terminate(), CLOSE_TIMEOUT_MS);
      try {
        await stop;
        // PGlite has written out and closed: nothing in the thread is left to wait for.
        void worker.terminate();
      } finally {
        await exited;
        clearTimeout(timer);
      }
    },
  } as PgliteThread;
}
