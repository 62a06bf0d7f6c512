// The one file of a multipart request (image uploads, database imports): it must come in the
// named field, its size is capped while it streams in, and a malformed body is a 400, not a 500.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors.js';

export async function multipartFile(request: FastifyRequest, field: string, maxBytes: number): Promise<MultipartFile> {
  if (!request.isMultipart()) throw badRequest(`Send the file as multipart/form-data in a field named ${field}`);
  const part = await parsing(() => request.file({ limits: { fileSize: maxBytes } }));
  if (!part || part.fieldname !== field) throw badRequest(`Missing file: send it in a field named ${field}`);
  return part;
}

/**
 * Runs a step that reads the multipart body. The parser (busboy) reports a broken body — no
 * boundary, a part cut short — with plain errors that carry neither an HTTP status nor a system
 * error code; those are the client's fault. Disk or database errors keep their meaning.
 */
export async function parsing<T>(step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof HttpError || !(error instanceof Error)) throw error;
    if ('statusCode' in error || 'code' in error) throw error;
    throw badRequest(`Malformed multipart body: ${error.message}`);
  }
}
