// Maps the dump's tables to the drizzle schema: which columns an export reads (timestamps as UTC
// ISO strings to the microsecond, no upload bytes) and how a validated row goes back in.
import { getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgTimestamp, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { activities, answers, eventPlayers, events, teams, uploads, users } from '../db/schema.js';
import type { TableName } from './dump-rows.js';

export const DUMP_TABLES: Record<TableName, PgTable> = {
  users,
  teams,
  activities,
  events,
  event_players: eventPlayers,
  answers,
  uploads,
};

/** Upload bytes travel as archive entries of their own, not inside the table's JSON. */
const isRowColumn = (key: string) => key !== 'bytes';

/** The select list of an export: every column but the bytes, timestamps formatted by PostgreSQL. */
export function exportColumns(table: PgTable): Record<string, PgColumn | SQL> {
  const columns = Object.entries(getTableColumns(table)).filter(([key]) => isRowColumn(key));
  return Object.fromEntries(
    columns.map(([key, column]) => [
      key,
      // A JS Date would cut the microseconds PostgreSQL keeps; formatted text keeps them.
      is(column, PgTimestamp) ? sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` : column,
    ]),
  );
}

/** A validated dump row as insert values: timestamps are cast by PostgreSQL, to the microsecond. */
export function insertValues(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      is(columns[key], PgTimestamp) && typeof value === 'string' ? sql`${value}::timestamptz` : value,
    ]),
  );
}
