// Where things live in a dump archive and the limits an import enforces (design §5):
//   manifest.json               { format, formatVersion, schemaVersion, createdAt, counts }
//   tables/<table>.json         the table's rows as a JSON array (see dump-rows.ts)
//   uploads/<fileName>          the bytes of each uploaded image
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, schemas as S } from '@quizfest/shared';
import { MIGRATIONS_DIR } from '../db/client.js';
import { TABLE_NAMES, type TableName } from './dump-rows.js';

export const DUMP_FORMAT = 'quizfest-dump' as const;
export const DUMP_FORMAT_VERSION = 1 as const;

export const MANIFEST_PATH = 'manifest.json';
export const tablePath = (table: TableName) => `tables/${table}.json`;
export const uploadPath = (fileName: string) => `uploads/${fileName}`;

const MiB = 1024 * 1024;
export const DUMP_LIMITS = {
  maxEntries: 20_000,
  maxTotalBytes: 1024 * MiB,
  /** Compression ratio above which an entry of more than `ratioCheckAbove` bytes is a bomb. */
  maxRatio: 200,
  ratioCheckAbove: 1 * MiB,
  manifestBytes: 1 * MiB,
  // JSON.parse needs the whole text as one string: V8 strings stop at about 512 MiB.
  tableBytes: 256 * MiB,
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
