#!/usr/bin/env node
// `node scripts/measure-phone-throttled.mjs`: a phone on slow venue Wi-Fi, from the big screen's QR
// code to the pictures of the questions (issue 22). Starts the product as `npm start` does (fresh
// embedded database; `--base URL` measures a running product instead), seeds a manager and teams,
// and for every visit a quiz of two questions, each with a freshly uploaded ~200 KB picture, and an
// event running it. In Chromium (390×844, touch) with the phone's tabs alone throttled by CDP's
// Network.emulateNetworkConditions to 400 kbps both ways and 400 ms of latency (`--kbps N`,
// `--latency MS`; a service worker too, see throttlePage in measure-kit.mjs), it times:
//   1. QR link → join form usable: from opening `/?code=XXXX` (what the QR code holds) until the
//      Event Code field is drawn, enabled and filled with the code, and Join is enabled;
//   2. tap Join → /player drawn: from the tap until the player's name field is on screen;
//   3. question opened → picture shown: from the host's call that opens the question until the
//      phone's <img> for it is on screen, loaded (complete, naturalWidth > 0) and decoded, for
//      question 1 (nothing fetched it before) and question 2 (its picture was preloaded at question
//      1's reveal, which lasts `--reveal MS`, 5000 by default, and at least until that preload ends).
// Each run visits twice: cold (a fresh browser context: empty HTTP cache, no service worker; one
// the app registers during the visit serves its later fetches) and warm (the same context opening
// the next event's QR link in a new tab: its HTTP cache, and its service worker, if any, waited
// for until ready). `--no-service-worker` blocks service workers, as for a phone on plain HTTP at
// a LAN address, where browsers run none. The warm visit's pictures are new uploads, as a new
// night's quiz would be: only the app itself can come from the cache. Prints each run and the
// medians of `--runs N` (default 3), with the bytes the join page took on the wire. The host acts
// over the HTTP API (unthrottled), as the host console does. CDP's emulation adds no latency to
// the live socket's messages (a question's text reaches the phone well under 400 ms after the
// host's call): on a real link, add half a round trip. The machine is shared: compare medians.
/* global window, document, requestAnimationFrame, location */
import {
  api,
  arg,
  launchChromium,
  median,
  noisePng,
  runningEvent,
  signedInManager,
  startServer,
  throttlePage,
  uploadImage,
  withTimeout,
  PHONE_CONTEXT,
} from './measure-kit.mjs';

const RUNS = Number(arg('runs', '3'));
const KBPS = Number(arg('kbps', '400'));
const LATENCY_MS = Number(arg('latency', '400'));
// How long the reveal stays before the host opens the next question (it also waits for the preload).
const REVEAL_MS = Number(arg('reveal', '5000'));
// Browsers run service workers only on HTTPS and localhost origins (this script's 127.0.0.1 is one).
const NO_SERVICE_WORKER = process.argv.includes('--no-service-worker');
const IMAGE_BYTES = 200 * 1024;
// A step that never comes (a broken page) fails the run instead of waiting for ever; generous, as
// 200 KB alone take over 4 s at 400 kbps.
const STEP_MS = 120_000;
const TEAMS = ['Owls', 'Foxes', 'Badgers'];

const log = (line) => process.stderr.write(`measure-phone-throttled: ${line}\n`);

for (const [name, value] of [
  ['runs', RUNS],
  ['kbps', KBPS],
  ['latency', LATENCY_MS],
  ['reveal', REVEAL_MS],
]) {
  if (!Number.isFinite(value) || value < (name === 'runs' || name === 'kbps' ? 1 : 0)) {
    console.error(`measure-phone-throttled: --${name} must be a number${name === 'runs' || name === 'kbps' ? ' of at least 1' : ''}`);
    process.exit(2);
  }
}

