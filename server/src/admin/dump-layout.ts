// Where things live in a dump archive and the limits an import enforces (docs/PRODUCT-RULES.md#import-export):
//   manifest.json               { format, formatVersion, schemaVersion, createdAt, counts }
//   tables/<table>.json         the table's rows as a JSON array (see dump-rows.ts)
//   uploads/<fileName>          the bytes of each uploaded image
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, schemas as S } from '@quizfest/shared';
import { MIGRATIONS_DIR } from '../db/client.js';
import { TABLE_NAMES, type TableName } from './dump-rows.js';

export const DUMP_FORMAT = 'quizfest-dump' as const;
/**
 * 2 since quizzes may hold polls and several right answers, 3 since numeric estimates, 4 since
 * slides, quizzes' streak bonus, team scoring and hands-free pacing, and answers' streaks, 5 since
 * put-in-order questions (issue 20): a server that knows only
 * an earlier version refuses such a dump by its version instead of by a field it cannot read.
 * Earlier dumps import unchanged: the layout is the same, and every row they hold is one version 5
 * reads.
 */
export const DUMP_FORMAT_VERSION = 5 as const;

export const MANIFEST_PATH = 'manifest.json';
export const tablePath = (table: TableName) => `tables/${table}.json`;
export const uploadPath = (fileName: string) => `uploads/${fileName}`;

const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * What one table of a dump may hold. An import holds every validated row in memory until its
 * transaction (so that nothing is written before all of it is checked), so these caps bound its
 * memory: they sit far above what a venue's instance gathers in years (a thousand quiz nights of
 * fifty players and twenty questions is 1,000,000 answers) yet keep the worst case near 1 GiB.
 * A larger database moves with PostgreSQL's own tools. `rowBytes` is the largest row the API can
 * write, with room (a quiz of 500 questions in every language is the largest); `bytes` caps the
 * table's JSON, so a bomb is refused from the archive's directory, before a byte is inflated.
 */
export type TableLimits = { rows: number; rowBytes: number; bytes: number };
export const TABLE_LIMITS: Record<TableName, TableLimits> = {
  users: { rows: 20_000, rowBytes: 4 * KiB, bytes: 16 * MiB },
  teams: { rows: 100_000, rowBytes: 128 * KiB, bytes: 64 * MiB },
  activities: { rows: 20_000, rowBytes: 8 * MiB, bytes: 128 * MiB },
  events: { rows: 50_000, rowBytes: 256 * KiB, bytes: 64 * MiB },
  event_players: { rows: 250_000, rowBytes: 4 * KiB, bytes: 96 * MiB },
  answers: { rows: 1_000_000, rowBytes: 4 * KiB, bytes: 320 * MiB },
  uploads: { rows: 19_000, rowBytes: 4 * KiB, bytes: 8 * MiB },
};

export const DUMP_LIMITS = {
  maxEntries: 20_000,
  maxTotalBytes: 1024 * MiB,
  /** Compression ratio above which an entry of more than `ratioCheckAbove` bytes is a bomb. */
  maxRatio: 200,
  ratioCheckAbove: 1 * MiB,
  manifestBytes: 1 * MiB,
  /** All tables' JSON together: the tables' own caps add up to more than an import should hold. */
  tablesBytes: 512 * MiB,
  /** No row of any table nests deeper than this (a quiz question's answer texts are the deepest, at 7). */
  rowDepth: 16,
  uploadBytes: IMAGE_UPLOAD_MAX_BYTES,
} as const;

// The migrations this server was built with: a dump names the last one applied to its database.
const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
export const KNOWN_SCHEMA_VERSIONS: readonly string[] = journal.entries.map((entry) => entry.tag);
export const SCHEMA_VERSION = KNOWN_SCHEMA_VERSIONS.at(-1)!;

export type DumpEntry =
  { kind: 'manifest' } | { kind: 'table'; table: TableName } | { kind: 'upload'; fileName: string } | { kind: 'directory' };

const TABLE_ENTRY = /^tables\/([a-z_]+)\.json$/;
const UPLOAD_ENTRY = /^uploads\/(.+)$/;
const isTableName = (name: string): name is TableName => (TABLE_NAMES as string[]).includes(name);

/** What an archive entry is, or undefined when the name is not part of the layout. */
export function classifyEntry(name: string): DumpEntry | undefined {
  if (name === MANIFEST_PATH) return { kind: 'manifest' };
  // Archivers other than ours add directory entries; they carry nothing.
  if (name === 'tables/' || name === 'uploads/') return { kind: 'directory' };
  const table = TABLE_ENTRY.exec(name)?.[1];
  if (table !== undefined) return isTableName(table) ? { kind: 'table', table } : undefined;
  const fileName = UPLOAD_ENTRY.exec(name)?.[1];
  if (fileName !== undefined && S.FileNameParams.safeParse({ fileName }).success) return { kind: 'upload', fileName };
  return undefined;
}
