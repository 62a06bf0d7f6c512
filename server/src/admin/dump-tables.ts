// Maps the dump's tables to the drizzle schema: which columns an export reads (timestamps as UTC
// ISO strings to the microsecond, no upload bytes) and how a validated row goes back in.
import { getTableColumns, is, sql, type SQL } from 'drizzle-orm';
import { PgTimestamp, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { activities, answers, eventPlayers, events, teams, uploads, users } from '../db/schema.js';
import { nameKey } from '../players/name-key.js';
import type { DumpRows, TableName } from './dump-rows.js';

export const DUMP_TABLES: Record<TableName, PgTable> = {
  users,
  teams,
  activities,
  events,
  event_players: eventPlayers,
  answers,
  uploads,
};

/**
 * Upload bytes travel as archive entries of their own, not inside the table's JSON; a player's name
 * key is derived from the name, and made again on import (withNameKeys); a player's place in the
 * order of joining is the place of its row (exportOrder), numbered again as the import inserts it;
 * the network an upload came from is abuse control, not content (a manager's address has no place
 * in a dump), and an imported upload counts against no network's share.
 */
const NOT_IN_DUMPS = new Set(['bytes', 'nameKey', 'joinSeq', 'network']);
const isRowColumn = (key: string) => !NOT_IN_DUMPS.has(key);

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

/** The order of an export's rows: the players in the order they joined, so that an import keeps it. */
export function exportOrder(table: PgTable): PgColumn[] {
  return table === eventPlayers ? [eventPlayers.joinedAt, eventPlayers.joinSeq] : [];
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

/**
 * The event players of a dump with their name keys (players/name-key.ts), made as the application
 * makes them. A dump from before names were unique may hold two players of one name in an event:
 * the earlier joiner gets the key, the other keeps the name with none, as migration 0003 does.
 */
export function withNameKeys(rows: DumpRows['event_players']): (DumpRows['event_players'][number] & { nameKey: string | null })[] {
  const taken = new Set<string>();
  const order = rows.map((row, i) => ({ row, i })).sort((a, b) => a.row.joinedAt.localeCompare(b.row.joinedAt) || a.i - b.i);
  const keys = new Map<number, string | null>();
  for (const { row, i } of order) {
    const key = row.name && !row.removedAt ? nameKey(row.name) : null;
    const slot = key ? `${row.eventId}/${key}` : null;
    keys.set(i, key && slot && !taken.has(slot) ? key : null);
    if (slot) taken.add(slot);
  }
  return rows.map((row, i) => ({ ...row, nameKey: keys.get(i) ?? null }));
}
