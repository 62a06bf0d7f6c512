// Uploaded images resized for the device that shows them (issue 22, docs/PRODUCT-RULES.md#uploads):
// `GET /api/upload/{fileName}?w=640` is the image at most 640 px wide, in the most compact format the
// browser's Accept names. An upload may be 8,000 px a side and 10 MiB; a phone shows it 360 CSS px
// wide, and on venue Wi-Fi every byte of it delays the question for the whole room.
//
// Resizing is the most expensive thing a player can ask of the server, so it is bounded three ways:
// a variant is computed once however many phones ask for it at once and then kept in the
// byte-bounded ImageCache beside the originals (one resize per question for the whole room); at
// most RESIZE_JOBS resizes run at a time, each on one libvips thread, so the event loop keeps a
// core; and at most RESIZE_QUEUE more wait, past which the answer is 503 with Retry-After rather
// than an ever longer wait. libvips decodes in strips (its sequential access), so even a
// 40-megapixel original never sits whole in memory.
import { availableParallelism } from 'node:os';
import type { Sharp } from 'sharp';
import type { ImageWidth } from '@quizfest/shared';
import { HttpError } from '../errors.js';
import { Semaphore } from '../lib/semaphore.js';
import { type CachedImage, etagOf, type ImageCache, imageCacheFor } from './image-cache.js';
import { IMAGE_MAX_PIXELS } from './image-types.js';

/**
 * sharp (and libvips with it, ~13 MB resident) loaded at the first resize: a night whose quizzes
 * have no pictures never needs it, and a small box's idle memory is issue 24's.
 */
let loading: Promise<(typeof import('sharp'))['default']> | null = null;
function loadSharp() {
  return (loading ??= import('sharp').then(({ default: sharp }) => {
    // libvips' own cache keeps decoded images and past operations for reuse: every resize here is
    // new (its result is kept in the ImageCache), so that cache would only hold memory.
    sharp.cache(false);
    // One libvips thread per resize: RESIZE_JOBS is then the number of cores resizing takes.
    sharp.concurrency(1);
    return sharp;
  }));
}

/** Resizes at a time: one on a 2- or 3-core machine, leaving the rest to the live game; two from 4 cores. */
export const RESIZE_JOBS = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
/**
 * Distinct variants that may wait for a resize. One question's image asked by a whole room is a
 * handful (AVIF and WebP, at the phones' and the screens' widths), and each waits once however
 * many ask for it; 16 at up to ~2 s each is a wait phones can afford, more is a flood.
 */
export const RESIZE_QUEUE = 16;
/** Seconds after which the browser may ask again when the queue is full. */
export const RESIZE_RETRY_AFTER_S = 5;
export const RESIZE_BUSY = 'The server is busy resizing images: try again in a few seconds';
/** A resize that takes longer is abandoned (the original is served instead): no image takes a core for good. */
const RESIZE_TIMEOUT_S = 30;

/**
 * What the browser takes, most compact first: AVIF, else WebP, else the original's kind (`original`:
 * JPEG for photos, PNG for the rest). Only types named outright count: every browser that decodes
 * AVIF or WebP says so in its images' Accept, and `image/*` or `*\/*` promise nothing in particular.
 */
export type VariantFormat = 'avif' | 'webp' | 'original';

export function variantFormat(accept: string | undefined): VariantFormat {
  const named = new Set<string>();
  for (const range of (accept ?? '').split(',')) {
    const [type, ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    // q=0 is "anything but this" (RFC 9110 §12.4.2).
    const q = params.find((param) => param.startsWith('q='));
    if (type && !(q !== undefined && Number(q.slice(2)) === 0)) named.add(type);
  }
  if (named.has('image/avif')) return 'avif';
  if (named.has('image/webp')) return 'webp';
  return 'original';
}

/** The original's own type, which a browser of that class certainly shows (every browser that takes AVIF takes WebP). */
const TAKES: Record<VariantFormat, readonly string[]> = {
  avif: ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'],
  webp: ['image/png', 'image/jpeg', 'image/gif', 'image/webp'],
  original: ['image/png', 'image/jpeg', 'image/gif'],
};

type Output = 'avif' | 'webp' | 'jpeg' | 'png';

// Qualities for photos at phone and screen sizes: AVIF 50 and WebP 75 look like JPEG 80 at about
// half and three quarters of its bytes. AVIF's effort 2 (of 0–9): the default 4 took six times as
// long here (1.3 s against 0.2 s for 640 px, one thread) for a file 1 % smaller. mozjpeg's encoder
// makes the JPEG fallback ~10 % smaller for the same quality.
const ENCODE: Record<Output, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 75 }),
  jpeg: (image) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image) => image.png(),
};

/** Without AVIF and WebP: JPEG for a JPEG, PNG for a PNG or a GIF (drawings, sharp edges), and for a WebP or AVIF by its transparency. */
function fallbackOutput(mimeType: string, hasAlpha: boolean): Output {
  if (mimeType === 'image/jpeg') return 'jpeg';
  if (mimeType === 'image/png' || mimeType === 'image/gif') return 'png';
  return hasAlpha ? 'png' : 'jpeg';
}

