// The quiz import's preview (issue 21): every row of an imported file as the question it would
// become, with its problems named. The server saves nothing; the editor takes the good rows.
import { z } from 'zod';
import { Question } from './schemas.js';

export const IMPORT_FORMATS = ['template', 'kahoot', 'opentdb'] as const;
export const ImportFormat = z.enum(IMPORT_FORMATS);

export const ImportPreviewRow = z.object({
  /** The row's number as the file shows it (a spreadsheet's row, or the position in a JSON list). */
  row: z.number().int(),
  /** The question the row becomes, or null when its problems leave none. */
  question: Question.nullable(),
  problems: z.array(z.string()),
  /** On a row with problems: its question as the file writes it, so the manager can find the row. */
  label: z.string().optional(),
});

export const ImportPreview = z.object({
  format: ImportFormat,
  rows: z.array(ImportPreviewRow),
  /** Images of a zip, checked and stored as uploads are, so the editor's save finds them. */
  images: z.array(z.string()),
});
