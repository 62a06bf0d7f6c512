#!/usr/bin/env node
// `node scripts/measure-join-throttled.mjs`: what a phone on slow venue Wi-Fi sees of the join page.
// Starts the product as `npm start` does (fresh embedded database), seeds an event with teams, then
// in Chromium (390×844, cold cache each run) under CDP's Network.emulateNetworkConditions at
// 400 kbps both ways and 400 ms of latency (`--kbps N`, `--latency MS`) times:
//   - first paint: the browser's first contentful paint (the first thing drawn that is not blank),
//   - usable form: the Event Code field drawn and enabled (the app's own, not a shell's),
//   - tap → /player drawn: from the tap on Join until the player's name field is on screen,
//   - of which nothing shown: the frames of that wait that show the old page as if untouched
//     (Join enabled, no loader, not yet the player page),
// and the bytes the join page downloaded (as sent on the wire). Prints each run and the median of
// `--runs N` (default 5). `--think MS` waits that long between the usable form and typing the
// code, as a player reading it off the big screen does; `--base URL` measures a running product
// instead of starting one. The machine is shared: compare medians, not single runs.
import { api, arg, launchChromium, median, runningEvent, signedInManager, startServer, PHONE_CONTEXT } from './measure-kit.mjs';

const RUNS = Number(arg('runs', '5'));
const KBPS = Number(arg('kbps', '400'));
const LATENCY_MS = Number(arg('latency', '400'));
// How long the player takes to read the code off the big screen and type it (`--think MS`).
const THINK_MS = Number(arg('think', '0'));

const log = (line) => process.stderr.write(`measure-join-throttled: ${line}\n`);

async function seedEvent(base) {
  const token = await signedInManager(base, 'measure-join');
  const teamIds = [];
  for (const name of ['Owls', 'Foxes', 'Badgers']) teamIds.push((await api(base, 'POST', '/teams', { name }, token)).id);
  const { id: quizId } = await api(base, 'POST', '/activities/quiz', { name: 'Measure' }, token);
  const { code } = await runningEvent(base, token, {
    name: 'Slow Wi-Fi night',
    quizId,
    teamIds,
    rules: { teamsConfig: 'only_preset_teams', allowTeamlessPlayers: false },
  });
  return code;
}