/** Whether a PNG has an animation control chunk before its image data: an APNG, which libvips would freeze on its first frame. */
function isApng(bytes: Buffer): boolean {
  let at = 8; // after the signature: chunks of length, type, data and CRC
  while (at + 8 <= bytes.length) {
    const type = bytes.toString('latin1', at + 4, at + 8);
    if (type === 'acTL') return true;
    if (type === 'IDAT') return false;
    at += 12 + bytes.readUInt32BE(at);
  }
  return false;
}

/** Whether an AVIF's file type box names an image sequence (`avis`), which libvips reads as its first frame. */
function isAvifSequence(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.toString('latin1', 4, 8) !== 'ftyp') return false;
  const end = Math.min(bytes.readUInt32BE(0), bytes.length);
  // The major brand at 8, the minor version at 12, then the compatible brands.
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) if (bytes.toString('latin1', at, at + 4) === 'avis') return true;
  return false;
}

/**
 * The original resized to at most `width` px wide (never enlarged, aspect kept), turned upright by
 * its EXIF orientation, without metadata, in the format the browser takes. The original itself
 * when it is animated (a still first frame would break a GIF that tells its joke in motion) or
 * when it is already no wider and smaller than what resizing made of it.
 */
export async function resizeImage(source: CachedImage, width: ImageWidth, format: VariantFormat): Promise<CachedImage> {
  // limitInputPixels as at upload: a stored image cannot pass it, and one that somehow did would not be decoded.
  const sharp = await loadSharp();
  const image = sharp(source.bytes, { limitInputPixels: IMAGE_MAX_PIXELS }).timeout({ seconds: RESIZE_TIMEOUT_S });
  const meta = await image.metadata();
  if (
    (meta.pages ?? 1) > 1 ||
    (source.mimeType === 'image/png' && isApng(source.bytes)) ||
    (source.mimeType === 'image/avif' && isAvifSequence(source.bytes))
  ) {
    return source;
  }
  const output = format === 'original' ? fallbackOutput(source.mimeType, meta.hasAlpha) : format;
  const { data, info } = await ENCODE[output](image.rotate().resize({ width, withoutEnlargement: true })).toBuffer({
    resolveWithObject: true,
  });
  const uprightWidth = (meta.orientation ?? 1) >= 5 ? meta.height : meta.width;
  if (info.width >= uprightWidth && data.length >= source.bytes.length && TAKES[format].includes(source.mimeType)) return source;
  return { mimeType: `image/${output}`, bytes: data, etag: etagOf(data) };
}

/**
 * What the cache keeps under a variant's key when the variant is the original itself (animated,
 * damaged, or no better resized): a mark, rather than the original's bytes counted once more per
 * variant against the cache's budget.
 */
const AS_UPLOADED: CachedImage = { mimeType: 'as-uploaded', bytes: Buffer.alloc(0), etag: '' };

type Resize = typeof resizeImage;
type Log = { warn: (details: object, message: string) => void };

export class ImageVariants {
  /** Resizes started, for tests and the curious: a burst for one variant counts one. */
  computed = 0;
  private readonly jobs: Semaphore;

  constructor(
    private readonly cache: ImageCache,
    private readonly resize: Resize = resizeImage,
    jobs = RESIZE_JOBS,
    queue = RESIZE_QUEUE,
  ) {
    this.jobs = new Semaphore(jobs, queue, () => new HttpError(503, RESIZE_BUSY));
  }

  /** The variant, from memory or resized once however many ask; null for an unknown name, with nothing resized. */
  async get(
    fileName: string,
    width: ImageWidth,
    accept: string | undefined,
    load: (fileName: string) => Promise<CachedImage | null>,
    log: Log,
  ): Promise<CachedImage | null> {
    if (!(await this.cache.get(fileName, load))) return null;
    const format = variantFormat(accept);
    // Stored names never hold '?': a variant's key cannot be an original's.
    const variant = await this.cache.get(`${fileName}?w=${width}&f=${format}`, () =>
      this.jobs.run(async () => {
        // Read again, from memory almost always, rather than held while waiting: a queue of jobs
        // each holding a 10 MiB original would be the memory this queue is there to bound.
        const source = await this.cache.get(fileName, load);
        if (!source) return null;
        this.computed++;
        try {
          const resized = await this.resize(source, width, format);
          return resized === source ? AS_UPLOADED : resized;
        } catch (error) {
          // A file libvips cannot read (damaged past its header) is served as uploaded, as it is
          // without `w`, and marked so under this variant's key: it is not tried again per request.
          log.warn({ err: error, fileName, width, format }, 'image could not be resized: served as uploaded');
          return AS_UPLOADED;
        }
      }),
    );
    return variant?.mimeType === AS_UPLOADED.mimeType ? this.cache.get(fileName, load) : variant;
  }
}

const variants = new WeakMap<object, ImageVariants>();

/** One per database handle, over the same cache as the originals: a reset or an import clears both. */
export function imageVariantsFor(db: object): ImageVariants {
  let found = variants.get(db);
  if (!found) variants.set(db, (found = new ImageVariants(imageCacheFor(db))));
  return found;
}
