// The scenarios of `npm run bench` (S1–S7). Each returns its figures; run.mjs prints and checks them.
import {
  answerOverSocket,
  benchAnswer,
  closeSockets,
  connectHost,
  connectPlayer,
  connectScreen,
  createEvent,
  Fanout,
  hostAction,
  joinPlayer,
  liveRev,
  newPlayers,
  pooled,
  revealIfOpen,
  sleep,
} from './lib/venue.mjs';
import { spawnHostile } from './lib/hostile.mjs';
import { Pollers } from './lib/pollers.mjs';
import { summary, summaryKeeping } from './lib/stats.mjs';

/** How much CPU (fraction of one core) and wall time a piece of work took, for a process. */
async function measured(proc, fn) {
  const before = proc.stats();
  const g0 = process.cpuUsage();
  const t0 = performance.now();
  const result = await fn();
  const wall = (performance.now() - t0) / 1000;
  const after = proc.stats();
  const g = process.cpuUsage(g0);
  return {
    result,
    wall,
    serverCpu: (after.cpu - before.cpu) / wall,
    // Of it: the main thread's, and the system time of all threads (system calls, the loopback's TCP).
    serverMainCpu: (after.mainCpu - before.mainCpu) / wall,
    serverSystemCpu: (after.system - before.system) / wall,
    generatorCpu: (g.user + g.system) / 1e6 / wall,
    rss: after.rss,
  };
}

/** S1: players join, name themselves and open their sockets, 256 phones at a time. */
export async function joinStorm(ctx, players) {
  const { http, server, venue, fanout } = ctx;
  const framesBefore = { ...fanout.frames };
  const m = await measured(server, () =>
    pooled(players, 256, async (p) => {
      await joinPlayer(http, venue, p);
      await connectPlayer(server.base, venue, p, fanout);
    }),
  );
  await sleep(1000); // the last throttled roster pushes
  const frames = Object.fromEntries(Object.entries(fanout.frames).map(([k, v]) => [k, v - framesBefore[k]]));
  return { seconds: m.wall, serverCpu: m.serverCpu, generatorCpu: m.generatorCpu, frames, rss: server.stats().rss };
}

/**
 * S2: the host opens `rounds` questions (reveal, then next); each time, how long until every
 * socket (players, screens, host) has the new question, from the host's call.
 */
export async function fanoutRounds(ctx, rounds, sockets, pollers = null) {
  const { http, venue, fanout, server } = ctx;
  const all = [];
  const last = [];
  const screens = [];
  let delivered = 0;
  let expected = 0;
  const pollSeen = [];
  /** The server's own time from the host's request to the last frame handed over, per opening (with `--server-push`). */
  const serverPush = [];
  const m = await measured(server, async () => {
    for (let r = 0; r < rounds; r++) {
      if ((await liveRev(http, venue)).phase === 'question') {
        await revealIfOpen(http, venue);
        await sleep(200);
      }
      const action = (await liveRev(http, venue)).phase === 'lobby' ? 'start' : 'next';
      const { rev } = await liveRev(http, venue);
      const pushedBefore = await server.pushTimes();
      fanout.expect(rev + 1, 'question', sockets);
      pollers?.expect(rev + 1, 'question');
      await hostAction(http, venue, action);
      const a = await fanout.arrivals();
      const pushedAfter = await server.pushTimes();
      if (pushedBefore && pushedAfter && pushedAfter.count > pushedBefore.count)
        serverPush.push(((pushedAfter.sum - pushedBefore.sum) / (pushedAfter.count - pushedBefore.count)) * 1000);
      delivered += a.delivered;
      expected += a.expected;
      all.push(...a.times);
      screens.push(...a.screens);
      last.push(Math.max(...a.times));
      if (pollers) pollSeen.push(...(await pollers.seen(3000)).times);
      await sleep(300);
    }
  });
  return {
    every: summaryKeeping(all),
    last: summaryKeeping(last),
    // In the JSON, in order: whether the max is the first opening (cold code), a GC or a slow commit.
    lastByOpening: last.map((t) => Math.round(t * 10) / 10),
    serverPushByOpening: serverPush.map((t) => Math.round(t * 10) / 10),
    screens: summary(screens),
    delivered,
    expected,
    pollSeen: summary(pollSeen),
    serverPush: serverPush.length ? summaryKeeping(serverPush) : null,
    serverCpu: m.serverCpu,
    generatorCpu: m.generatorCpu,
  };
}