/** A quiz of two questions with a fresh picture each, and an event running it now: its code and pictures. */
async function seedNight(base, token, teamIds, label) {
  const images = [];
  let imageBytes = 0;
  for (let i = 0; i < 2; i++) {
    const png = noisePng(IMAGE_BYTES);
    imageBytes += png.length / 2; // the mean of the two
    images.push(await uploadImage(base, token, png, { name: `q${i + 1}.png` }));
  }
  const questions = images.map((imageUrl, i) => ({
    type: 'multiple_text_choice_4',
    correctAnswer: 1,
    // Long enough never to close by itself while the picture crawls in.
    timeLimit: 600,
    imageUrl,
    texts: { en_US: { question: `Which picture is number ${i + 1}?`, answers: ['This one', 'That one', 'Another', 'None'] } },
  }));
  const name = `Slow Wi-Fi ${label}`;
  const { id: quizId } = await api(base, 'POST', '/activities/quiz', { name }, token);
  await api(base, 'PUT', `/activities/quiz/${quizId}`, { name, questions }, token);
  const { eventId, code } = await runningEvent(base, token, {
    name,
    quizId,
    teamIds,
    rules: { teamsConfig: 'only_preset_teams', allowTeamlessPlayers: false },
  });
  return { eventId, code, images, imageBytes, questions: questions.map((q) => q.texts.en_US.question) };
}

/** A host action over the API; resolves with the host's view and the wall-clock time the call was made. */
async function host(base, token, eventId, action) {
  const at = Date.now();
  const view = await api(base, 'POST', `/events/${eventId}/live`, { action }, token);
  return { at, view };
}

// Page side. Each watcher resolves with the Date.now() of the first animation frame where its
// condition holds: the host's calls are timed with Date.now() in this process, the same clock.
// Kept as a string so that it is installed once, by addInitScript, before the app's code runs.
const WATCHERS = `
  window.__qfWatch = (test) => new Promise((resolve) => {
    const tick = () => (test() ? resolve(Date.now()) : requestAnimationFrame(tick));
    tick();
  });
  window.__qfVisible = (el) => Boolean(el) && el.getBoundingClientRect().height > 0 && !el.closest('[data-app-shell]');
  window.__qfLabelled = (prefix) => [...document.querySelectorAll('input')].find((i) => i.labels && [...i.labels].some((l) => l.textContent.trim().startsWith(prefix)));
`;

/** In the page: the join form usable for `code` (the app's form, not a shell's; the code filled in, Join enabled). */
function joinFormUsable(code) {
  return window.__qfWatch(() => {
    const input = window.__qfLabelled('Event Code');
    if (!window.__qfVisible(input) || input.disabled || input.readOnly || input.value !== code) return false;
    const join = [...document.querySelectorAll('button[type=submit]')].find((b) => b.textContent.trim() === 'Join');
    return window.__qfVisible(join) && !join.disabled;
  });
}

/** In the page: arms the watch for /player drawn (its name field on screen) and times the tap on Join. */
function armPlayerDrawn() {
  window.__qfTap = new Promise((resolve) =>
    window.addEventListener('pointerdown', () => resolve(Date.now()), { capture: true, once: true }),
  );
  window.__qfPlayer = window.__qfWatch(() => location.pathname === '/player' && window.__qfVisible(window.__qfLabelled('Your Name')));
}

/**
 * In the page: arms the watches for a question, its text on screen and its picture shown: the <img>
 * whose address names the upload (`/upload/NAME`, a sized variant's `?w=` or not), drawn, loaded
 * (complete, naturalWidth > 0) and decoded (img.decode() resolved), at the frame after that; with
 * the address the <img> loaded.
 */
function armQuestion({ key, text, fileName }) {
  const path = `/upload/${encodeURIComponent(fileName)}`;
  window[`__qfText${key}`] = window.__qfWatch(() => document.body.innerText.includes(text));
  window[`__qfImage${key}`] = new Promise((resolve) => {
    const tick = () => {
      const img = [...document.images].find((i) => new URL(i.currentSrc || i.src, location.href).pathname.endsWith(path));
      if (!(img && window.__qfVisible(img) && img.complete && img.naturalWidth > 0)) return requestAnimationFrame(tick);
      img.decode().then(
        () => requestAnimationFrame(() => resolve({ at: Date.now(), src: img.currentSrc || img.src })),
        () => requestAnimationFrame(tick),
      );
    };
    tick();
  });
}

