// Reads the image of an upload (field `file`) into memory, at most 10 MiB of it: a larger file is
// cut off by the parser while it streams in, never buffered whole.
import type { FastifyRequest } from 'fastify';
import { IMAGE_TOO_LARGE_MESSAGE, IMAGE_UPLOAD_MAX_BYTES } from '@quizfest/shared';
import { tooLarge } from '../errors.js';
import { multipartFile, parsing } from './multipart-file.js';

export async function readImagePart(request: FastifyRequest): Promise<Buffer> {
  const part = await multipartFile(request, 'file', IMAGE_UPLOAD_MAX_BYTES);
  try {
    return await parsing(() => part.toBuffer());
  } catch (error) {
    if (part.file.truncated) throw tooLarge(IMAGE_TOO_LARGE_MESSAGE);
    throw error;
  }
}
