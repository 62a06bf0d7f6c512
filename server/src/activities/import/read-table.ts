// Reads an imported spreadsheet (xlsx or csv) into rows of text cells. Every cell becomes text:
// a formula is never evaluated (an xlsx gives the value the spreadsheet last showed, a csv the
// characters as written), and nothing the file refers to (external links, images) is fetched.
import { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { badRequest, HttpError } from '../../errors.js';
import { ZipArchive } from '../../admin/zip-archive.js';
import { timeSlices } from '../../admin/time-slices.js';
import { readSheetInWorker } from './xlsx-worker.js';
import { IMPORT_CELL_MAX_CHARS, IMPORT_MAX_ROWS, tooManyRows, XLSX_ZIP_LIMITS } from './import-limits.js';

export type TextRows = string[][];

/** Rows read at most: the questions are counted once rows are read (preview.ts); a Kahoot file has 8 heading rows. */
const ROWS_READ_MAX = IMPORT_MAX_ROWS + 20;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export async function readXlsx(bytes: Buffer): Promise<TextRows> {
  // The xlsx's own zip is checked (entries, inflated size, ratio) before the reader inflates it whole.
  const archive = await ZipArchive.fromBuffer(bytes, XLSX_ZIP_LIMITS);
  const isWorkbook = archive.entries.has('xl/workbook.xml');
  archive.close();
  if (!isWorkbook) throw badRequest('The file is a zip but not an xlsx workbook (it has no xl/workbook.xml)');
  const rows = dropEmptyTail(await readSheetInWorker(bytes));
  if (rows.length > ROWS_READ_MAX) throw badRequest(tooManyRows(rows.length - 1));
  return rows;
}

export async function readCsv(bytes: Buffer): Promise<TextRows> {
  const rows: TextRows = [];
  const pause = timeSlices();
  // French spreadsheets save csv with ';': either separator is taken, and a BOM is skipped.
  const parser = Readable.from([bytes]).pipe(
    parse({ bom: true, delimiter: [',', ';'], relax_column_count: true, max_record_size: IMPORT_CELL_MAX_CHARS * 12 }),
  );
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rows.push(record);
      if (rows.length > ROWS_READ_MAX) throw badRequest(tooManyRows(rows.length - 1));
      await pause();
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(`The csv file cannot be read: ${message(error)}`);
  } finally {
    parser.destroy();
  }
  return dropEmptyTail(rows);
}

function dropEmptyTail(rows: TextRows): TextRows {
  let end = rows.length;
  while (end > 0 && rows[end - 1]!.every((cell) => cell.trim() === '')) end--;
  return rows.slice(0, end);
}