// A step that never comes (a broken page) fails the run instead of waiting for ever.
const STEP_MS = 60_000;
function step(page, name, fn) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${name}: not reached within ${STEP_MS / 1000} s`)), STEP_MS);
  });
  return Promise.race([page.evaluate(fn), late]).finally(() => clearTimeout(timer));
}

// Runs in the page: resolves with performance.now() of the first animation frame where `test()` holds.
const WATCH = `(test) => new Promise((resolve) => {
  const tick = () => (test() ? resolve(performance.now()) : requestAnimationFrame(tick));
  tick();
})`;

async function oneRun(browser, base, code) {
  const context = await browser.newContext(PHONE_CONTEXT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const bytesPerSecond = (KBPS * 1000) / 8;
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: LATENCY_MS,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  });
  let loadBytes = 0;
  let counting = true;
  cdp.on('Network.loadingFinished', (e) => {
    if (counting) loadBytes += e.encodedDataLength;
  });
  try {
    // Waits begin before the navigation so that no frame is missed; the page-side clock starts at
    // navigation, the same origin as the browser's paint timings.
    await page.addInitScript(`
      window.__qfFirstPaint = new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const fcp = list.getEntries().find((e) => e.name === 'first-contentful-paint');
          if (fcp) resolve(fcp.startTime);
        }).observe({ type: 'paint', buffered: true });
      });
      window.__qfUsable = (${WATCH})(() => {
        const input = [...document.querySelectorAll('input')].find((i) => i.labels && [...i.labels].some((l) => l.textContent.trim().startsWith('Event Code')));
        const usable = Boolean(input && !input.disabled && input.getBoundingClientRect().height > 0 && !input.closest('[data-app-shell]'));
        // Whether the app's stylesheet applied by then (else the form flashed unstyled).
        if (usable) window.__qfStyled = [...document.styleSheets].some((sheet) => sheet.href?.endsWith('.css'));
        return usable;
      });
    `);
    await page.goto(`${base}/`, { waitUntil: 'commit', timeout: STEP_MS });
    const firstPaint = await step(page, 'first paint', () => window.__qfFirstPaint);
    const usable = await step(page, 'usable form', () => window.__qfUsable);
    counting = false;

    const styled = await page.evaluate(() => window.__qfStyled);
    await page.waitForTimeout(THINK_MS);
    await page.getByLabel('Event Code').fill(code);
    // The tap's time is taken in the page, at pointerdown, and the watchers start before it.
    await page.evaluate(`
      window.__qfTap = new Promise((resolve) => addEventListener('pointerdown', () => resolve(performance.now()), { capture: true, once: true }));
      // Every frame from the tap until /player is drawn either shows progress (a busy or disabled
      // Join, a loader, the player page's own content) or shows the old page as if nothing
      // happened; the second kind are summed up.
      window.__qfNoProgress = new Promise((resolve) => {
        let last = null;
        let idle = 0;
        const visible = (el) => Boolean(el) && el.getBoundingClientRect().height > 0;
        const tick = (now) => {
          const player = location.pathname === '/player' && visible(document.querySelector('input[autocomplete=nickname]'));
          if (player) return resolve(idle);
          const busyButton = [...document.querySelectorAll('button[type=submit]')].some((b) => b.disabled || b.hasAttribute('data-loading'));
          const loader = [...document.querySelectorAll('.mantine-Loader-root, [role=progressbar], [aria-busy=true]')].some(visible);
          const connecting = /Connecting to the event|Reconnecting/.test(document.body.innerText);
          if (last !== null && !(busyButton || loader || connecting)) idle += now - last;
          last = now;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      window.__qfPlayer = (${WATCH})(() => {
        const input = [...document.querySelectorAll('input')].find((i) => i.labels && [...i.labels].some((l) => l.textContent.trim().startsWith('Your Name')));
        return location.pathname === '/player' && Boolean(input && input.getBoundingClientRect().height > 0);
      });
      undefined; // evaluate() would otherwise wait for the last promise
    `);
    await page.getByRole('button', { name: 'Join', exact: true }).tap();
    const tap = await step(page, 'tap', () => window.__qfTap);
    const noProgress = await step(page, 'no-progress time', () => window.__qfNoProgress);
    const player = await step(page, '/player drawn', () => window.__qfPlayer);
    return { firstPaint, usable, noProgress, player: player - tap, loadBytes, styled };
  } finally {
    await context.close().catch(() => {});
  }
}

async function main() {
  // `--base URL` measures a product already running there (it must serve the built client).
  const given = arg('base', '');
  if (!given) log('starting the server (building what is missing)…');
  const server = given ? { base: given.replace(/\/$/, ''), stop: async () => {} } : await startServer();
  log(`server at ${server.base}`);
  const browser = await launchChromium();
  try {
    const code = await seedEvent(server.base);
    const ms = (n) => `${Math.round(n)} ms`.padStart(8);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await oneRun(browser, server.base, code);
      runs.push(r);
      log(
        `run ${i + 1}: first paint ${ms(r.firstPaint)}, usable form ${ms(r.usable)}, no progress shown ${ms(r.noProgress)}, tap→/player ${ms(r.player)}, ${(r.loadBytes / 1024).toFixed(1)} KB${r.styled ? '' : ', FORM DRAWN BEFORE ITS STYLESHEET'}`,
      );
    }
    const med = (key) => median(runs.map((r) => r[key]));
    console.log(
      `join page on a phone at ${KBPS} kbps / ${LATENCY_MS} ms latency, cold cache, ${THINK_MS} ms to type the code, median of ${RUNS} runs:`,
    );
    console.log(`  first paint (FCP)          ${ms(med('firstPaint'))}`);
    console.log(`  usable join form           ${ms(med('usable'))}`);
    console.log(`  tap Join -> /player drawn  ${ms(med('player'))}`);
    console.log(`  of which nothing shown     ${ms(med('noProgress'))}  (frames after the tap with no busy button, loader or new page)`);
    console.log(`  downloaded for the join page: ${(med('loadBytes') / 1024).toFixed(1)} KB on the wire`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
