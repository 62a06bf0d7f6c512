// Uploaded images (docs/PRODUCT-RULES.md#uploads): stored in the database, so every instance serves them and a
// database dump carries them, under a random name with the extension of the sniffed type.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { uploads } from '../db/schema.js';
import { badRequest, type HttpError, tooLarge, unsupportedMedia } from '../errors.js';
import { type CachedImage, etagOf } from './image-cache.js';
import { imageDimensions } from './image-dimensions.js';
import {
  IMAGE_MAX_PIXELS,
  IMAGE_MAX_SIDE,
  IMAGE_UNREADABLE,
  type ImageMimeType,
  imageTooBig,
  ONLY_IMAGES,
  sniffImage,
} from './image-types.js';

/**
 * Why an image may not be shown, or undefined: every phone and screen showing it decodes it whole,
 * so its pixels are bounded, not only its bytes. Uploads and imported dumps both pass here.
 */
export function pixelRefusal(bytes: Buffer, mimeType: ImageMimeType): HttpError | undefined {
  const size = imageDimensions(bytes, mimeType);
  if (!size) return badRequest(IMAGE_UNREADABLE);
  if (size.width > IMAGE_MAX_SIDE || size.height > IMAGE_MAX_SIDE || size.width * size.height > IMAGE_MAX_PIXELS) {
    return tooLarge(imageTooBig(size.width, size.height));
  }
  return undefined;
}

export async function storeImage(db: Db, ownerId: string, bytes: Buffer): Promise<string> {
  const image = await sniffImage(bytes);
  if (!image) throw unsupportedMedia(ONLY_IMAGES);
  const refusal = pixelRefusal(bytes, image.mimeType);
  if (refusal) throw refusal;
  const fileName = `${randomUUID()}.${image.ext}`;
  await db.insert(uploads).values({ fileName, mimeType: image.mimeType, size: bytes.length, bytes, ownerId });
  return fileName;
}

/** Which of these uploads exist, without reading their bytes. */
export async function existingImages(db: Db, fileNames: string[]): Promise<Set<string>> {
  if (fileNames.length === 0) return new Set();
  const rows = await db.select({ fileName: uploads.fileName }).from(uploads).where(inArray(uploads.fileName, fileNames));
  return new Set(rows.map((r) => r.fileName));
}

export async function loadImage(db: Db, fileName: string): Promise<CachedImage | null> {
  const [row] = await db.select({ mimeType: uploads.mimeType, bytes: uploads.bytes }).from(uploads).where(eq(uploads.fileName, fileName));
  if (!row) return null;
  return { mimeType: row.mimeType, bytes: row.bytes, etag: etagOf(row.bytes) };
}
