// Recently served images, kept in memory: when a question with an image opens, a whole room of
// phones and screens asks for it within the same second, and one database read serves them all.
// Bounded by total bytes (least recently used out first). Stored names are random and their bytes
// never change, so an entry goes stale only when an admin resets or imports the database, which
// clears the cache; the age limit bounds how long another instance may keep serving a deleted image.

import { createHash } from 'node:crypto';

export type CachedImage = { mimeType: string; bytes: Buffer; etag: string };

/** A strong ETag: the bytes' hash, so an original and each of its variants have their own. */
export const etagOf = (bytes: Buffer) => `"${createHash('sha256').update(bytes).digest('base64url')}"`;
type Entry = CachedImage & { cachedAt: number };

export class ImageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly loading = new Map<string, Promise<CachedImage | null>>();
  private totalBytes = 0;
  private generation = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly maxAgeMs: number,
  ) {}

  /** The image from memory, or from `load` (once, however many requests wait for it). */
  async get(fileName: string, load: (fileName: string) => Promise<CachedImage | null>): Promise<CachedImage | null> {
    const hit = this.entries.get(fileName);
    if (hit && Date.now() - hit.cachedAt < this.maxAgeMs) {
      // Re-inserting moves the entry to the young end of the Map's insertion order.
      this.entries.delete(fileName);
      this.entries.set(fileName, hit);
      return hit;
    }
    if (hit) this.remove(fileName);
    const pending = this.loading.get(fileName);
    if (pending) return pending;
    const generation = this.generation;
    const loaded = load(fileName)
      .then((image) => {
        // A load that raced with clear() must not put an image of the old database back.
        if (image && generation === this.generation) this.put(fileName, image);
        return image;
      })
      .finally(() => {
        if (this.loading.get(fileName) === loaded) this.loading.delete(fileName);
      });
    this.loading.set(fileName, loaded);
    return loaded;
  }

  clear(): void {
    this.generation++;
    this.entries.clear();
    this.loading.clear();
    this.totalBytes = 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.totalBytes };
  }

  private put(fileName: string, image: CachedImage): void {
    if (image.bytes.length > this.maxBytes) return;
    this.remove(fileName);
    this.entries.set(fileName, { ...image, cachedAt: Date.now() });
    this.totalBytes += image.bytes.length;
    for (const oldest of this.entries.keys()) {
      if (this.totalBytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  private remove(fileName: string): void {
    const entry = this.entries.get(fileName);
    if (!entry) return;
    this.entries.delete(fileName);
    this.totalBytes -= entry.bytes.length;
  }
}

const IMAGE_CACHE_BYTES = 64 * 1024 * 1024;
const IMAGE_CACHE_MAX_AGE_MS = 10 * 60_000;
const caches = new WeakMap<object, ImageCache>();

/**
 * One cache per database handle, shared by the upload routes (which fill it) and the admin routes
 * (which clear it after a reset or an import), and never shared between two apps in one process.
 */
export function imageCacheFor(db: object): ImageCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ImageCache(IMAGE_CACHE_BYTES, IMAGE_CACHE_MAX_AGE_MS)));
  return cache;
}
