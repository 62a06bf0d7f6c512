// Restores a database dump (docs/PRODUCT-RULES.md#import-export): everything is read and validated first, then the current
// data is replaced in ONE transaction, so a bad file, a failing row or a crash changes nothing.
// The reading and checking, the long part, happens before that transaction, in slices that give
// the event loop back; the transaction itself writes in batches. Running events keep being served
// meanwhile: their players poll from the event cache, and on PostgreSQL the old rows stay readable
// until the commit (see replaceData).
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.js';
import { activities, answers, eventPlayers, events, refreshTokens, teams, uploads, users } from '../db/schema.js';
import { badRequest, HttpError } from '../errors.js';
import { sniffImage } from '../uploads/image-types.js';
import { pixelRefusal } from '../uploads/service.js';
import { DUMP_LIMITS, uploadPath } from './dump-layout.js';
import { TABLE_NAMES, type TableName } from './dump-rows.js';
import { DUMP_TABLES, insertValues, withNameKeys } from './dump-tables.js';
import type { IntegrityOptions } from './dump-integrity.js';
import { readDump, type ValidatedDump } from './read-dump.js';
import { timeSlices } from './time-slices.js';
import { ZipArchive } from './zip-archive.js';

/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest table. */
const INSERT_CHUNK = 500;

export type ImportOptions = Omit<IntegrityOptions, 'now'> & {
  /** Runs the write phase; the caller keeps serving running events from memory meanwhile. */
  whileWriting?: <T>(write: () => Promise<T>) => Promise<T>;
};

export async function importDump(db: Db, zipPath: string, options: ImportOptions): Promise<Record<TableName, number>> {
  const archive = await ZipArchive.open(zipPath, DUMP_LIMITS);
  const { whileWriting = (write) => write() } = options;
  try {
    const dump = await readDump(archive, { scryptN: options.scryptN, now: new Date() });
    await whileWriting(() =>
      db.transaction(async (tx) => {
        await replaceData(tx);
        await insertRows(tx, dump);
        await insertUploads(tx, archive, dump);
      }),
    );
    return dump.counts;
  } catch (error) {
    throw asImportError(error);
  } finally {
    archive.close();
  }
}

/**
 * Deletes the current data, children first. DELETE rather than TRUNCATE: TRUNCATE locks every table
 * against readers until the commit, so on PostgreSQL each request that reaches the database (a
 * join, a poll whose cached event was refreshed) would wait for the whole import; deleted rows stay
 * readable by others until the commit. Sessions go too, as with a reset.
 */
async function replaceData(tx: Tx): Promise<void> {
  for (const table of [answers, eventPlayers, events, activities, teams, uploads, refreshTokens, users]) {
    await tx.execute(sql`delete from ${table}`);
  }
}

async function insertRows(tx: Tx, dump: ValidatedDump): Promise<void> {
  const pause = timeSlices();
  for (const name of TABLE_NAMES) {
    if (name === 'uploads') continue;
    const table = DUMP_TABLES[name];
    const rows: Record<string, unknown>[] = name === 'event_players' ? withNameKeys(dump.rows.event_players) : dump.rows[name];
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK).map((row) => insertValues(table, row));
      await tx.insert(table).values(chunk as never);
      // PGlite in the server's thread (PGLITE_THREAD=main) runs each statement there and answers
      // without a turn of the event loop: without turns, requests served from memory would wait
      // for the whole write phase.
      await pause();
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
    // An image the upload would refuse for its pixels is refused here too: a dump is no way around it.
    const refusal = pixelRefusal(bytes, sniffed.mimeType);
    if (refusal) throw badRequest(`${uploadPath(row.fileName)}: ${refusal.message}`);
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