/** S3: every player answers the open question over its socket, spread evenly over `windowMs`. */
export async function answerStorm(ctx, players, windowMs = 2000) {
  const { http, venue } = ctx;
  const state = await liveRev(http, venue);
  if (state.phase !== 'question') throw new Error(`S3 needs an open question (phase ${state.phase})`);
  const q = state.questionIndex;
  const n = players.length;
  const t0 = performance.now() + 50;
  const acks = [];
  let failed = 0;
  let lastAckAt = 0;
  await Promise.all(
    players.map(async (p, i) => {
      await sleep(Math.max(0, t0 + (i / n) * windowMs - performance.now()));
      try {
        const { latency, at } = await answerOverSocket(p, q, benchAnswer(venue.kind, i));
        acks.push(latency);
        lastAckAt = Math.max(lastAckAt, at);
      } catch {
        failed++;
      }
    }),
  );
  const windowEnd = t0 + windowMs;
  // Everyone connected answered: the question closes by itself. The results say what was stored;
  // they hold revealed questions only (a question still open counts for no one yet), so one that
  // someone connected left unanswered (S8's hostile players) is revealed first.
  await sleep(500);
  await revealIfOpen(http, venue);
  const results = await http.json('GET', `/events/${venue.eventId}/results`, undefined, venue.token);
  // Only these players' rows: others may have answered too (S8's hostile players, who have no names).
  const ours = new Set(players.map((p) => p.name));
  const rows = results.rows.filter((r) => r.questionIndex === q && ours.has(r.playerName));
  const stored = new Set(rows.map((r) => r.playerName)).size;
  return {
    ack: summaryKeeping(acks),
    failed,
    storedAfterWindowMs: lastAckAt - windowEnd,
    stored,
    duplicated: rows.length - stored,
    lost: n - stored,
    questionIndex: q,
  };
}

/**
 * S4 and S7: the players' sockets close and they poll once a second, spread over the second; the
 * host opens a question meanwhile (when the pollers see it, S7). Then all poll at one instant.
 */
export async function pollScenario(ctx, players, seconds = 6) {
  const { http, venue, server } = ctx;
  await closeSockets(players.map((p) => p.ws));
  const pollers = new Pollers(http, venue.eventId, players);
  // Warm-up: a second of polls so connections are open, then the measured window.
  pollers.startSpread();
  await sleep(1500);
  pollers.reset();
  const spread = await measured(server, () => sleep(seconds * 1000));
  const spreadLatency = summaryKeeping(pollers.latencies);
  const spreadErrors = pollers.errors;
  // S7: a question opens while the room polls.
  const seenRound = await fanoutRounds(ctx, 1, 0, pollers);
  pollers.stop();
  await sleep(1500);
  // The burst: a question opens and every phone polls at once.
  const { rev } = await liveRev(http, venue);
  await revealIfOpen(http, venue);
  await hostAction(http, venue, 'next');
  pollers.reset();
  const burstLast = await pollers.burst();
  return {
    spread: {
      latency: spreadLatency,
      errors: spreadErrors,
      serverCpu: spread.serverCpu,
      serverMainCpu: spread.serverMainCpu,
      serverSystemCpu: spread.serverSystemCpu,
      generatorCpu: spread.generatorCpu,
      pollsPerSecond: spreadLatency.n / spread.wall,
    },
    pollSeen: seenRound.pollSeen,
    burst: { last: burstLast, errors: pollers.errors, n: players.length, rev },
  };
}

/** S4's last part: some players back on sockets, the rest polling, and S2 again. */
export async function mixedScenario(ctx, players, socketCount, rounds) {
  const { server, venue, fanout, http } = ctx;
  const onSocket = players.slice(0, socketCount);
  const polling = players.slice(socketCount);
  await pooled(onSocket, 256, (p) => connectPlayer(server.base, venue, p, fanout));
  const pollers = new Pollers(http, venue.eventId, polling);
  pollers.startSpread();
  await sleep(1500);
  pollers.reset();
  const round = await fanoutRounds(ctx, rounds, onSocket.length + ctx.screens.length + 1);
  const pollLatency = summary(pollers.latencies);
  pollers.stop();
  return { ...round, pollLatency, pollErrors: pollers.errors };
}

