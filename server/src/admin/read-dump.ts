// Reads a dump archive and validates all of it before anything is written: the layout, the
// manifest, every row of every table, the counts, and the references between rows. Any problem is
// a 400 that names the file and row, so an admin can tell what is wrong with a backup.
// Memory is bounded, not only bytes: the manifest's counts and the archive's sizes are held to each
// table's limits before a byte is inflated, and rows are parsed one by one as they inflate, so a
// table that breaks a limit is refused at the row that does. Validation gives the event loop back
// every few tens of milliseconds (time-slices.ts): an import of a large dump must not stall the players of running events.
import type { Entry } from 'yauzl';
import type { z } from 'zod';
import { schemas as S } from '@quizfest/shared';
import { badRequest } from '../errors.js';
import { checkIntegrity, type IntegrityOptions } from './dump-integrity.js';
import { classifyEntry, DUMP_LIMITS, KNOWN_SCHEMA_VERSIONS, MANIFEST_PATH, TABLE_LIMITS, tablePath } from './dump-layout.js';
import { ROW_SCHEMAS, TABLE_NAMES, type DumpRows, type TableName } from './dump-rows.js';
import { jsonArrayRows, RowsError } from './json-array-rows.js';
import { timeSlices } from './time-slices.js';
import type { ZipArchive } from './zip-archive.js';

export type ValidatedDump = {
  rows: DumpRows;
  counts: Record<TableName, number>;
  /** The archive entry holding each upload's bytes, by file name. */
  uploadEntries: Map<string, Entry>;
};

const issueText = (error: z.ZodError) => {
  const issue = error.issues[0];
  if (!issue) return 'is invalid';
  return issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
};

export async function readDump(archive: ZipArchive, options: IntegrityOptions): Promise<ValidatedDump> {
  const tableEntries = new Map<TableName, Entry>();
  const uploadEntries = new Map<string, Entry>();
  let manifestEntry: Entry | undefined;
  for (const [name, entry] of archive.entries) {
    const kind = classifyEntry(name);
    if (!kind) {
      throw badRequest(`Unexpected entry "${name}": a dump holds only ${MANIFEST_PATH}, tables/<table>.json and uploads/<file name>`);
    }
    if (kind.kind === 'manifest') manifestEntry = entry;
    else if (kind.kind === 'table') tableEntries.set(kind.table, entry);
    else if (kind.kind === 'upload') uploadEntries.set(kind.fileName, entry);
  }

  if (!manifestEntry) throw badRequest(`The archive has no ${MANIFEST_PATH}: it is not a QuizFest database dump`);
  const manifest = await readManifest(archive, manifestEntry);
  const counts = manifest.counts as Record<TableName, number>;
  checkSizes(tableEntries, counts);

  const rows = {} as DumpRows;
  for (const table of TABLE_NAMES) {
    (rows as Record<TableName, unknown[]>)[table] = await readTable(archive, tableEntries.get(table)!, table, counts[table]);
  }

  await checkIntegrity(rows, uploadEntries, options);
  return { rows, counts, uploadEntries };
}

/** Every limit that the manifest and the archive's directory can show, before anything inflates. */
function checkSizes(tableEntries: Map<TableName, Entry>, counts: Record<TableName, number>) {
  let tablesBytes = 0;
  for (const table of TABLE_NAMES) {
    const limits = TABLE_LIMITS[table];
    if (counts[table] > limits.rows) {
      throw badRequest(`${MANIFEST_PATH} counts ${counts[table]} ${table}; an import takes at most ${limits.rows}`);
    }
    const entry = tableEntries.get(table);
    if (!entry) throw badRequest(`The dump has no ${tablePath(table)}`);
    if (entry.uncompressedSize > limits.bytes) {
      throw badRequest(`${tablePath(table)} unpacks to ${mib(entry.uncompressedSize)}; an import takes at most ${mib(limits.bytes)}`);
    }
    tablesBytes += entry.uncompressedSize;
  }
  if (tablesBytes > DUMP_LIMITS.tablesBytes) {
    throw badRequest(`The dump's tables unpack to ${mib(tablesBytes)}; an import takes at most ${mib(DUMP_LIMITS.tablesBytes)}`);
  }
}

const mib = (bytes: number) => `${Math.ceil(bytes / (1024 * 1024))} MiB`;

async function readJson(archive: ZipArchive, entry: Entry, maxBytes: number): Promise<unknown> {
  const bytes = await archive.read(entry, maxBytes);
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest(`${entry.fileName} is not valid JSON`);
  }
}

async function readManifest(archive: ZipArchive, entry: Entry) {
  const parsed = S.DumpManifest.safeParse(await readJson(archive, entry, DUMP_LIMITS.manifestBytes));
  if (!parsed.success) throw badRequest(`${MANIFEST_PATH}: ${issueText(parsed.error)}`);
  const manifest = parsed.data;
  if (!KNOWN_SCHEMA_VERSIONS.includes(manifest.schemaVersion)) {
    throw badRequest(
      `The dump's schema version "${manifest.schemaVersion}" is not one this server knows (${KNOWN_SCHEMA_VERSIONS.join(', ')})`,
    );
  }
  const counted = Object.keys(manifest.counts).sort();
  if (counted.join() !== [...TABLE_NAMES].sort().join()) {
    throw badRequest(`${MANIFEST_PATH} must count exactly these tables: ${TABLE_NAMES.join(', ')}`);
  }
  return manifest;
}

/** The table's rows, validated one by one as they inflate; refused at the first row past `count`. */
async function readTable<T extends TableName>(archive: ZipArchive, entry: Entry, table: T, count: number): Promise<DumpRows[T]> {
  const limits = TABLE_LIMITS[table];
  const schema = ROW_SCHEMAS[table];
  const rows: unknown[] = [];
  const pause = timeSlices();
  const source = jsonArrayRows(archive.stream(entry, limits.bytes), { maxRowBytes: limits.rowBytes, maxDepth: DUMP_LIMITS.rowDepth });
  try {
    for await (const row of source) {
      if (rows.length === count) {
        throw badRequest(`${MANIFEST_PATH} counts ${count} ${table} but ${tablePath(table)} has more rows`);
      }
      const parsed = schema.safeParse(row);
      if (!parsed.success) throw badRequest(`${entry.fileName} row ${rows.length + 1}: ${issueText(parsed.error)}`);
      rows.push(parsed.data);
      await pause();
    }
  } catch (error) {
    if (error instanceof RowsError) throw badRequest(`${entry.fileName}: ${error.message}`);
    throw error;
  }
  if (rows.length !== count) throw badRequest(`${MANIFEST_PATH} counts ${count} ${table} but ${tablePath(table)} has ${rows.length} rows`);
  return rows as DumpRows[T];
}
