// Builds the files the quiz import tests send (xlsx, csv, zip) in memory, and sends them the way
// the quiz editor does: multipart to POST /activities/quiz/:id/import.
import type { FastifyInstance } from 'fastify';
import writeXlsxFile from 'write-excel-file/node';
import { ZipFile } from 'yazl';
import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';

export const TEMPLATE_HEADER = [
  'type',
  'question_en',
  'question_fr',
  'answer_1_en',
  'answer_1_fr',
  'answer_2_en',
  'answer_2_fr',
  'answer_3_en',
  'answer_3_fr',
  'answer_4_en',
  'answer_4_fr',
  'correct_answer',
  'text_answer_en',
  'text_answer_fr',
  'image',
  'time_limit',
  'points',
];

type Cell = string | number | null | { type: 'Formula'; value: string };

export const xlsx = (rows: Cell[][]) =>
  writeXlsxFile(rows.map((r) => r.map((c) => (c === null ? null : typeof c === 'object' ? c : { value: c }))) as never).toBuffer();

export const csv = (rows: (string | number)[][], separator = ',') =>
  Buffer.from(rows.map((r) => r.map((c) => `"${String(c).replace(/"/g, '""')}"`).join(separator)).join('\r\n'), 'utf8');

/** A template row from named cells; the rest are empty. */
export const templateRow = (cells: Record<string, string | number>) => TEMPLATE_HEADER.map((h) => cells[h] ?? '');

export async function zip(entries: Record<string, Buffer>, compress = true): Promise<Buffer> {
  const z = new ZipFile();
  for (const [name, bytes] of Object.entries(entries)) z.addBuffer(bytes, name, { compress });
  z.end();
  return buffer(z.outputStream as Readable);
}

export async function importFile(app: FastifyInstance, token: string | undefined, quizId: string, bytes: Buffer, name: string, query = '') {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await app.inject({
    method: 'POST',
    url: `/api/activities/quiz/${quizId}/import${query}`,
    payload: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

export async function download(app: FastifyInstance, token: string | undefined, url: string) {
  const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.statusCode, bytes: res.rawPayload, headers: res.headers };
}
