// Reads a dump archive and validates all of it before anything is written: the layout, the
// manifest, every row of every table, the counts, and the references between rows. Any problem is
// a 400 that names the file and row, so an admin can tell what is wrong with a backup.
import type { Entry } from 'yauzl';
import type { z } from 'zod';
import { schemas as S } from '@quizfest/shared';
import { badRequest } from '../errors.js';
import { checkIntegrity } from './dump-integrity.js';
import { classifyEntry, DUMP_LIMITS, KNOWN_SCHEMA_VERSIONS, MANIFEST_PATH, tablePath } from './dump-layout.js';
import { ROW_SCHEMAS, TABLE_NAMES, type DumpRows, type TableName } from './dump-rows.js';
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

export async function readDump(archive: ZipArchive): Promise<ValidatedDump> {
  const tableEntries = new Map<TableName, Entry>();
  const uploadEntries = new Map<string, Entry>();
  let manifestEntry: Entry | undefined;
  for (const [name, entry] of archive.entries) {
    const kind = classifyEntry(name);
    if (!kind) {
      throw badRequest(
        `Unexpected entry "${name}": a dump holds only ${MANIFEST_PATH}, tables/<table>.json and uploads/<file name>`,
      );
    }
    if (kind.kind === 'manifest') manifestEntry = entry;
    else if (kind.kind === 'table') tableEntries.set(kind.table, entry);
    else if (kind.kind === 'upload') uploadEntries.set(kind.fileName, entry);
  }

  if (!manifestEntry) throw badRequest(`The archive has no ${MANIFEST_PATH}: it is not a QuizFest database dump`);
  const manifest = await readManifest(archive, manifestEntry);

  const rows = {} as DumpRows;
  for (const table of TABLE_NAMES) {
    const entry = tableEntries.get(table);
    if (!entry) throw badRequest(`The dump has no ${tablePath(table)}`);
    const tableRows = await readTable(archive, entry, table);
    if (tableRows.length !== manifest.counts[table]) {
      throw badRequest(
        `${MANIFEST_PATH} counts ${manifest.counts[table]} ${table} but ${tablePath(table)} has ${tableRows.length} rows`,
      );
    }
    (rows as Record<TableName, unknown[]>)[table] = tableRows;
  }

  checkIntegrity(rows, uploadEntries);
  return { rows, counts: manifest.counts as Record<TableName, number>, uploadEntries };
}

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

async function readTable<T extends TableName>(archive: ZipArchive, entry: Entry, table: T): Promise<DumpRows[T]> {
  const data = await readJson(archive, entry, DUMP_LIMITS.tableBytes);
  if (!Array.isArray(data)) throw badRequest(`${entry.fileName} must hold a JSON array of rows`);
  const schema = ROW_SCHEMAS[table];
  return data.map((row, index) => {
    const parsed = schema.safeParse(row);
    if (!parsed.success) throw badRequest(`${entry.fileName} row ${index + 1}: ${issueText(parsed.error)}`);
    return parsed.data;
  }) as DumpRows[T];
}