/** Waits in the page for a promise one of the functions above left on `window`. */
const awaitInPage = (page, name, what) =>
  withTimeout(
    page.evaluate((n) => window[n], name),
    STEP_MS,
    what,
  );

/** Waits for a picture shown; one that never shows fails with what the page has instead. */
async function awaitPicture(page, name, what) {
  try {
    return await awaitInPage(page, name, what);
  } catch (error) {
    const images = await page
      .evaluate(() => [...document.images].map((i) => `${i.currentSrc || i.src} (complete ${i.complete}, ${i.naturalWidth} px wide)`))
      .catch(() => ['unknown']);
    const text = await page.innerText('body').catch(() => '?');
    throw new Error(`${error.message}; the page's images: ${images.join('; ') || 'none'}; its text: ${text.replace(/\s+/g, ' ')}`);
  }
}

// What Chromium asks for when it loads an <img>: a server choosing the format by Accept sees the same.
const IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** What the phone's <img> address serves: its type and size (a resized variant may be far below the upload's). */
async function pictureServed(src) {
  const res = await fetch(src, { headers: { accept: IMAGE_ACCEPT } });
  const bytes = (await res.arrayBuffer()).byteLength;
  return { bytes, type: res.headers.get('content-type') ?? '?', query: new URL(src).search };
}

/** A service worker, if the app registered one, ready (active) before the warm visit, or the wait gives up; resolves with whether there was one. */
async function serviceWorkerReady(page) {
  return page.evaluate(async (timeoutMs) => {
    if (!('serviceWorker' in navigator)) return false;
    const registrations = await navigator.serviceWorker.getRegistrations();
    if (registrations.length === 0) return false;
    await Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
    return true;
  }, STEP_MS);
}

/**
 * What a service worker of the phone fetched from the network: both tabs of a run hear it (each
 * one's session attaches it), so its requests are counted once, into the visit's `sink`.
 */
function workerWire() {
  const seen = new Set();
  const wire = {
    sink: () => {},
    onWorkerEvent(method, params) {
      if (method !== 'Network.loadingFinished' || seen.has(params.requestId)) return;
      seen.add(params.requestId);
      wire.sink(params.encodedDataLength);
    },
  };
  return wire;
}

/** A throttled tab of the phone, with the page-side watchers installed before any of the app's code. */
async function openTab(context, wire) {
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_MS);
  const cdp = await throttlePage(page, { kbps: KBPS, latencyMs: LATENCY_MS, onWorkerEvent: wire.onWorkerEvent });
  await page.addInitScript(WATCHERS);
  return { page, cdp, wire };
}

