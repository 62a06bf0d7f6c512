// The import's preview (issue 21): which format a file is, and every row of it as the question it
// would become with its problems named. The quiz is not touched; the editor puts the good rows in
// and the manager's Save stores them. Images of a zip are checked and stored as uploads are here,
// so the questions can name them and they exist when the editor saves (an import never confirmed
// leaves them unused, as an image uploaded in the editor and never saved does).
import { posix } from 'node:path';
import { IMAGE_UPLOAD_MAX_BYTES, type QuizLanguage, schemas as S } from '@quizfest/shared';
import type { Entry } from 'yauzl';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { badRequest, HttpError } from '../../errors.js';
import { ZipArchive } from '../../admin/zip-archive.js';
import { storeImage, type Uploader } from '../../uploads/service.js';
import { BUNDLE_ZIP_LIMITS, IMPORT_FILE_MAX_BYTES, IMPORT_MAX_ROWS, tooManyRows } from './import-limits.js';
import { kahootHeader, kahootRows } from './kahoot.js';
import { looksLikeOpenTdb, openTdbRows } from './opentdb.js';
import type { PreviewRow, RowProblems } from './question-draft.js';
import { readCsv, readXlsx, type TextRows } from './read-table.js';
import { type ImageResolver, isTemplateHeader, templateRows } from './template-rows.js';

export type ImportPreview = z.infer<typeof S.ImportPreview>;
type Format = ImportPreview['format'];

/** An image cell with no zip may only name an image already uploaded (an export writes those) or a URL. */
const UPLOADED_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|gif|webp|avif)$/;
const URL = /^https?:\/\/\S+$/i;

const isZip = (bytes: Buffer) => bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50;

export async function previewImport(db: Db, owner: Uploader, bytes: Buffer, language: QuizLanguage): Promise<ImportPreview> {
  if (bytes.length === 0) throw badRequest('The file is empty');
  if (!isZip(bytes)) {
    if (bytes.length > IMPORT_FILE_MAX_BYTES)
      throw badRequest('The file is too large for a spreadsheet; only a zip with images may be larger');
    const first = bytes
      .subarray(0, 64)
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trimStart();
    if (first.startsWith('{') || first.startsWith('[')) return { ...(await fromJson(bytes, language)), images: [] };
    return { ...(await fromTable(await readCsv(bytes), language, noZipImages)), images: [] };
  }
  const archive = await ZipArchive.fromBuffer(bytes, BUNDLE_ZIP_LIMITS);
  if (archive.entries.has('xl/workbook.xml')) {
    archive.close();
    return { ...(await fromTable(await readXlsx(bytes), language, noZipImages)), images: [] };
  }
  try {
    return await fromBundle(db, owner, archive, language);
  } finally {
    archive.close();
  }
}

const noZipImages: ImageResolver = (cell, problems) => {
  if (URL.test(cell) || UPLOADED_NAME.test(cell)) return cell;
  problems.add(`image "${cell}" is not in a zip: import a zip of the spreadsheet and its images`);
  return undefined;
};

async function fromJson(bytes: Buffer, language: QuizLanguage): Promise<{ format: Format; rows: PreviewRow[] }> {
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw badRequest('The file is not valid JSON');
  }
  if (!looksLikeOpenTdb(json)) throw badRequest('The JSON file is not an Open Trivia DB response ({ response_code, results })');
  return { format: 'opentdb', rows: await openTdbRows(json, language) };
}

async function fromTable(rows: TextRows, language: QuizLanguage, images: ImageResolver): Promise<{ format: Format; rows: PreviewRow[] }> {
  const kahoot = isTemplateHeader(rows[0]) ? undefined : kahootHeader(rows);
  const result: { format: Format; rows: PreviewRow[] } | undefined = isTemplateHeader(rows[0])
    ? { format: 'template', rows: await templateRows(rows, images) }
    : kahoot && { format: 'kahoot', rows: await kahootRows(rows, kahoot, language) };
  if (result) {
    if (result.rows.length > IMPORT_MAX_ROWS) throw badRequest(tooManyRows(result.rows.length));
    return result;
  }
  throw badRequest(
    "The spreadsheet has neither QuizFest's headings (type, question_en, question_fr, …) in its first row nor Kahoot's (Question, Answer 1 to 4, Correct answer(s))",
  );
}

const SHEET_EXTENSIONS = ['.xlsx', '.csv', '.json'];

/** A zip of one spreadsheet (or Open Trivia DB file) and the images its rows name. */
async function fromBundle(db: Db, owner: Uploader, archive: ZipArchive, language: QuizLanguage): Promise<ImportPreview> {
  const files = [...archive.entries.values()].filter((e) => !e.fileName.endsWith('/') && !e.fileName.startsWith('__MACOSX/'));
  const sheets = files.filter((e) => SHEET_EXTENSIONS.includes(posix.extname(e.fileName).toLowerCase()));
  if (sheets.length !== 1) {
    throw badRequest(`The zip must hold exactly one spreadsheet (.xlsx, .csv or .json) and its images; it holds ${sheets.length}`);
  }
  const sheet = sheets[0]!;
  const sheetBytes = await archive.read(sheet, IMPORT_FILE_MAX_BYTES);
  const byName = new Map<string, Entry>();
  for (const entry of files) if (entry !== sheet) byName.set(posix.basename(entry.fileName), entry);

  // Rows name images by file name; each is stored once, after the rows are read, and then named.
  const tokens = new Map<string, string>();
  const placeholder = (entryName: string) => {
    if (!tokens.has(entryName)) tokens.set(entryName, `zip-image-${tokens.size}`);
    return tokens.get(entryName)!;
  };
  const wanted = new Map<string, { rows: Set<number> }>();
  const resolve: ImageResolver = (cell, problems: RowProblems) => {
    const entry = byName.get(posix.basename(cell));
    if (!entry) return noZipImages(cell, problems);
    const want = wanted.get(entry.fileName) ?? { rows: new Set<number>() };
    want.rows.add(problems.row);
    wanted.set(entry.fileName, want);
    return placeholder(entry.fileName);
  };
  const ext = posix.extname(sheet.fileName).toLowerCase();
  const result =
    ext === '.json'
      ? await fromJson(sheetBytes, language)
      : await fromTable(ext === '.csv' ? await readCsv(sheetBytes) : await readXlsxChecked(sheetBytes), language, resolve);

  const stored = new Map<string, string>();
  const refused = new Map<string, string>();
  for (const name of wanted.keys()) {
    try {
      stored.set(placeholder(name), await storeImage(db, owner, await archive.read(archive.entries.get(name)!, IMAGE_UPLOAD_MAX_BYTES)));
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
      refused.set(placeholder(name), `image ${posix.basename(name)}: ${error.message}`);
    }
  }
  for (const row of result.rows) {
    const ref = row.question?.imageUrl;
    if (!row.question || !ref || !PLACEHOLDER.test(ref)) continue;
    const why = refused.get(ref);
    if (why) {
      row.problems.push(`row ${row.row}: ${why}`);
      row.question = null;
    } else row.question.imageUrl = stored.get(ref)!;
  }
  return { ...result, images: [...stored.values()] };
}

// A name the question schema takes while the image is not stored yet; it never leaves this file.
const PLACEHOLDER = /^zip-image-\d+$/;

async function readXlsxChecked(bytes: Buffer): Promise<TextRows> {
  if (!isZip(bytes)) throw badRequest('The .xlsx file in the zip is not an xlsx workbook');
  return readXlsx(bytes);
}
