// GET /upload/:fileName?w=N through the real app (issue 22): the image at most N px wide, aspect kept,
// as AVIF, WebP or the original's type by Accept, with Vary, an ETag per variant and 304; a bad
// width is a 400, an unknown name a 404 with nothing resized; one resize for a burst, a bounded
// number at a time and a 503 past the queue; animated and damaged images served as uploaded; a
// 40-megapixel original resized without holding it whole in memory or holding up the event loop.
import { crc32 } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { signUpAndIn } from './api-helpers.js';
import { png } from './test-images.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { imageVariantsFor, RESIZE_BUSY, RESIZE_JOBS, RESIZE_QUEUE } from '../src/uploads/image-variants.js';

const CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const WEBP_ONLY = 'image/webp,image/png,image/svg+xml,image/*;q=0.8,*/*;q=0.5';
const NEITHER = 'image/png,image/*;q=0.8,*/*;q=0.5';

/** A photo-like JPEG (smooth blotches of colour, so it compresses like a photo rather than like noise). */
const photo = (width: number, height: number, extra: (image: Sharp) => Sharp = (image) => image) =>
  sharp({ create: { width: 32, height: 32, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 64 } } })
    .png()
    .toBuffer()
    .then((small) =>
      extra(sharp(small).resize(width, height, { fit: 'fill' }))
        .jpeg({ quality: 85 })
        .toBuffer(),
    );

async function upload(app: FastifyInstance, token: string, bytes: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([bytes]), 'image.bin');
  const res = await app.inject({ method: 'POST', url: '/api/upload', payload: form, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 201) throw new Error(`upload failed: ${res.statusCode} ${res.body}`);
  return res.json().fileName;
}

