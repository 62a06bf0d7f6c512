// ImageVariants on its own, with a resize the test controls: one resize per variant however many ask,
// at most `jobs` at a time, a bounded queue past which the answer is 503, a failed resize served as
// the original once; and how the Accept header picks the format.
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../src/errors.js';
import { ImageCache, type CachedImage } from '../src/uploads/image-cache.js';
import { ImageVariants, RESIZE_BUSY, variantFormat, type VariantFormat } from '../src/uploads/image-variants.js';

const original: CachedImage = { mimeType: 'image/png', bytes: Buffer.alloc(100), etag: '"o"' };
const load = async (name: string) => (name.startsWith('missing') ? null : original);
const log = { warn: vi.fn() };

/** A resize that finishes when the test says, and records how many run at once. */
function controlledResize() {
  let active = 0;
  const state = { maxActive: 0, calls: 0, release: [] as Array<() => void> };
  const resize = vi.fn(async (_source: CachedImage, width: number, format: VariantFormat): Promise<CachedImage> => {
    state.calls++;
    state.maxActive = Math.max(state.maxActive, ++active);
    await new Promise<void>((resolve) => state.release.push(resolve));
    active--;
    return { mimeType: `image/${format}`, bytes: Buffer.from(`${width}`), etag: `"${width}-${format}"` };
  });
  /** Lets every resize started so far finish, then waits for the ones they let in to start. */
  const releaseAll = async () => {
    for (const release of state.release.splice(0)) release();
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  return { resize, state, releaseAll };
}

const WIDTHS = [320, 640, 960, 1280, 1920] as const;

describe('ImageVariants', () => {
  it('resizes a variant once for a burst of 200 requests, and serves it from memory afterwards', async () => {
    const { resize, state, releaseAll } = controlledResize();
    const variants = new ImageVariants(new ImageCache(1_000_000, 60_000), resize, 1, 4);
    const burst = Array.from({ length: 200 }, () => variants.get('a.png', 640, 'image/avif', load, log));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await releaseAll();
    const served = await Promise.all(burst);
    expect(new Set(served).size).toBe(1);
    expect(served[0]).toMatchObject({ mimeType: 'image/avif', etag: '"640-avif"' });
    await variants.get('a.png', 640, 'image/avif,image/webp', load, log);
    expect(state.calls).toBe(1);
    expect(variants.computed).toBe(1);
    // Another Accept class is another variant.
    const webp = variants.get('a.png', 640, 'image/webp', load, log);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await releaseAll();
    expect(await webp).toMatchObject({ mimeType: 'image/webp' });
    expect(state.calls).toBe(2);
  });

  it('runs at most `jobs` resizes at a time and lets the waiting ones through as they finish', async () => {
    const { resize, state, releaseAll } = controlledResize();
    const variants = new ImageVariants(new ImageCache(1_000_000, 60_000), resize, 2, 10);
    const all = WIDTHS.map((w) => variants.get('a.png', w, undefined, load, log));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(state.calls).toBe(2);
    while (state.calls < WIDTHS.length || state.release.length > 0) await releaseAll();
    expect((await Promise.all(all)).map((image) => image?.bytes.toString())).toEqual(WIDTHS.map(String));
    expect(state.maxActive).toBe(2);
  });

  it('refuses with 503 the variants past the queue, and takes new ones once it drains', async () => {
    const { resize, state, releaseAll } = controlledResize();
    const variants = new ImageVariants(new ImageCache(1_000_000, 60_000), resize, 1, 2);
    const settled = WIDTHS.map((w) =>
      variants.get('a.png', w, undefined, load, log).then(
        (image) => image,
        (error: unknown) => error,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 5));
    while (state.release.length > 0) await releaseAll();
    const results = await Promise.all(settled);
    // One running and two waiting; the fourth and fifth distinct variants are refused at once.
    expect(results.slice(0, 3).map((r) => (r as CachedImage).bytes.toString())).toEqual(['320', '640', '960']);
    for (const refused of results.slice(3)) {
      expect(refused).toBeInstanceOf(HttpError);
      expect(refused).toMatchObject({ statusCode: 503, message: RESIZE_BUSY });
    }
    const later = variants.get('a.png', 1920, undefined, load, log);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await releaseAll();
    expect((await later)?.bytes.toString()).toBe('1920');
  });

  it('answers null for an unknown name without resizing anything', async () => {
    const { resize } = controlledResize();
    const variants = new ImageVariants(new ImageCache(1_000_000, 60_000), resize, 1, 2);
    expect(await variants.get('missing.png', 640, 'image/avif', load, log)).toBeNull();
    expect(resize).not.toHaveBeenCalled();
    expect(variants.computed).toBe(0);
  });

  it('serves the original when the resize fails, logs it, and does not try again for the next request', async () => {
    const resize = vi.fn(async (): Promise<CachedImage> => {
      throw new Error('VipsJpeg: premature end of input file');
    });
    const warn = vi.fn();
    const variants = new ImageVariants(new ImageCache(1_000_000, 60_000), resize, 1, 2);
    expect((await variants.get('a.png', 640, 'image/avif', load, { warn }))?.bytes).toBe(original.bytes);
    expect((await variants.get('a.png', 640, 'image/avif', load, { warn }))?.bytes).toBe(original.bytes);
    expect(resize).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});

describe('variantFormat', () => {
  it.each([
    // What browsers send for <img> and new Image().
    ['Chrome', 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8', 'avif'],
    ['Firefox', 'image/avif,image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5', 'avif'],
    [
      'Safari 17',
      'image/webp,image/avif,image/jxl,image/heic,image/heic-sequence,video/*;q=0.8,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5',
      'avif',
    ],
    ['Safari 15', 'image/webp,image/png,image/svg+xml,image/*;q=0.8,video/*;q=0.8,*/*;q=0.5', 'webp'],
    ['an old browser', 'image/png,image/*;q=0.8,*/*;q=0.5', 'original'],
    ['curl', '*/*', 'original'],
    ['no Accept', undefined, 'original'],
    ['AVIF refused with q=0', 'image/avif;q=0, image/webp', 'webp'],
    ['everything refused with q=0.0', 'image/avif; q=0.0, IMAGE/WEBP ;Q=0', 'original'],
    ['upper case and spaces', ' IMAGE/AVIF ; q=0.9', 'avif'],
  ])('%s', (_label, accept, format) => {
    expect(variantFormat(accept)).toBe(format);
  });
});
