// How much an imported quiz file may hold (issue 21). A spreadsheet of 2,000 questions in two
// languages is well under a megabyte; the caps leave room for that and refuse what only an
// attack needs. An xlsx is itself a zip, so its inflated size is capped before it is parsed.
import type { ZipLimits } from '../../admin/zip-archive.js';

const MiB = 1024 * 1024;

/** An xlsx, csv or json file. */
export const IMPORT_FILE_MAX_BYTES = 5 * MiB;
/** A zip of a spreadsheet and its images (each image at most what an upload may be). */
export const IMPORT_ZIP_MAX_BYTES = 50 * MiB;
/** Questions (rows) one file may bring. */
export const IMPORT_MAX_ROWS = 2000;
/** Characters a cell may hold before the row is refused (the longest text a question takes is 2,000). */
export const IMPORT_CELL_MAX_CHARS = 10_000;

export const XLSX_ZIP_LIMITS: ZipLimits = { maxEntries: 500, maxTotalBytes: 60 * MiB, maxRatio: 200, ratioCheckAbove: MiB };
export const BUNDLE_ZIP_LIMITS: ZipLimits = {
  maxEntries: IMPORT_MAX_ROWS + 10,
  maxTotalBytes: 200 * MiB,
  maxRatio: 200,
  ratioCheckAbove: MiB,
};

export const FILE_TOO_LARGE = `The file is too large: an import takes at most ${IMPORT_FILE_MAX_BYTES / MiB} MiB (a zip with images ${IMPORT_ZIP_MAX_BYTES / MiB} MiB)`;
export const tooManyRows = (rows: number) =>
  `The file has ${rows} questions; an import takes at most ${IMPORT_MAX_ROWS.toLocaleString('en-US')}`;

/**
 * Previews one server makes at once, and how many may wait. Each holds its file (up to 50 MiB) and
 * an xlsx's reader (a worker of up to 256 MiB heap): a manager sending imports in parallel must not
 * run the server out of memory for everyone else. A venue's quiz master imports one file at a time.
 */
export const IMPORTS_AT_ONCE = { running: 2, waiting: 4 };
export const IMPORTS_BUSY = 'The server is busy with other imports; try again in a moment';
