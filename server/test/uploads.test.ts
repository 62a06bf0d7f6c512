// POST /upload and GET /upload/:fileName through the real app: types sniffed from the bytes, the
// size limit, and the headers images are served with.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { IMAGE_UPLOAD_MAX_BYTES } from '@quizfest/shared';
import { eq, sql } from 'drizzle-orm';
import { uploads } from '../src/db/schema.js';
import { uploadDailyLimit, uploadNetworkLimit } from '../src/uploads/service.js';
import { exportDumpFile, importDumpFile, unzip } from './admin-fixtures.js';
import { call, signUpAndIn } from './api-helpers.js';
import { buildTestApp, type TestApp } from './test-app.js';
import { png } from './test-images.js';

/** SOI, a JFIF APP0 segment, a baseline frame header (SOF0) of the given size, EOI. */
function jpeg(width = 1, height = 1): Buffer {
  const sof = Buffer.from('ffc0000b080000000001011100', 'hex');
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), sof, Buffer.from('ffd9', 'hex')]);
}
/** A 1x1 GIF89a: header, screen descriptor, two-colour table, one image, trailer. */
const gif = () => Buffer.from('47494638396101000100800000ffffff0000002c00000000010001000002024401003b', 'hex');
/** The same GIF whose one frame is `width` × `height`, beyond its 1x1 logical screen. */
function gifWithFrame(width: number, height: number): Buffer {
  const bytes = gif();
  bytes.writeUInt16LE(width, 19 + 5);
  bytes.writeUInt16LE(height, 19 + 7);
  return bytes;
}
function webp(): Buffer {
  const vp8l = Buffer.from([0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00]);
  const chunk = Buffer.concat([Buffer.from('VP8L'), Buffer.from([13, 0, 0, 0]), vp8l]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}
/** A WebP of the extended format (VP8X), whose canvas is `width` × `height`. */
function webpExtended(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const chunk = Buffer.concat([Buffer.from('VP8X'), Buffer.from([10, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(4 + chunk.length);
  return Buffer.concat([Buffer.from('RIFF'), size, Buffer.from('WEBP'), chunk]);
}
function box(type: string, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
}
/** An AVIF: an ISO-BMFF `ftyp` box of brand `avif`, and the image's size in meta/iprp/ipco/ispe. */
function avif(width = 1, height = 1): Buffer {
  const ispe = Buffer.alloc(12); // version and flags, width, height
  ispe.writeUInt32BE(width, 4);
  ispe.writeUInt32BE(height, 8);
  return Buffer.concat([
    box('ftyp', Buffer.from('avif'), Buffer.alloc(4), Buffer.from('avifmif1miaf')),
    box('meta', Buffer.alloc(4), box('iprp', box('ipco', box('ispe', ispe)))),
  ]);
}

async function upload(
  app: FastifyInstance,
  token: string | undefined,
  bytes: Buffer,
  name: string,
  type: string,
  field = 'file',
  remoteAddress = '127.0.0.1',
) {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), name);
  const res = await app.inject({
    method: 'POST',
    url: '/api/upload',
    payload: form,
    remoteAddress,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json() };
}

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await signUpAndIn(t.app)).token;
});
afterAll(() => t?.close());

describe('POST /upload', () => {
  it.each([
    ['PNG', png(), 'image/png', 'png'],
    ['JPEG', jpeg(), 'image/jpeg', 'jpg'],
    ['GIF', gif(), 'image/gif', 'gif'],
    ['WebP', webp(), 'image/webp', 'webp'],
    ['AVIF', avif(), 'image/avif', 'avif'],
  ])('stores a %s under a random name and serves it back with its sniffed type', async (_label, bytes, mime, ext) => {
    // The declared type and name are deliberately unhelpful: only the bytes count.
    const res = await upload(t.app, token, bytes, 'picture.bin', 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(res.body.fileName).toMatch(new RegExp(`^[0-9a-f-]{36}\\.${ext}$`));

    const served = await t.app.inject({ method: 'GET', url: `/api/upload/${res.body.fileName}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe(mime);
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('gives two uploads of the same file two names', async () => {
    const a = await upload(t.app, token, png(), 'a.png', 'image/png');
    const b = await upload(t.app, token, png(), 'a.png', 'image/png');
    expect(a.body.fileName).not.toBe(b.body.fileName);
  });

  it.each([
    ['HTML named .png', Buffer.from('<!doctype html><script>alert(1)</script>'), 'evil.png', 'image/png'],
    ['SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'evil.svg', 'image/svg+xml'],
    ['a text file sent as image/png', Buffer.from('just some text\n'), 'notes.png', 'image/png'],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), 'doc.png', 'image/png'],
  ])('refuses %s with 415', async (_label, bytes, name, type) => {
    const before = await t.app.db.select({ n: uploads.fileName }).from(uploads);
    const res = await upload(t.app, token, bytes, name, type);
    expect(res).toEqual({ status: 415, body: { error: 'Only PNG, JPEG, GIF, WebP and AVIF images are allowed' } });
    expect(await t.app.db.select({ n: uploads.fileName }).from(uploads)).toHaveLength(before.length);
  });

  it('accepts exactly 10 MiB and refuses one byte more with 413', async () => {
    const exact = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES);
    png().copy(exact);
    expect((await upload(t.app, token, exact, 'big.png', 'image/png')).status).toBe(201);

    const over = Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES + 1);
    png().copy(over);
    expect(await upload(t.app, token, over, 'big.png', 'image/png')).toEqual({
      status: 413,
      body: { error: 'File size must be less than 10MB' },
    });
  });

  it.each([
    ['a 30000 × 30000 PNG', png({ width: 30000, height: 30000 }), 30000, 30000],
    ['a PNG 8,001 px wide', png({ width: 8001, height: 1 }), 8001, 1],
    ['a 6400 × 6400 PNG (41 megapixels)', png({ width: 6400, height: 6400 }), 6400, 6400],
    ['a 9000 × 100 JPEG', jpeg(9000, 100), 9000, 100],
    ['a 1x1 GIF whose frame is 65535 × 65535', gifWithFrame(65535, 65535), 65535, 65535],
    ['a 16384 × 16384 WebP', webpExtended(16384, 16384), 16384, 16384],
    ['a 20000 × 20000 AVIF', avif(20000, 20000), 20000, 20000],
  ])('refuses %s with 413, read from its header, and stores nothing', async (_label, bytes, width, height) => {
    const before = await t.app.db.select({ n: uploads.fileName }).from(uploads);
    const res = await upload(t.app, token, bytes, 'big.img', 'application/octet-stream');
    expect(res).toEqual({
      status: 413,
      body: { error: `The image is ${width} × ${height} pixels; images may be at most 8,000 pixels a side and 40 megapixels` },
    });
    expect(await t.app.db.select({ n: uploads.fileName }).from(uploads)).toHaveLength(before.length);
  });

  it.each([
    ['8000 × 5000 PNG (40 megapixels)', png({ width: 8000, height: 5000 })],
    ['8000 × 1 JPEG', jpeg(8000, 1)],
    ['1 × 8000 AVIF', avif(1, 8000)],
    ['8000 × 5000 WebP', webpExtended(8000, 5000)],
  ])('accepts an image at the limit: %s', async (_label, bytes) => {
    expect((await upload(t.app, token, bytes, 'edge.img', 'application/octet-stream')).status).toBe(201);
  });

  it.each([
    ['a JPEG without a frame header', Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex')],
    ['an AVIF without its size', avif().subarray(0, 28)],
    ['a PNG cut after its signature', png().subarray(0, 20)],
  ])('refuses %s with 400: its size cannot be read', async (_label, bytes) => {
    expect(await upload(t.app, token, bytes, 'broken.img', 'application/octet-stream')).toEqual({
      status: 400,
      body: { error: 'The image is damaged: its width and height cannot be read' },
    });
  });

  it('needs a signed-in user', async () => {
    const res = await upload(t.app, undefined, png(), 'a.png', 'image/png');
    expect(res.status).toBe(401);
    expect(res.body.error).toBeTruthy();
  });

  it('answers 400 without a file', async () => {
    const wrongField = await upload(t.app, token, png(), 'a.png', 'image/png', 'image');
    expect(wrongField.status).toBe(400);
    expect(wrongField.body.error).toMatch(/field named file/);

    const fieldsOnly = new FormData();
    fieldsOnly.append('file', 'not a file');
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload: fieldsOnly,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(noFile.statusCode).toBe(400);

    const json = await call(t.app, 'POST', '/upload', { file: 'iVBORw0KGgo=' }, token);
    expect(json.status).toBe(400);
    expect(json.body.error).toMatch(/multipart/);
  });

  it.each([
    ['without a boundary', 'multipart/form-data', 'abc'],
    [
      'cut short inside the file',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    ],
    ['that is not multipart at all', 'multipart/form-data; boundary=XX', 'garbage'],
  ])('answers 400 to a multipart body %s', async (_label, contentType, payload) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/upload',
      payload,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBeTruthy();
  });
});

describe('GET /upload/:fileName', () => {
  it('serves with nosniff, long caching, an ETag and a locked-down CSP, and answers 304 to a matching ETag', async () => {
    const { body } = await upload(t.app, token, gif(), 'a.gif', 'image/gif');
    const res = await t.app.inject({ method: 'GET', url: `/api/upload/${body.fileName}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'image/gif',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
      'content-security-policy': "default-src 'none'",
    });
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/upload/${body.fileName}`,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('answers 404 with an error body for an unknown name, and refuses names that are not file names', async () => {
    const missing = await call(t.app, 'GET', '/upload/00000000-0000-4000-8000-000000000000.png');
    expect(missing).toMatchObject({ status: 404, body: { error: 'Image not found' } });

    for (const bad of ['..%2F..%2Fetc%2Fpasswd', '.hidden', `${'a'.repeat(129)}.png`]) {
      const res = await call(t.app, 'GET', `/upload/${bad}`);
      expect([400, 404]).toContain(res.status);
      expect(res.body.error).toBeTruthy();
    }
  });

  it('serves a recently served image from memory instead of the database', async () => {
    const { body } = await upload(t.app, token, webp(), 'a.webp', 'image/webp');
    expect((await t.app.inject({ method: 'GET', url: `/api/upload/${body.fileName}` })).statusCode).toBe(200);
    await t.app.db.delete(uploads).where(eq(uploads.fileName, body.fileName));
    const cached = await t.app.inject({ method: 'GET', url: `/api/upload/${body.fileName}` });
    expect(cached.statusCode).toBe(200);
    expect(cached.rawPayload.equals(webp())).toBe(true);
  });
});

describe('the daily upload share of an account (UPLOAD_MB_PER_DAY, issue 18)', () => {
  const MB = 1024 * 1024;
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ uploadBytesPerDay: MB });
  });
  afterAll(() => small?.close());

  /** A valid PNG of about 300 KB (its header is what is checked; the bytes after it are stored as sent). */
  const photo = () => Buffer.concat([png(), randomBytes(300 * 1024)]);
  const stored = async (ownerId: string) =>
    (await small.app.db.select({ fileName: uploads.fileName }).from(uploads).where(eq(uploads.ownerId, ownerId))).length;

  it('refuses an upload past the share with 429 and stores nothing, another account keeps its own, and a day later it frees', async () => {
    const first = await signUpAndIn(small.app);
    for (let i = 0; i < 3; i++) expect((await upload(small.app, first.token, photo(), 'p.png', 'image/png')).status).toBe(201);
    const refused = await upload(small.app, first.token, photo(), 'p.png', 'image/png');
    expect(refused).toEqual({ status: 429, body: { error: uploadDailyLimit(1) } });
    expect(await stored(first.id)).toBe(3);
    // Another manager has a share of their own.
    const second = await signUpAndIn(small.app);
    expect((await upload(small.app, second.token, photo(), 'p.png', 'image/png')).status).toBe(201);
    // What was uploaded more than 24 hours ago no longer counts.
    await small.app.db.execute(sql`update uploads set created_at = now() - interval '25 hours' where owner_id = ${first.id}`);
    expect((await upload(small.app, first.token, photo(), 'p.png', 'image/png')).status).toBe(201);
  });

  it('counts uploads sent at once one after another: none passes the check together with another', async () => {
    const manager = await signUpAndIn(small.app);
    const results = await Promise.all(Array.from({ length: 8 }, () => upload(small.app, manager.token, photo(), 'p.png', 'image/png')));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    expect(await stored(manager.id)).toBe(3);
  });
});

describe('the daily upload share of a network (UPLOAD_MB_PER_NETWORK_PER_DAY, issue 18)', () => {
  const MB = 1024 * 1024;
  let small: TestApp;
  beforeAll(async () => {
    small = await buildTestApp({ uploadBytesPerDay: MB, uploadBytesPerNetworkPerDay: 2 * MB });
  });
  afterAll(() => small?.close());

  /** A valid PNG of about 300 KB: six fit in the network's 2 MB, three in an account's 1 MB. */
  const photo = () => Buffer.concat([png(), randomBytes(300 * 1024)]);
  const from = (token: string, address: string) => upload(small.app, token, photo(), 'p.png', 'image/png', 'file', address);

  it("holds the network's accounts together to its share, by its /64 on IPv6; another network has its own", async () => {
    // A script signs up account after account on one network: the network's share holds them all.
    const [first, second, third] = [await signUpAndIn(small.app), await signUpAndIn(small.app), await signUpAndIn(small.app)];
    for (let i = 0; i < 3; i++) expect((await from(first.token, '2001:db8:7:7::1')).status).toBe(201);
    expect((await from(first.token, '2001:db8:7:7::1')).body).toEqual({ error: uploadDailyLimit(1) });
    // Another account, other addresses of the same /64: three more fill the network's 2 MB, then none.
    expect((await from(second.token, '2001:db8:7:7::2')).status).toBe(201);
    expect((await from(second.token, '2001:db8:7:7:a:b:c:d')).status).toBe(201);
    expect((await from(second.token, '2001:db8:7:7::ffff')).status).toBe(201);
    const refused = await from(third.token, '2001:db8:7:7::3');
    expect(refused).toEqual({ status: 429, body: { error: uploadNetworkLimit(2) } });
    const counted = await small.app.db.select({ fileName: uploads.fileName }).from(uploads).where(eq(uploads.network, '2001:db8:7:7::/64'));
    expect(counted).toHaveLength(6);
    // The same account elsewhere, and anyone on another network, upload on.
    expect((await from(third.token, '2001:db8:7:8::1')).status).toBe(201);
    expect((await from(third.token, '198.51.100.33')).status).toBe(201);
    // A day later the network's share is free again.
    await small.app.db.execute(sql`update uploads set created_at = now() - interval '25 hours' where network = '2001:db8:7:7::/64'`);
    expect((await from(third.token, '2001:db8:7:7::9')).status).toBe(201);
  });

  it('keeps the network out of dumps: an imported upload counts against no network', async () => {
    const manager = await signUpAndIn(small.app);
    const { body } = await from(manager.token, '198.51.100.44');
    const admin = await signUpAndIn(small.app, 'admin');
    const { zip } = await exportDumpFile(small.app, admin.token);
    const rows = JSON.parse((await unzip(zip)).get('tables/uploads.json')!.toString('utf8')) as Record<string, unknown>[];
    const row = rows.find((r) => r.fileName === body.fileName);
    expect(row).toBeDefined();
    expect(row).not.toHaveProperty('network');
    expect(JSON.stringify(rows)).not.toContain('198.51.100.44');

    const restored = await buildTestApp();
    try {
      const restorer = await signUpAndIn(restored.app, 'admin');
      expect((await importDumpFile(restored.app, restorer.token, zip)).status).toBe(200);
      const [imported] = await restored.app.db
        .select({ network: uploads.network })
        .from(uploads)
        .where(eq(uploads.fileName, body.fileName));
      expect(imported).toEqual({ network: null });
    } finally {
      await restored.close();
    }
  });
});
