// A list (of ids, of rows) as one jsonb parameter: a statement then keeps one shape whatever the
// list's length, so it is prepared once (db/prepared-statements.ts) instead of being parsed and
// planned anew for every length, and the batches of a storm never meet PostgreSQL's parameter cap.
import { sql, type SQLWrapper } from 'drizzle-orm';

/**
 * A lone surrogate (half of an emoji cut off) goes into text as U+FFFD, but PostgreSQL refuses its
 * \u escape in jsonb: strings go in well-formed, as a text parameter would store them.
 */
const wellFormed = (_key: string, value: unknown) =>
  typeof value === 'string' ? (value as unknown as { toWellFormed(): string }).toWellFormed() : value;

/** The text a jsonb parameter takes: for a prepared statement's placeholder, cast `::jsonb` in its SQL. */
export const jsonbText = (value: unknown) => JSON.stringify(value, wellFormed);

export const jsonb = (value: unknown) => sql`${jsonbText(value)}::jsonb`;

/** `column in (ids)`, the ids as one jsonb parameter. */
export const inUuids = (column: SQLWrapper, ids: string[]) =>
  sql`${column} in (select value::uuid from jsonb_array_elements_text(${jsonb(ids)}))`;
