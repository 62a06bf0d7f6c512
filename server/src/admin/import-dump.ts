// Restores a database dump (design §5): everything is read and validated first, then the current
// data is replaced in ONE transaction, so a bad file, a failing row or a crash changes nothing.
import type { Db, Tx } from '../db/client.js';
import { uploads } from '../db/schema.js';
import { badRequest, HttpError } from '../errors.js';
import { sniffImage } from '../uploads/image-types.js';
import { DUMP_LIMITS, uploadPath } from './dump-layout.js';
import { TABLE_NAMES, type TableName } from './dump-rows.js';
import { DUMP_TABLES, insertValues } from './dump-tables.js';
import { readDump, type ValidatedDump } from './read-dump.js';
import { emptyDataTables } from './reset.js';
import { ZipArchive } from './zip-archive.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const INSERT_CHUNK = 500;

export async function importDump(db: Db, zipPath: string): Promise<Record<TableName, number>> {
  const archive = await ZipArchive.open(zipPath, DUMP_LIMITS);
  try {
    const dump = await readDump(archive);
    await db.transaction(async (tx) => {
      await emptyDataTables(tx);
      await insertRows(tx, dump);
      await insertUploads(tx, archive, dump);
    });
    return dump.counts;
  } catch (error) {
    throw asImportError(error);
  } finally {
    archive.close();
  }
}

async function insertRows(tx: Tx, dump: ValidatedDump): Promise<void> {
  for (const name of TABLE_NAMES) {
    if (name === 'uploads') continue;
    const table = DUMP_TABLES[name];
    const rows: Record<string, unknown>[] = dump.rows[name];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK).map((row) => insertValues(table, row));
      await tx.insert(table).values(chunk as never);
    }
  }
}

// One image at a time, straight from the archive: a dump's images never sit in memory together.
async function insertUploads(tx: Tx, archive: ZipArchive, dump: ValidatedDump): Promise<void> {
  for (const row of dump.rows.uploads) {
    const bytes = await archive.read(dump.uploadEntries.get(row.fileName)!, DUMP_LIMITS.uploadBytes);
    // The same rule as an upload: the bytes must be the image type the row claims.
    const sniffed = await sniffImage(bytes);
    if (sniffed?.mimeType !== row.mimeType) {
      throw badRequest(`${uploadPath(row.fileName)} does not hold an image of type ${row.mimeType}`);
    }
    await tx.insert(uploads).values({ ...insertValues(uploads, row), bytes } as never);
  }
}

/** A value PostgreSQL refused despite the validation is still the dump's fault: a 400 saying so. */
function asImportError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^(22|23)/.test(code)) {
      return badRequest(`The dump could not be imported: ${String(message)}`);
    }
    e = (e as { cause?: unknown }).cause;
  }
  return error;
}
