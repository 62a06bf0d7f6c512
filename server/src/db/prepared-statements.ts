// Makes the code's fixed statements named prepared statements on PostgreSQL. drizzle hands
// postgres.js every statement unprepared, and postgres.js then sends a statement with parameters
// in two round trips (Parse + Describe, wait for the parameter types, then Bind + Execute), and
// PostgreSQL parses and plans it each time. Prepared, a statement is parsed once per connection
// and then costs one round trip: in the benchmark's join storm this halved PostgreSQL's CPU per
// join (0.61 → 0.32 ms). Statements with many parameters are bulk writes and long lists, whose text
// changes with their length; preparing those would fill every connection's statement cache with
// shapes used once, so they stay unprepared.
import type { Sql } from 'postgres';

/** The most parameters a statement may have to be prepared; the code's fixed statements have fewer. */
export const PREPARE_MAX_PARAMETERS = 32;

type Unsafe = Sql['unsafe'];
type Scoped = (sql: Sql) => unknown;

/**
 * The same client, with statements of 1 to PREPARE_MAX_PARAMETERS parameters prepared. The
 * transactions and savepoints it opens hand their callback a client that does the same.
 */
export function preparingFixedStatements<T extends Sql>(sql: T): T {
  return new Proxy(sql, {
    get(target, property) {
      if (property === 'unsafe') {
        const unsafe: Unsafe = (query, parameters = [], options = {}) =>
          target.unsafe(query, parameters, {
            ...options,
            prepare: parameters.length > 0 && parameters.length <= PREPARE_MAX_PARAMETERS,
          });
        return unsafe;
      }
      if (property === 'begin' || property === 'savepoint') {
        // (options?, callback): only the callback's client is wrapped.
        return (...args: unknown[]) => {
          const scoped = args.pop() as Scoped;
          const open = Reflect.get(target, property, target) as (...a: unknown[]) => unknown;
          return open.apply(target, [...args, (inner: Sql) => scoped(preparingFixedStatements(inner))]);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