/** One visit of the phone in a new tab: join by the QR link, then two questions. */
async function visit({ page, cdp, wire }, base, token, teamIds, label) {
  const night = await seedNight(base, token, teamIds, label);
  // What the join page takes on the wire, until its form is usable: the page's own requests, and
  // what a service worker fetched (a response the worker gave the page is counted there, once).
  let joinBytes = 0;
  let workerBytes = 0;
  let counting = true;
  wire.sink = (bytes) => {
    workerBytes += bytes;
    if (counting) joinBytes += bytes;
  };
  const fromWorker = new Set();
  cdp.on('Network.responseReceived', (e) => {
    if (e.response.fromServiceWorker) fromWorker.add(e.requestId);
  });
  // When the phone has the second picture (its preload at the reveal), by the CDP events.
  const secondName = encodeURIComponent(night.images[1]);
  const secondRequests = new Set();
  let secondLoaded = null;
  let secondLoadedResolve;
  const secondLoadedPromise = new Promise((resolve) => (secondLoadedResolve = resolve));
  cdp.on('Network.requestWillBeSent', (e) => {
    if (e.request.url.includes(`/upload/${secondName}`)) secondRequests.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (counting && !fromWorker.has(e.requestId)) joinBytes += e.encodedDataLength;
    if (secondRequests.has(e.requestId) && secondLoaded === null) {
      secondLoaded = Date.now();
      secondLoadedResolve();
    }
  });

  // 1. The QR code's link (JoinPanel: `${address}/?code=${code}`) → the join form usable.
  const opened = Date.now();
  await page.goto(`${base}/?code=${encodeURIComponent(night.code)}`, { waitUntil: 'commit', timeout: STEP_MS });
  const usable = await withTimeout(page.evaluate(joinFormUsable, night.code), STEP_MS, 'join form usable');
  counting = false;

  // 2. Tap Join → /player drawn.
  await page.evaluate(armPlayerDrawn);
  await page.getByRole('button', { name: 'Join', exact: true }).tap();
  const tap = await awaitInPage(page, '__qfTap', 'tap on Join');
  const player = await awaitInPage(page, '__qfPlayer', '/player drawn');

  // The player names themself and picks a team, untimed, and waits for the game.
  await page.getByLabel('Your Name').fill(`Phone ${label}`);
  await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: TEAMS[0] });
  await page.getByRole('button', { name: 'Join', exact: true }).tap();
  await page.getByRole('heading', { name: `Welcome, Phone ${label}!` }).waitFor();

  // 3a. Question 1: its picture was never fetched.
  await page.evaluate(armQuestion, { key: 1, text: night.questions[0], fileName: night.images[0] });
  const start = await host(base, token, night.eventId, 'start');
  if (start.view.live?.phase !== 'question') throw new Error(`start: the host's view is at ${start.view.live?.phase}, not a question`);
  const text1 = await awaitInPage(page, '__qfText1', 'question 1 drawn');
  const image1 = await awaitPicture(page, '__qfImage1', 'question 1 picture shown');

  // 3b. The reveal preloads question 2's picture; the host opens question 2 once it is in.
  const reveal = await host(base, token, night.eventId, 'reveal');
  await new Promise((resolve) => setTimeout(resolve, REVEAL_MS));
  await withTimeout(secondLoadedPromise, STEP_MS, 'question 2 picture preloaded at the reveal').catch((error) => {
    throw new Error(`${error.message} (the phone ${secondRequests.size ? 'never finished fetching it' : 'never asked for it'})`);
  });
  await page.evaluate(armQuestion, { key: 2, text: night.questions[1], fileName: night.images[1] });
  let next = await host(base, token, night.eventId, 'next');
  // A quiz showing its leaderboard after the reveal: the next step opens the question.
  if (next.view.live?.phase === 'leaderboard') next = await host(base, token, night.eventId, 'next');
  if (next.view.live?.phase !== 'question') throw new Error(`next: the host's view is at ${next.view.live?.phase}, not a question`);
  const text2 = await awaitInPage(page, '__qfText2', 'question 2 drawn');
  const image2 = await awaitPicture(page, '__qfImage2', 'question 2 picture shown');

  await host(base, token, night.eventId, 'end').catch(() => {});
  return {
    usable: usable - opened,
    player: player - tap,
    image1: image1.at - start.at,
    image2: image2.at - next.at,
    picture: await pictureServed(image1.src),
    text1: text1 - start.at,
    text2: text2 - next.at,
    preload: secondLoaded - reveal.at,
    secondFetches: secondRequests.size,
    joinBytes,
    workerBytes,
    imageBytes: night.imageBytes,
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n) => `${Math.round(n)} ms`;
const describePicture = (p) => `${p.query ? `the variant ${p.query}` : 'the upload itself'} (${p.type}, ${kb(p.bytes)})`;
const COLUMNS = [
  ['QR link→form usable', (r) => ms(r.usable)],
  ['tap Join→/player', (r) => ms(r.player)],
  ['q1 picture (not preloaded)', (r) => ms(r.image1)],
  ['q2 picture (preloaded)', (r) => ms(r.image2)],
  ['join page on the wire', (r) => kb(r.joinBytes)],
];

function table(rows) {
  const header = ['', ...COLUMNS.map(([title]) => title)];
  const cells = rows.map(([label, r]) => [label, ...COLUMNS.map(([, show]) => show(r))]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c) => c.map((x, i) => (i === 0 ? x.padEnd(widths[i]) : x.padStart(widths[i]))).join('  ');
  return [line(header), ...cells.map(line)].join('\n');
}

