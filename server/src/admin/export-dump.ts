// Writes a database dump (docs/PRODUCT-RULES.md#import-export) to a temporary file: the manifest, one JSON file per table
// and every uploaded image, all read in one repeatable-read transaction so that the dump is one
// consistent moment of the database. Images are read one at a time as the zip writer reaches them.
// Sessions (refresh_tokens) and settings (the signing secret) are not data and are left out.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { eq } from 'drizzle-orm';
import { ZipFile } from 'yazl';
import type { DumpManifest } from '@quizfest/shared';
import type { Db, Tx } from '../db/client.js';
import { uploads } from '../db/schema.js';
import { DUMP_FORMAT, DUMP_FORMAT_VERSION, MANIFEST_PATH, SCHEMA_VERSION, tablePath, uploadPath } from './dump-layout.js';
import { TABLE_NAMES, type TableName } from './dump-rows.js';
import { DUMP_TABLES, exportColumns, exportOrder } from './dump-tables.js';

export type DumpFile = {
  path: string;
  size: number;
  /** The name offered for download: database_dump_<timestamp>.zip (docs/PRODUCT-RULES.md#import-export). */
  downloadName: string;
  remove(): Promise<void>;
};

export async function exportDump(db: Db): Promise<DumpFile> {
  const dir = await mkdtemp(join(tmpdir(), 'quizfest-export-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const path = join(dir, 'dump.zip');
    const createdAt = new Date();
    await db.transaction((tx) => writeDump(tx, createWriteStream(path), createdAt), {
      isolationLevel: 'repeatable read',
      accessMode: 'read only',
    });
    const stamp = createdAt.toISOString().replace(/[:.]/g, '-');
    return { path, size: (await stat(path)).size, downloadName: `database_dump_${stamp}.zip`, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

async function writeDump(tx: Tx, out: Writable, createdAt: Date): Promise<void> {
  const zip = new ZipFile();
  const output = zip.outputStream as Readable;
  // yazl reports a failed lazy read on the ZipFile, not on its stream: end the stream with it.
  zip.on('error', (error: Error) => output.destroy(error));
  const written = pipeline(output, out);

  try {
    const counts = {} as Record<TableName, number>;
    for (const name of TABLE_NAMES) {
      const table = DUMP_TABLES[name];
      const rows = await tx
        .select(exportColumns(table))
        .from(table)
        .orderBy(...exportOrder(table));
      counts[name] = rows.length;
      zip.addBuffer(Buffer.from(JSON.stringify(rows)), tablePath(name), { mtime: createdAt });
      if (name === 'uploads') addImages(zip, tx, rows as { fileName: string; size: number }[], createdAt);
    }
    const manifest: DumpManifest = {
      format: DUMP_FORMAT,
      formatVersion: DUMP_FORMAT_VERSION,
      schemaVersion: SCHEMA_VERSION,
      createdAt: createdAt.toISOString(),
      counts,
    };
    zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), MANIFEST_PATH, { mtime: createdAt });
    zip.end();
  } catch (error) {
    // Close the half-written file before the caller deletes it.
    output.destroy(error as Error);
    await written.catch(() => {});
    throw error;
  }
  await written;
}

function addImages(zip: ZipFile, tx: Tx, rows: { fileName: string; size: number }[], mtime: Date): void {
  for (const { fileName, size } of rows) {
    // Images are compressed already: deflating them again costs time and saves nothing.
    zip.addReadStreamLazy(uploadPath(fileName), { compress: false, size, mtime }, (done) => {
      imageBytes(tx, fileName).then(
        (bytes) => done(null, Readable.from([bytes], { objectMode: false })),
        (error: unknown) => done(error, Readable.from([])),
      );
    });
  }
}

async function imageBytes(tx: Tx, fileName: string): Promise<Buffer> {
  // The transaction's snapshot still holds every row the upload list was read from.
  const [row] = await tx.select({ bytes: uploads.bytes }).from(uploads).where(eq(uploads.fileName, fileName));
  return row!.bytes;
}
