// Receives the dump of an import (multipart field `dump`) into a temporary file: an archive can be
// hundreds of MiB, far too much to hold in memory, and yauzl needs random access to read it.
import { createWriteStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { IMPORT_FILE_EXTENSION } from '@quizfest/shared';
import { badRequest, tooLarge } from '../errors.js';
import { multipartFile, parsing } from '../uploads/multipart-file.js';

export const ONLY_ZIP = 'Only .zip database dumps can be imported';

/** Local file header, or the end record of an empty archive. */
const ZIP_SIGNATURES = ['504b0304', '504b0506'];

async function hasZipSignature(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(4), 0, 4, 0);
    return bytesRead === 4 && ZIP_SIGNATURES.includes(buffer.toString('hex'));
  } finally {
    await file.close();
  }
}

/** Runs `use` with the path of the uploaded dump, and deletes the file afterwards whatever happens. */
export async function withUploadedDump<T>(request: FastifyRequest, maxBytes: number, use: (path: string) => Promise<T>): Promise<T> {
  const part = await multipartFile(request, 'dump', maxBytes);
  // A part sent with `filename=""` reaches us with no file name at all: it is no .zip either.
  if (!(part.filename ?? '').toLowerCase().endsWith(IMPORT_FILE_EXTENSION)) throw badRequest(ONLY_ZIP);
  const dir = await mkdtemp(join(tmpdir(), 'quizfest-import-'));
  try {
    const path = join(dir, 'dump.zip');
    await parsing(() => pipeline(part.file, createWriteStream(path)));
    if (part.file.truncated) throw tooLarge(`Database dumps must be at most ${Math.floor(maxBytes / (1024 * 1024))} MB`);
    if (!(await hasZipSignature(path))) throw badRequest(ONLY_ZIP);
    return await use(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
