// What the measuring scripts share: their arguments, starting the product the way `npm start`
// does (on a fresh embedded database, or PostgreSQL), calling its API, and summing up timings.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** `--name value` from the command line, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** Starts scripts/start.mjs on a free port; resolves once it logs that it is ready. */
export function startServer({ databaseUrl = '' } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'quizfest-measure-'));
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    // The ready line is logged at info level.
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The output kept is the tail, for an early exit's error.
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output = (output + chunk.toString()).slice(-8000);
      const match = /ready at http:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        resolve({
          base: `http://127.0.0.1:${match[1]}`,
          // The process (scripts/start.mjs, which exits with the server) and its output so far, for
          // scripts that watch whether the server survives.
          child,
          output: () => output,
          async stop() {
            if (child.exitCode === null) {
              const exited = new Promise((r) => child.once('exit', r));
              child.kill('SIGTERM');
              await exited;
            }
            rmSync(dataDir, { recursive: true, force: true });
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server exited (${code}) before it was ready:\n${output.slice(-2000)}`));
    });
  });
}

/** One JSON call to the API; a non-2xx answer throws with its body. */
export async function api(base, method, path, body, token) {
  const headers = { accept: 'application/json' };
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${base}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return text ? JSON.parse(text) : {};
}

/** A fresh manager account, signed in: its token. */
export async function signedInManager(base, password) {
  const passwordHash = createHash('sha256').update(password).digest('hex');
  const emailAddress = `host-${randomUUID().slice(0, 8)}@example.com`;
  await api(base, 'POST', '/auth/signup', { userName: 'Host', emailAddress, passwordHash });
  return (await api(base, 'POST', '/auth/signin', { emailAddress, passwordHash })).token;
}

/**
 * An event running now (for three hours) with one quiz activity: players without teams unless
 * `teamIds` and `rules` say otherwise. Resolves with its id and join code.
 */
export async function runningEvent(
  base,
  token,
  { name, quizId, teamIds = [], rules = { teamsConfig: 'no_teams', allowTeamlessPlayers: true } },
) {
  const { id: eventId } = await api(base, 'POST', '/events', { name }, token);
  const event = await api(base, 'GET', `/events/${eventId}`, undefined, token);
  await api(
    base,
    'PUT',
    `/events/${eventId}`,
    {
      name: event.name,
      teamIds,
      activities: [{ id: 'activity-1', type: 'quiz', modelId: quizId, rules }],
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 3 * 3600_000).toISOString(),
    },
    token,
  );
  return { eventId, code: event.code };
}

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Rejects with "`what`: not reached within N s" unless `promise` settles within `ms`. */
export function withTimeout(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not reached within ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * A real PNG about `bytes` long (within 5 %), of a photo's size (1280 × 960 unless told): a colour
 * gradient sprinkled with noise, the noisy share of the pixels sought until the file has the size.
 * Every call gives other bytes. RGB, 8 bits, every row Sub-filtered, no interlace.
 */
export function noisePng(bytes = 200 * 1024, { width = 1280, height = 960 } = {}) {
  const encode = (share) => {
    const stride = 1 + width * 3;
    const raw = Buffer.alloc(height * stride);
    const noise = randomBytes(width * height * 3);
    for (let y = 0; y < height; y++) {
      const row = y * stride;
      raw[row] = 1; // Sub: each byte minus the one a pixel before
      let left = [0, 0, 0];
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 3;
        const pixel =
          Math.random() < share
            ? [noise[i], noise[i + 1], noise[i + 2]]
            : [Math.round((x * 255) / width), Math.round((y * 255) / height), 160];
        for (let c = 0; c < 3; c++) raw[row + 1 + x * 3 + c] = (pixel[c] - left[c]) & 0xff;
        left = pixel;
      }
    }
    const chunk = (type, data) => {
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, 2, 0, 0, 0], 8); // 8 bits a sample, truecolour, deflate, adaptive filtering, no interlace
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(raw)),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  };
  // The share found last time for this size starts the search: the next calls take one encoding.
  const key = `${bytes} ${width}x${height}`;
  let share = noiseShares.get(key) ?? 0.05;
  let [low, high] = [0, 1];
  let png = encode(share);
  for (let i = 0; i < 20 && Math.abs(png.length - bytes) > bytes * 0.05; i++) {
    if (png.length > bytes) high = share;
    else low = share;
    share = (low + high) / 2;
    png = encode(share);
  }
  noiseShares.set(key, share);
  return png;
}
const noiseShares = new Map();

/** Uploads an image as the quiz editor does (multipart, field `file`): the stored name a question refers to. */
export async function uploadImage(base, token, bytes, { name = 'picture.png', type = 'image/png' } = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const text = await res.text();
  if (res.status !== 201) throw new Error(`POST /upload: ${res.status} ${text}`);
  return JSON.parse(text).fileName;
}

/** A phone as the measuring scripts' browser contexts draw it: 390×844 CSS px at 3×, touch, English. */
export const PHONE_CONTEXT = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  locale: 'en-US',
};

/** The measuring scripts' headless Chromium (`CHROMIUM_PATH`, else /usr/bin/chromium), quiet in the background. */
export async function launchChromium() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Throttles one page's network with CDP's Network.emulateNetworkConditions (`kbps` both ways,
 * `latencyMs` of round trip), as DevTools does, and the service workers CDP attaches to that page
 * (each paused at its start until throttled): a service worker is a target of its own, whose
 * fetches the page's conditions do not cover. A worker has a link of that speed of its own, not a
 * share of the page's. Tried with a worker that answers navigations from the network: a second
 * tab's navigation through it is throttled while the first tab it controls stays open (even after
 * the worker stopped and restarted), but neither after that tab went to about:blank nor in a new
 * tab's first navigation with no tab of the worker's open.
 * Other pages of the context are not throttled. `onWorkerEvent(method, params)` hears the workers'
 * Network events (their own fetches, which the page's session does not see). Resolves with the
 * page's CDP session.
 */
export async function throttlePage(page, { kbps, latencyMs, onWorkerEvent = () => {} }) {
  const cdp = await page.context().newCDPSession(page);
  const bytesPerSecond = (kbps * 1000) / 8;
  const conditions = { offline: false, latency: latencyMs, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond };
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', conditions);
  let id = 0;
  const send = (sessionId, method, params = {}) =>
    cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id: ++id, method, params }) });
  const workers = new Set();
  cdp.on('Target.receivedMessageFromTarget', ({ sessionId, message }) => {
    if (!workers.has(sessionId)) return;
    const { method, params } = JSON.parse(message);
    if (method?.startsWith('Network.')) onWorkerEvent(method, params);
  });
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => workers.delete(sessionId));
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    (async () => {
      if (targetInfo.type === 'service_worker') {
        workers.add(sessionId);
        await send(sessionId, 'Network.enable');
        await send(sessionId, 'Network.emulateNetworkConditions', conditions);
      }
      if (waitingForDebugger) await send(sessionId, 'Runtime.runIfWaitingForDebugger');
    })().catch(() => {}); // the page or the worker went away meanwhile
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false });
  return cdp;
}
