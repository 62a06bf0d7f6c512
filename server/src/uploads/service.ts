// Uploaded images (docs/PRODUCT-RULES.md#uploads): stored in the database, so every instance serves them and a
// database dump carries them, under a random name with the extension of the sniffed type.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { uploads } from '../db/schema.js';
import { badRequest, type HttpError, tooLarge, tooManyRequests, unsupportedMedia } from '../errors.js';
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

const MB = 1024 * 1024;

/**
 * Who uploads: the manager and the network the request came from (lib/client-network.ts), and the
 * bytes of images each may store in any 24 hours (UPLOAD_MB_PER_DAY, UPLOAD_MB_PER_NETWORK_PER_DAY).
 */
export type Uploader = { id: string; bytesPerDay: number; network: string; networkBytesPerDay: number };

/** The uploader of a request: its manager and network, with the shares the configuration gives them. */
export const uploaderOf = (
  config: Pick<AppConfig, 'uploadBytesPerDay' | 'uploadBytesPerNetworkPerDay'>,
  id: string,
  network: string,
): Uploader => ({
  id,
  bytesPerDay: config.uploadBytesPerDay,
  network,
  networkBytesPerDay: config.uploadBytesPerNetworkPerDay,
});

/** The refusal past an account's daily share; `mb` is the share. */
export const uploadDailyLimit = (mb: number) => `Daily image upload limit reached (${mb} MB in 24 hours); try again later`;
/** The refusal past a network's daily share, whichever of its accounts uploads; `mb` is the share. */
export const uploadNetworkLimit = (mb: number) =>
  `Daily image upload limit of this network reached (${mb} MB in 24 hours); try again later`;

/** Advisory locks of these classes, one per account or network (the second key), serialise its uploads. */
const ACCOUNT_LOCK_CLASS = 7_324;
const NETWORK_LOCK_CLASS = 7_325;

/**
 * Stores an image as `owner`'s, within their share of the last 24 hours and their network's: every
 * upload is kept in the database (and every dump), so an account that could upload 10 MB after
 * 10 MB without end could fill the disk for everyone (issue 18: a dishonest manager; sign-up is
 * open, 20 accounts an hour per network, hence the network's share too). An account's and a
 * network's uploads are serialised by advisory locks, taken in that order by every upload (so no two
 * wait on each other in a cycle), so uploads sent at once cannot pass the checks together.
 */
export async function storeImage(db: Db, owner: Uploader, bytes: Buffer): Promise<string> {
  const image = await sniffImage(bytes);
  if (!image) throw unsupportedMedia(ONLY_IMAGES);
  const refusal = pixelRefusal(bytes, image.mimeType);
  if (refusal) throw refusal;
  const fileName = `${randomUUID()}.${image.ext}`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}, hashtext(${owner.id}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${NETWORK_LOCK_CLASS}, hashtext(${owner.network}))`);
    const recently = gt(uploads.createdAt, sql`now() - interval '1 day'`);
    const [today] = await tx
      .select({
        account: sql<string>`coalesce(sum(${uploads.size}) filter (where ${uploads.ownerId} = ${owner.id}), 0)`,
        network: sql<string>`coalesce(sum(${uploads.size}) filter (where ${uploads.network} = ${owner.network}), 0)`,
      })
      .from(uploads)
      .where(and(or(eq(uploads.ownerId, owner.id), eq(uploads.network, owner.network)), recently));
    if (Number(today?.account ?? 0) + bytes.length > owner.bytesPerDay) {
      throw tooManyRequests(uploadDailyLimit(Math.round(owner.bytesPerDay / MB)));
    }
    if (Number(today?.network ?? 0) + bytes.length > owner.networkBytesPerDay) {
      throw tooManyRequests(uploadNetworkLimit(Math.round(owner.networkBytesPerDay / MB)));
    }
    await tx
      .insert(uploads)
      .values({ fileName, mimeType: image.mimeType, size: bytes.length, bytes, ownerId: owner.id, network: owner.network });
  });
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
