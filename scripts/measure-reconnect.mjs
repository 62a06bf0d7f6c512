#!/usr/bin/env node
// `npm run measure:reconnect`: how long a phone cut off from the network takes to be back on the
// current question. Starts the product as `npm start` does (scripts/start.mjs, embedded PGlite, a
// free port), sets up a live event with a quiz of 8 questions over the API, and opens one player's
// page in Debian's Chromium (playwright-core). Then, 5 times (`--runs N`): with a question showing,
// the page goes offline (context.setOffline) for 5 s (`--offline-ms`), during which the host reveals
// and opens the next question; the page comes back online, and the time from setOffline(false) to
// the new question's text being visible on the phone is taken. Prints each run, the median and max.
//
// Going offline fires the browser's `offline` event, on which the page drops its socket and shows
// 'Offline'; back online it opens a new socket and gets the current view. `--drop-socket` also
// closes the socket from the network side and refuses new ones until the cut ends (through a
// WebSocket route), as when the phone changes network.
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, arg, launchChromium, median, runningEvent, signedInManager, startServer } from './measure-kit.mjs';

const RUNS = Number(arg('runs', '5'));
const OFFLINE_MS = Number(arg('offline-ms', '5000'));
const DROP_SOCKET = process.argv.includes('--drop-socket');
const QUESTIONS = Math.max(8, RUNS + 1);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Longer than this back online counts as not coming back at all. */
const GIVE_UP_MS = 30_000;

const fmt = (ms) => `${ms.toFixed(0)} ms`;
const questionText = (i) => `Reconnect question ${i + 1}: which option is first?`;

async function setUp(base) {
  const token = await signedInManager(base, 'measure-reconnect');
  const { id: quizId } = await api(base, 'POST', '/activities/quiz', { name: 'Reconnect' }, token);
  const questions = Array.from({ length: QUESTIONS }, (_, i) => ({
    type: 'multiple_text_choice_4',
    correctAnswer: 1,
    // Long enough that no question closes by itself while the page is away.
    timeLimit: 600,
    texts: { en_US: { question: questionText(i), answers: ['First', 'Second', 'Third', 'Fourth'] } },
  }));
  await api(base, 'PUT', `/activities/quiz/${quizId}`, { name: 'Reconnect', questions }, token);
  const { eventId, code } = await runningEvent(base, token, { name: 'Reconnect night', quizId });
  const playerId = randomUUID();
  await api(base, 'POST', '/events/join', { code: code, playerId });
  await api(base, 'POST', '/players/set-info', { eventId, playerId, name: 'Roaming Phone', teamId: '' });
  return { token, eventId, playerId };
}

async function main() {
  if (!existsSync(chromiumPath)) throw new Error(`no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`);
  const server = await startServer();
  let browser;
  try {
    const { base } = server;
    const { token, eventId, playerId } = await setUp(base);
    const host = (action) => api(base, 'POST', `/events/${eventId}/live`, { action }, token);

    browser = await launchChromium();
    const context = await browser.newContext({
      baseURL: base,
      locale: 'en-US',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    context.setDefaultTimeout(GIVE_UP_MS);
    // The page as a phone that joined earlier finds it: the player's and the event's ids in storage.
    await context.addInitScript(
      ([player, event]) => {
        localStorage.setItem('quizfest.playerId', player);
        localStorage.setItem('quizfest.eventId', event);
      },
      [playerId, eventId],
    );
    // --drop-socket: each socket goes through a route that can cut it and refuse new ones.
    let cut = false;
    const routed = new Set();
    if (DROP_SOCKET) {
      await context.routeWebSocket(/\/api\/live$/, (ws) => {
        if (cut) return ws.close({ code: 1001, reason: 'offline' });
        routed.add(ws);
        ws.connectToServer();
      });
    }
    const cutSockets = async (on) => {
      cut = on;
      if (!on) return;
      for (const ws of routed) await ws.close({ code: 1001, reason: 'offline' }).catch(() => {});
      routed.clear();
    };
    const page = await context.newPage();
    await page.goto('/player');
    await page.getByRole('heading', { name: 'Welcome, Roaming Phone!' }).waitFor();
    // In the lobby with a live socket, then the first question.
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await host('start');
    await page.getByRole('heading', { name: questionText(0) }).waitFor();

    const times = [];
    for (let run = 0; run < RUNS; run++) {
      await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
      await context.setOffline(true);
      if (DROP_SOCKET) await cutSockets(true);
      const cutAt = performance.now();
      await host('reveal');
      await host('next');
      const next = page.getByRole('heading', { name: questionText(run + 1) });
      await sleep(Math.max(0, OFFLINE_MS - (performance.now() - cutAt)));
      // A page that already shows the new question was never cut off: the run would measure nothing.
      const seenOffline = await next.isVisible();
      const badge = (await page.getByRole('status').first().textContent())?.trim();
      const t0 = performance.now();
      if (DROP_SOCKET) await cutSockets(false);
      await context.setOffline(false);
      await next.waitFor({ state: 'visible' });
      const ms = performance.now() - t0;
      times.push(ms);
      console.log(
        `run ${run + 1}: ${fmt(ms)} from back online to question ${run + 2} on the phone (badge while offline: ${badge})${seenOffline ? ' (WARNING: it was already showing while offline)' : ''}`,
      );
    }
    const how = DROP_SOCKET ? 'its socket closed and refused meanwhile' : 'the page dropped its socket on the offline event';
    console.log(
      `phone offline ${OFFLINE_MS / 1000} s while the host moved on (${how}), ${RUNS} runs (PGlite, Chromium ${browser.version()})`,
    );
    console.log(`  back on the current question: median ${fmt(median(times))}, max ${fmt(Math.max(...times))}`);
  } finally {
    await browser?.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