let t: TestApp;
let token: string;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/api/upload/${url}`, headers });
const computed = () => imageVariantsFor(t.app.db).computed;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await signUpAndIn(t.app)).token;
});
afterAll(() => t?.close());

describe('GET /upload/:fileName?w=', () => {
  it('is at most w px wide with the aspect kept, and never wider than the original', async () => {
    const name = await upload(t.app, token, await photo(1600, 1000));
    // In JPEG, the quickest to make; the formats have their own test.
    for (const [w, width, height] of [
      [320, 320, 200],
      [640, 640, 400],
      [960, 960, 600],
      [1280, 1280, 800],
      [1920, 1600, 1000],
    ]) {
      const res = await get(`${name}?w=${w}`, { accept: NEITHER });
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect([w, meta.width, meta.height]).toEqual([w, width, height]);
    }
  });

  it('picks AVIF, then WebP, then the original type by the Accept header, and says it varies by Accept', async () => {
    const jpegName = await upload(t.app, token, await photo(800, 600));
    const pngName = await upload(
      t.app,
      token,
      await sharp(await photo(800, 600))
        .png()
        .toBuffer(),
    );
    for (const [name, accept, mime, format] of [
      [jpegName, CHROME, 'image/avif', 'heif'],
      [jpegName, WEBP_ONLY, 'image/webp', 'webp'],
      [jpegName, NEITHER, 'image/jpeg', 'jpeg'],
      [jpegName, '', 'image/jpeg', 'jpeg'],
      [jpegName, 'image/avif;q=0,image/webp', 'image/webp', 'webp'],
      [pngName, CHROME, 'image/avif', 'heif'],
      [pngName, NEITHER, 'image/png', 'png'],
    ] as const) {
      const res = await get(`${name}?w=320`, accept ? { accept } : {});
      expect([accept, res.statusCode, res.headers['content-type']]).toEqual([accept, 200, mime]);
      expect(res.headers.vary).toBe('Accept');
      const meta = await sharp(res.rawPayload).metadata();
      expect([accept, meta.format, meta.width]).toEqual([accept, format, 320]);
    }
  });

  it('is smaller than the original: a 1600 px photo at 640 px', async () => {
    const original = await photo(1600, 1200);
    const name = await upload(t.app, token, original);
    for (const accept of [CHROME, WEBP_ONLY, NEITHER]) {
      const res = await get(`${name}?w=640`, { accept });
      expect(res.rawPayload.length).toBeLessThan(original.length / 2);
    }
  });

  it('has the same caching headers as the original, an ETag of its own, and answers 304 to it', async () => {
    const name = await upload(t.app, token, await photo(800, 600));
    const original = await get(name, { accept: CHROME });
    expect(original.headers.vary).toBeUndefined();
    const avif = await get(`${name}?w=320`, { accept: CHROME });
    const webp = await get(`${name}?w=320`, { accept: WEBP_ONLY });
    expect(avif.headers).toMatchObject({
      'content-type': 'image/avif',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
      vary: 'Accept',
    });
    const etags = [original, avif, webp].map((res) => res.headers.etag);
    expect(new Set(etags).size).toBe(3);
    for (const etag of etags) expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await get(`${name}?w=320`, { accept: CHROME, 'if-none-match': avif.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.vary).toBe('Accept');
    // Another variant's ETag is not this one's.
    expect((await get(`${name}?w=320`, { accept: CHROME, 'if-none-match': webp.headers.etag as string })).statusCode).toBe(200);
  });

  it('turns the image upright by its EXIF orientation and strips its metadata', async () => {
    // 800 × 400 pixels stored, orientation 6: shown rotated, 400 wide and 800 high.
    const name = await upload(t.app, token, await photo(800, 400, (image) => image.withMetadata({ orientation: 6 })));
    const res = await get(`${name}?w=320`, { accept: NEITHER });
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([320, 640, undefined, undefined]);
  });

  it.each([['500'], ['abc'], [''], ['640.0'], ['0640'], ['-640'], ['640&w=320']])('refuses w=%s with 400', async (w) => {
    const name = await upload(t.app, token, await photo(400, 300));
    const before = computed();
    const res = await get(`${name}?w=${w}`, { accept: CHROME });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'w must be one of 320, 640, 960, 1280, 1920' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(computed()).toBe(before);
  });

  it('answers 404 for an unknown name, having resized nothing', async () => {
    const before = computed();
    const res = await get('00000000-0000-4000-8000-000000000000.jpg?w=640', { accept: CHROME });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Image not found' });
    expect(computed()).toBe(before);
  });

  it('serves without w exactly the bytes uploaded', async () => {
    const bytes = await photo(1000, 700);
    const name = await upload(t.app, token, bytes);
    const res = await get(name, { accept: CHROME });
    expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/jpeg']);
    expect(res.rawPayload.equals(bytes)).toBe(true);
  });

  it('serves an animated GIF, WebP or PNG as uploaded, and resizes a still GIF', async () => {
    const frames = await Promise.all(
      ['#f00', '#0f0', '#00f'].map((background) =>
        sharp({ create: { width: 800, height: 400, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    const animatedGif = await sharp(frames, { join: { animated: true } })
      .gif({ delay: 200 })
      .toBuffer();
    const animatedWebp = await sharp(frames, { join: { animated: true } })
      .webp()
      .toBuffer();
    // An APNG: a PNG with an animation control chunk before its data (browsers animate it; libvips shows frame one).
    const still = frames[0]!;
    const acTLBody = Buffer.concat([Buffer.from('acTL'), Buffer.from('0000000300000000', 'hex')]); // 3 frames, looping forever
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(acTLBody));
    const acTL = Buffer.concat([Buffer.from('00000008', 'hex'), acTLBody, crc]);
    const apng = Buffer.concat([still.subarray(0, 33), acTL, still.subarray(33)]);
    for (const [bytes, mime] of [
      [animatedGif, 'image/gif'],
      [animatedWebp, 'image/webp'],
      [apng, 'image/png'],
    ] as const) {
      const name = await upload(t.app, token, bytes);
      const res = await get(`${name}?w=320`, { accept: CHROME });
      expect([res.statusCode, res.headers['content-type'], res.headers.vary]).toEqual([200, mime, 'Accept']);
      expect(res.rawPayload.equals(bytes)).toBe(true);
    }
    const stillGif = await sharp(still).gif().toBuffer();
    const res = await get(`${await upload(t.app, token, stillGif)}?w=320`, { accept: NEITHER });
    expect(res.headers['content-type']).toBe('image/png');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });

  it('serves the original when it is no wider and smaller than what resizing makes of it', async () => {
    const tiny = png({ width: 1, height: 1 });
    const name = await upload(t.app, token, tiny);
    const res = await get(`${name}?w=320`, { accept: NEITHER });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(tiny)).toBe(true);
  });

  it('serves a damaged image as uploaded, tried once', async () => {
    // Its header says 2000 × 1000, its data is one row: libvips cannot decode it.
    const damaged = png({ width: 2000, height: 1000 });
    const name = await upload(t.app, token, damaged);
    const before = computed();
    for (let i = 0; i < 2; i++) {
      const res = await get(`${name}?w=640`, { accept: CHROME });
      expect([res.statusCode, res.headers['content-type']]).toEqual([200, 'image/png']);
      expect(res.rawPayload.equals(damaged)).toBe(true);
    }
    expect(computed()).toBe(before + 1);
  });

  it('resizes once for a burst of 200 requests of the same variant', async () => {
    const name = await upload(t.app, token, await photo(2400, 1600));
    const before = computed();
    const burst = await Promise.all(Array.from({ length: 200 }, () => get(`${name}?w=960`, { accept: CHROME })));
    expect(computed()).toBe(before + 1);
    expect(new Set(burst.map((res) => res.statusCode))).toEqual(new Set([200]));
    expect(new Set(burst.map((res) => res.headers.etag)).size).toBe(1);
    expect(burst.every((res) => res.rawPayload.equals(burst[0]!.rawPayload))).toBe(true);
  });

  it(`runs at most ${RESIZE_JOBS} resize(s) at a time, queues ${RESIZE_QUEUE} variants and refuses the rest with 503 and Retry-After`, async () => {
    const names = [await upload(t.app, token, await photo(600, 400)), await upload(t.app, token, await photo(600, 401))];
    const urls = names.flatMap((name) =>
      [320, 640, 960, 1280, 1920].flatMap((w) => [CHROME, WEBP_ONLY, NEITHER].map((accept) => [`${name}?w=${w}`, accept] as const)),
    );
    expect(urls.length).toBeGreaterThan(RESIZE_QUEUE);
    // Every resize slot taken first by a slow one (a large original to AVIF), so that the burst
    // meets full slots: small variants finish in a few ms, and on a loaded machine the first of
    // them were done before the last requests of the burst arrived (19 served instead of 17).
    const large = await upload(t.app, token, await photo(3000, 2000));
    // libvips' own count of the images it is processing, sampled while the requests run.
    let busiest = 0;
    const sampler = setInterval(() => (busiest = Math.max(busiest, sharp.counters().process)), 1);
    const before = computed();
    const slow = Array.from({ length: RESIZE_JOBS }, (_, i) => get(`${large}?w=${[1920, 1280][i]}`, { accept: CHROME }));
    while (computed() < before + RESIZE_JOBS) await new Promise((resolve) => setTimeout(resolve, 1));
    const answers = await Promise.all(urls.map(([url, accept]) => get(url, { accept })));
    expect((await Promise.all(slow)).map((res) => res.statusCode)).toEqual(slow.map(() => 200));
    clearInterval(sampler);
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(RESIZE_QUEUE);
    expect(statuses.filter((s) => s === 503)).toHaveLength(urls.length - RESIZE_QUEUE);
    expect(computed() - before).toBe(RESIZE_JOBS + RESIZE_QUEUE);
    expect(busiest).toBeGreaterThan(0);
    expect(busiest).toBeLessThanOrEqual(RESIZE_JOBS);
    const refused = statuses.indexOf(503);
    expect(answers[refused]!.json()).toEqual({ error: RESIZE_BUSY });
    expect(answers[refused]!.headers).toMatchObject({ 'retry-after': '5', 'cache-control': 'no-store' });
    // Once the queue has drained, a refused variant is served.
    const [url, accept] = urls[refused]!;
    const retried = await get(url, { accept });
    expect(retried.statusCode).toBe(200);
  });

  it(
    'resizes a 40-megapixel original without holding it whole, keeping nothing after, and leaving the event loop free',
    { timeout: 120_000 },
    async () => {
      // 8000 × 5000, the largest allowed: 120 MB as decoded RGB pixels. A PNG, which libvips cannot
      // shrink while decoding as it does a JPEG: the costly case.
      const huge = await sharp({ create: { width: 8000, height: 5000, channels: 3, background: '#3a7' } })
        .composite([{ input: await photo(800, 500), left: 3000, top: 2000 }])
        .png()
        .toBuffer();
      const name = await upload(t.app, token, huge);
      expect((await get(name)).statusCode).toBe(200); // the original in memory before the baseline
      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      let last = performance.now();
      let longestGap = 0;
      const sampler = setInterval(() => {
        const now = performance.now();
        longestGap = Math.max(longestGap, now - last);
        last = now;
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 5);
      const started = performance.now();
      for (const [w, accept] of [
        [1920, WEBP_ONLY],
        [960, NEITHER],
        [1920, CHROME],
        [640, WEBP_ONLY],
      ] as const) {
        const res = await get(`${name}?w=${w}`, { accept });
        expect([res.statusCode, (await sharp(res.rawPayload).metadata()).width]).toEqual([200, w]);
      }
      const took = performance.now() - started;
      clearInterval(sampler);
      // libvips' own count of the pixel memory it allocated (MB): its high-water mark since this
      // process started, and what it holds now.
      const { memory } = sharp.cache();
      console.log(
        `40 MP PNG: 4 resizes in ${took.toFixed(0)} ms; libvips held at most ${memory.high} MB; RSS peak +${((peak - baseline) / 1024 / 1024).toFixed(0)} MiB; longest event loop gap ${longestGap.toFixed(0)} ms`,
      );
      // libvips streams the image through the resize in strips: decoding it whole would take 120 MB
      // (a whole decode, as a 90° rotation needs, was measured at 170).
      expect(memory.high).toBeGreaterThan(0);
      expect(memory.high).toBeLessThan(120);
      // Nothing of it is kept once the variants are made (libvips' own cache is off).
      expect(memory.current).toBe(0);
      // The process as a whole: libvips' strips, AVIF's encoder (~80 MB for 1920 px), and what glibc
      // keeps per libuv thread for its next job. Bounded, not growing per resize; a generous bound.
      expect(peak - baseline).toBeLessThan(512 * 1024 * 1024);
      // The resizes ran in libvips' threads: the event loop kept its 5 ms timer going meanwhile.
      // (A resize run on it would stop the timer for the whole resize, a quarter of `took` on average.)
      expect(longestGap).toBeLessThan(took / 6);
    },
  );
});