async function main() {
  // `--base URL` measures a product already running there (it must serve the built client).
  const given = arg('base', '');
  if (!given) log('starting the server (building what is missing)…');
  const server = given ? { base: given.replace(/\/$/, ''), stop: async () => {} } : await startServer();
  let browser;
  try {
    log(`server at ${server.base}`);
    browser = await launchChromium();
    const token = await signedInManager(server.base, 'measure-phone');
    const teamIds = [];
    for (const name of TEAMS) teamIds.push((await api(server.base, 'POST', '/teams', { name }, token)).id);

    const runs = { cold: [], warm: [] };
    for (let i = 1; i <= RUNS; i++) {
      const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: NO_SERVICE_WORKER ? 'block' : 'allow' });
      try {
        // Cold: the context's first tab. Warm: a second tab opening the next event's QR link, the
        // first still open (as phones keep their tabs): a service worker it registered stays
        // throttled through it (see throttlePage), and the warm tab gets a renderer of its own.
        const wire = workerWire();
        const cold = await openTab(context, wire);
        const coldRun = await visit(cold, server.base, token, teamIds, `${i} cold`);
        coldRun.serviceWorker = await serviceWorkerReady(cold.page);
        const warm = await openTab(context, wire);
        const warmRun = await visit(warm, server.base, token, teamIds, `${i} warm`);
        warmRun.serviceWorker = coldRun.serviceWorker;
        for (const [kind, r] of [
          ['cold', coldRun],
          ['warm', warmRun],
        ]) {
          runs[kind].push(r);
          log(
            `run ${i} ${kind}: form usable ${ms(r.usable)}, tap→/player ${ms(r.player)}, ` +
              `q1 text ${ms(r.text1)} picture ${ms(r.image1)} (${describePicture(r.picture)}), q2 text ${ms(r.text2)} picture ${ms(r.image2)} ` +
              `(preloaded ${ms(r.preload)} after the reveal, ${r.secondFetches} request${r.secondFetches === 1 ? '' : 's'} for it), ` +
              `join page ${kb(r.joinBytes)}${r.serviceWorker ? `, service worker fetched ${kb(r.workerBytes)} in the visit` : ''}`,
          );
        }
      } finally {
        await context.close().catch(() => {});
      }
    }

    const med = (list) =>
      Object.fromEntries(
        Object.keys(list[0])
          .filter((key) => typeof list[0][key] === 'number')
          .map((key) => [key, median(list.map((r) => r[key]))]),
      );
    const rows = [];
    for (let i = 0; i < RUNS; i++) for (const kind of ['cold', 'warm']) rows.push([`run ${i + 1} ${kind}`, runs[kind][i]]);
    rows.push(['median cold', med(runs.cold)], ['median warm', med(runs.warm)]);
    const sw = NO_SERVICE_WORKER
      ? 'service workers blocked'
      : runs.cold.some((r) => r.serviceWorker)
        ? 'with the service worker the app registered'
        : 'no service worker registered';
    console.log(
      `phone (390×844) at ${KBPS} kbps / ${LATENCY_MS} ms latency, ${RUNS} run${RUNS === 1 ? '' : 's'}; cold = fresh context, warm = same context again (${sw}):`,
    );
    console.log(table(rows));
    console.log(
      `pictures: ${kb(median(runs.cold.map((r) => r.imageBytes)))} PNGs uploaded, of which the phone's <img> loaded ${describePicture(runs.cold[0].picture)}; ` +
        `timed from the host's call to the <img> loaded and decoded; question 2's was preloaded at question 1's reveal ` +
        `(shown ≥ ${REVEAL_MS} ms, median ${ms(median(runs.cold.concat(runs.warm).map((r) => r.preload)))} from the reveal to the preload's end).`,
    );
    console.log(
      `question text drawn, median cold / warm: q1 ${ms(med(runs.cold).text1)} / ${ms(med(runs.warm).text1)}, q2 ${ms(med(runs.cold).text2)} / ${ms(med(runs.warm).text2)}.`,
    );
  } finally {
    await browser?.close().catch(() => {});
    await server.stop();
  }
}

main().catch((error) => {
  console.error(`measure-phone-throttled: failed: ${error?.stack ?? error}`);
  process.exit(1);
});
