// Named prepared statements for the embedded database, as prepared-statements.ts gives PostgreSQL.
// PGlite's query() sends every statement as an unnamed Parse, so PostgreSQL parses and plans it on
// each call, inside the server's own thread (WebAssembly), and it crosses into WebAssembly six
// times a statement (Parse, Describe, Bind, Describe, Execute, Sync). The venue's join statement
// took 1.2-2.6 ms that way and 0.14 ms prepared (issue 24); planning was most of what a join
// storm cost on the embedded database.
//
// Here a fixed statement (1 to PREPARE_MAX_PARAMETERS parameters, the same rule as PostgreSQL's)
// is parsed once under a name; each call is then one message, Bind + Describe + Execute + Sync,
// whose answer PGlite's own parseResults reads exactly as query() would. Everything else goes to
// PGlite's query() unchanged. Both paths take PGlite's own locks in the same order query() and
// transaction() do, so a prepared statement never runs inside another caller's transaction.
import { parse, protocol, type PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';
import { PREPARE_MAX_PARAMETERS } from './prepared-statements.js';

/**
 * Statements kept prepared at most; past it the least recently used is closed. The code's fixed
 * statements are a few hundred shapes (a list of up to 32 ids is a shape per length).
 */
export const PGLITE_STATEMENT_CACHE = 400;

/** What PGlite declares protected but query() and transaction() run under: its two locks. */
type Locks = {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  /** Throws 'PGlite is closed' (or closing), as query() does: the server answers 503 for it. */
  _checkReady(): Promise<void>;
};

type Statement = { name: string; paramTypes: number[] };

const { serialize } = protocol;
/** PostgreSQL's error codes for a prepared statement gone, and for "cached plan must not change result type". */
const INVALID_STATEMENT_NAME = '26000';
const FEATURE_NOT_SUPPORTED = '0A000';
/** Only data statements: a utility statement (SET, BEGIN) takes no parameters and gains nothing. */
const DATA_STATEMENT = /^\s*(?:select|insert|update|delete|with)\b/i;

/** The protocol messages as one buffer, as execProtocol takes them. */
const concat = (parts: Uint8Array[]): Uint8Array => Buffer.concat(parts);

export const preparable = (text: string, params: readonly unknown[] | undefined) =>
  params !== undefined && params.length > 0 && params.length <= PREPARE_MAX_PARAMETERS && DATA_STATEMENT.test(text);

/**
 * Makes `client`'s query() (and its transactions' query()) run fixed statements prepared. Returns
 * the same client; `prepared()` tells how many statements are held (tests).
 */
export function preparingPglite(client: PGlite): PGlite & { prepared(): number } {
  const locks = client as unknown as Locks;
  const statements = new Map<string, Statement>();
  let serial = 0;
  const plainQuery = client.query.bind(client);
  const plainTransaction = client.transaction.bind(client);

  /**
   * PGlite's parsers with the caller's over them, as parseResults would merge them, but merged once
   * per set of the caller's types: drizzle passes its own on every call, and parseResults copied
   * PGlite's few hundred (one per array type) for each, which was a tenth of the join storm's CPU.
   * The caller's own functions are put in each time, so each call reads with its own.
   */
  const merged = new Map<string, PGlite['parsers']>();
  function parsersFor(options: QueryOptions | undefined) {
    const own = options?.parsers;
    if (!own) return client.parsers;
    const keys = Object.keys(own);
    const key = keys.join(',');
    let parsers = merged.get(key);
    // The callers are the code's: drizzle's two sets, so the map stays this small.
    if (!parsers) {
      parsers = { ...client.parsers };
      if (merged.size < 8) merged.set(key, parsers);
    }
    for (const k of keys) parsers[k] = own[k as unknown as number]!;
    return parsers;
  }

  /** Closes a statement PostgreSQL still holds; inside PGlite's query lock. */
  const close = (name: string) =>
    client.execProtocol(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false });

  /** Parses `text` under a new name (closing the oldest past the cap); inside PGlite's query lock. */
  async function prepare(text: string): Promise<Statement> {
    const parts: Uint8Array[] = [];
    if (statements.size >= PGLITE_STATEMENT_CACHE) {
      const [oldText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldText);
      parts.push(serialize.close({ type: 'S', name: oldest.name }));
    }
    const name = `qf_${++serial}`;
    parts.push(serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync());
    const { messages } = await client.execProtocol(concat(parts), { syncToFs: false });
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  }

  /** Runs a preparable statement; `inTransaction`: its changes are written out at the commit, not now. */
  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined, inTransaction: boolean) {
    await locks._checkReady();
    return locks._runExclusiveQuery(async () => {
      let statement = statements.get(text);
      if (statement) {
        // Most recently used last: the cap closes from the front.
        statements.delete(text);
        statements.set(text, statement);
      } else statement = await prepare(text);
      const { paramTypes } = statement;
      // As PGlite's query() turns parameters into text: by the type PostgreSQL inferred for each.
      const values = params.map((param, i) => {
        if (param === null || param === undefined) return null;
        const oid = paramTypes[i]!;
        const serializer = options?.serializers?.[oid] ?? client.serializers[oid];
        return serializer ? serializer(param) : String(param);
      });
      const message = concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      try {
        const { messages } = await client.execProtocol(message, { syncToFs: !inTransaction });
        return parse.parseResults(messages, parsersFor(options), options && { ...options, parsers: undefined })[0] as Results<T>;
      } catch (error) {
        // A statement PostgreSQL no longer holds, or whose result changed shape (a migration): the
        // next call prepares it again. Any other error (a unique key, a check) is the statement's own.
        const code = (error as { code?: string }).code;
        if (code === INVALID_STATEMENT_NAME || code === FEATURE_NOT_SUPPORTED) {
          statements.delete(text);
          // Best effort: a failed close must not hide the statement's own error.
          if (code === FEATURE_NOT_SUPPORTED) await close(statement.name).catch(() => {});
        }
        throw error;
      }
    });
  }

  // The transaction's own object stays the prototype: its `closed` is a getter, read live.
  const preparingTransaction = (tx: Transaction): Transaction =>
    Object.create(tx, {
      query: {
        value: <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> => {
          if (!preparable(text, params)) return tx.query<T>(text, params, options);
          if (tx.closed) return Promise.reject(new Error('Transaction is closed'));
          // Inside the transaction's lock already: only the query lock is taken.
          return run<T>(text, params!, options, true);
        },
      },
    }) as Transaction;

  client.query = <T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> =>
    preparable(text, params)
      ? locks._runExclusiveTransaction(() => run<T>(text, params!, options, false))
      : plainQuery<T>(text, params, options);
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> =>
    plainTransaction((tx) => callback(preparingTransaction(tx)));
  return Object.assign(client, { prepared: () => statements.size });
}