/**
 * S5's second half: `games` games in a row, each a new event with `n` players who join, hold
 * sockets, answer three questions and leave; the server's heap after a full GC after each game.
 */
export async function gamesInARow(ctx, games, n) {
  const { http, server, venue } = ctx;
  const heaps = [];
  for (let g = 0; g < games; g++) {
    const game = { ...venue, ...(await createEvent(http, venue, `Game ${g + 1}`)) };
    const fanout = new Fanout();
    const players = newPlayers(n);
    await pooled(players, 128, async (p) => {
      await joinPlayer(http, game, p);
      await connectPlayer(server.base, game, p, fanout);
    });
    const host = await connectHost(server.base, game, fanout);
    for (let q = 0; q < 3; q++) {
      const { rev } = await liveRev(http, game);
      fanout.expect(rev + 1, 'question', n);
      await hostAction(http, game, q === 0 ? 'start' : 'next');
      await fanout.arrivals();
      await Promise.all(players.map((p, i) => answerOverSocket(p, q, 1 + (i % 4)).catch(() => {})));
      await sleep(300);
      await revealIfOpen(http, game);
    }
    await hostAction(http, game, 'end');
    await closeSockets([...players.map((p) => p.ws), host]);
    await sleep(500);
    heaps.push((await server.heap()).heapUsed);
  }
  return { heaps };
}

/**
 * S8: S2, S3 and S4 again with the hostile clients of lib/hostile.mjs running beside the venue
 * (unread sockets, id variants, an answer flood, all from another address), and the server's RSS
 * before them, at its peak while they run (sampled every 200 ms) and after they are gone, each
 * "before" and "after" after a full GC. Every honest player is back on its socket first, as in S2.
 */
/**
 * S2, S3 and S4 beside the hostile clients; `hostile` null runs the same without them (the bench's
 * extra pairs, `--hostile-pairs`). `profile`: this run is the profiler's second window.
 */
export async function hostileScenario(ctx, players, { rounds, core, hostile, profile = true }) {
  const { server, venue, fanout, http } = ctx;
  await pooled(
    players.filter((p) => p.ws?.readyState !== 1),
    256,
    (p) => connectPlayer(server.base, venue, p, fanout),
  );
  await sleep(1000);
  const rssBefore = (await server.heap()).rss;
  let rssPeak = server.stats().rss;
  const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, server.stats().rss)), 200);
  const attack = hostile
    ? await spawnHostile(core, {
        base: server.base,
        eventId: venue.eventId,
        code: venue.code,
        activityId: 'activity-1',
        ...hostile,
      })
    : null;
  try {
    const sockets = players.length + ctx.screens.length + 1;
    if (profile) server.profileWindow();
    const s2 = await fanoutRounds(ctx, rounds, sockets);
    // S3 answers the question S2 left open, as without the hostiles; one they managed to close is
    // noted, and the honest players answer the next one instead (their answers are what is checked).
    const closedEarly = (await liveRev(http, venue)).phase !== 'question';
    if (closedEarly) await hostAction(http, venue, 'next');
    const s3 = { ...(await answerStorm(ctx, players)), closedEarly };
    const s4 = await pollScenario(ctx, players);
    if (profile) server.profileWindow();
    const rssDuring = server.stats().rss;
    const hostileCpu = attack?.cpu() ?? 0;
    const hostileCounts = (await attack?.stop()) ?? null;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssDuring, server.stats().rss);
    await sleep(1000);
    const rssAfter = (await server.heap()).rss;
    return {
      S2: s2,
      S3: s3,
      S4: s4,
      rss: { before: rssBefore, peak: rssPeak, after: rssAfter },
      hostile: attack ? { ...hostileCounts, cpu: hostileCpu, started: attack.started } : null,
    };
  } finally {
    clearInterval(sampler);
    attack?.kill();
  }
}

export async function connectScreens(ctx, count) {
  const screens = [];
  for (let i = 0; i < count; i++) screens.push(await connectScreen(ctx.http, ctx.server.base, ctx.venue, ctx.fanout));
  return screens;
}
