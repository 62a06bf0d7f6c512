// The hostile clients of the bench's S8 (issue 18): what one dishonest client can do to everyone
// else with only what a player or a screen legitimately holds (the event's code and id, player ids
// of its own), from one address, HOSTILE_ADDRESS in X-Forwarded-For, other than the venue's:
//
// - unread sockets: `sockets` sockets say hello as screens (joined with the code) and as players,
//   then never read (the TCP socket is paused: the kernel's buffers fill, then the server's own
//   queue for that socket), and ping every 10 s; a socket the server drops is opened again;
// - id variants: polls, screen polls, answers (each after a poll with the same spelling) and hellos
//   with the event id in other letter cases, a new casing each time (an id has thousands of them),
//   and the player's or screen's id in its own or another case; and strangers, ids the event has
//   never seen (a new random player or screen id in each poll, screen poll and hello);
// - an answer flood: `floodSockets` sockets each sending answers at the per-socket limit (19 a
//   second against the server's 20), and `floodHttp` keep-alive connections posting answers at the
//   same rate each.
//
// `spawnHostile` runs them in a process of their own, idle-scheduled, on the generator's core: their work
// then shares that core the way another machine's traffic would share a network, instead of sitting
// in the honest clients' event loop and delaying the receipts the bench times. Run as a script, this
// file is that process.
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { processStats, spawnOnCore } from './server-process.mjs';
import { Http, liveSocket, pooled, sleep } from './venue.mjs';

/** The attacker's address (RFC 5737 documentation range), only ever written in a header. */
export const HOSTILE_ADDRESS = '203.0.113.66';

/** The server's per-socket limit is 20 messages a second (live/live-socket.ts); the flood stays under it. */
const FLOOD_PER_SECOND = 19;
const PING_EVERY_MS = 10_000;
/** A socket the server dropped or refused is tried again after this long, as an attacker's script would. */
const REOPEN_AFTER_MS = 2_000;

/** The id in another letter case: a fresh random casing of its hex letters, never the id itself. */
export function caseVariant(id) {
  if (!/[a-f]/i.test(id)) return id;
  for (;;) {
    const out = [...id].map((c) => (Math.random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join('');
    if (out !== id) return out;
  }
}

/** Counts by key (an HTTP status, a close code). */
const tally = (counts, key) => (counts[key] = (counts[key] ?? 0) + 1);

export class Hostile {
  /**
   * `base`: the server; `eventId`, `code`, `activityId`: the event as any player knows it.
   * `sockets` unread sockets, `screens` screen ids and `players` player ids they say hello with;
   * `variantsPerSecond` requests with id variants; `floodSockets`, `floodHttp` flooding connections.
   */
  constructor({
    base,
    eventId,
    code,
    activityId,
    sockets = 300,
    screens = 3,
    players = 10,
    variantsPerSecond = 40,
    floodSockets = 50,
    floodHttp = 20,
  }) {
    Object.assign(this, { base, eventId, code, activityId, variantsPerSecond });
    this.sizes = { sockets, screens, players, floodSockets, floodHttp };
    this.http = new Http(base, 32 + floodHttp, { address: HOSTILE_ADDRESS });
    this.running = false;
    this.timers = new Set();
    this.open = new Set();
    /** The open question's index, as the attacker reads it from its own polls. */
    this.questionIndex = null;
    this.counts = {
      joins: {},
      unread: { opened: 0, accepted: 0, refused: 0, dropped: 0, closeCodes: {} },
      variants: { poll: {}, screenPoll: {}, answer: {}, hello: {}, stranger: {} },
      flood: { sockets: { opened: 0, accepted: 0, sent: 0, acks: 0, answerErrors: 0, closed: 0, closeCodes: {} }, http: {} },
    };
  }

  /** Joins its screens and players with the code, opens the sockets and starts the loops. */
  async start() {
    this.running = true;
    this.screenIds = [];
    for (let i = 0; i < this.sizes.screens; i++) {
      const screenId = randomUUID();
      const { status } = await this.http.request('POST', '/events/join-as-screen', { code: this.code, screenId });
      tally(this.counts.joins, `screen ${status}`);
      if (status === 200) this.screenIds.push(screenId);
    }
    this.playerIds = [];
    for (let i = 0; i < this.sizes.players + this.sizes.floodSockets; i++) {
      const playerId = randomUUID();
      const { status } = await this.http.request('POST', '/events/join', { code: this.code, playerId });
      tally(this.counts.joins, `player ${status}`);
      if (status !== 200) continue;
      this.playerIds.push(playerId);
      // Named, as a phone does: only named players count when the server asks whether everyone
      // connected has answered, which is what the id variants' answers go after.
      const named = await this.http.request('POST', '/players/set-info', {
        eventId: this.eventId,
        playerId,
        name: `Guest ${i + 1}`,
        teamId: '',
      });
      tally(this.counts.joins, `set-info ${named.status}`);
    }
    const readers = this.playerIds.slice(0, this.sizes.players);
    const flooders = this.playerIds.slice(this.sizes.players);
    // The unread sockets: half as screens, half as players, spread over the ids (many per id).
    const hellos = Array.from({ length: this.sizes.sockets }, (_, i) => {
      const screen = i % 2 === 0 && this.screenIds.length > 0;
      if (screen)
        return { type: 'hello', role: 'screen', eventId: this.eventId, screenId: this.screenIds[((i / 2) % this.screenIds.length) | 0] };
      return { type: 'hello', role: 'player', eventId: this.eventId, playerId: readers[i % Math.max(1, readers.length)] };
    });
    await pooled(
      hellos.filter((h) => h.screenId || h.playerId),
      64,
      (hello) => this.unread(hello),
    );
    await this.poll();
    for (const playerId of flooders) this.floodSocket(playerId);
    for (let i = 0; i < this.sizes.floodHttp; i++) this.floodOverHttp(flooders[i % Math.max(1, flooders.length)] ?? readers[0]);
    if (this.variantsPerSecond > 0) this.variantLoop(readers);
    return this.report();
  }

  /** Stops every loop and drops every socket; resolves with the counts. */
  async stop() {
    this.running = false;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const ws of this.open) ws.terminate();
    this.open.clear();
    await this.http.close();
    return this.report();
  }

  report() {
    return { address: HOSTILE_ADDRESS, sizes: this.sizes, variantsPerSecond: this.variantsPerSecond, ...structuredClone(this.counts) };
  }

  /** A timer that `stop()` clears. */
  later(ms, fn) {
    if (!this.running) return;
    const t = setTimeout(() => {
      this.timers.delete(t);
      if (this.running) fn();
    }, ms);
    this.timers.add(t);
  }

  /** A socket that says hello, takes its first frame, and never reads again; opened again when dropped. */
  unread(hello) {
    const c = this.counts.unread;
    c.opened++;
    const ws = liveSocket(this.base, HOSTILE_ADDRESS);
    this.open.add(ws);
    let accepted = false;
    return new Promise((resolve) => {
      ws.on('open', () => ws.send(JSON.stringify(hello)));
      ws.on('message', (data) => {
        if (accepted) return;
        if (data.toString('latin1', 0, 16).startsWith('{"type":"error"')) return;
        accepted = true;
        c.accepted++;
        // From here on nothing is read: what the server sends stays in the kernel's buffers, then in its own.
        ws._socket.pause();
        const ping = () => {
          if (ws.readyState === ws.OPEN) ws.send('{"type":"ping"}');
          this.later(PING_EVERY_MS, ping);
        };
        this.later(PING_EVERY_MS, ping);
        resolve();
      });
      ws.on('error', () => {});
      ws.on('close', (code) => {
        this.open.delete(ws);
        resolve();
        // Closed by the server, not by stop().
        if (!this.running) return;
        tally(c.closeCodes, code);
        if (accepted) c.dropped++;
        else c.refused++;
        this.later(REOPEN_AFTER_MS, () => void this.unread(hello));
      });
    });
  }

  /** A socket of the player's that sends FLOOD_PER_SECOND answers a second; opened again when closed. */
  floodSocket(playerId) {
    const c = this.counts.flood.sockets;
    c.opened++;
    const ws = liveSocket(this.base, HOSTILE_ADDRESS);
    this.open.add(ws);
    let n = 0;
    const send = () => {
      if (ws.readyState !== ws.OPEN) return;
      if (this.questionIndex !== null) {
        ws.send(JSON.stringify({ type: 'answer', activityId: this.activityId, questionIndex: this.questionIndex, answer: 1 + (n++ % 4) }));
        c.sent++;
      }
      this.later(1000 / FLOOD_PER_SECOND, send);
    };
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', role: 'player', eventId: this.eventId, playerId })));
    let accepted = false;
    ws.on('message', (data) => {
      const head = data.toString('latin1', 0, 24);
      if (head.startsWith('{"type":"ack"')) c.acks++;
      else if (head.startsWith('{"type":"answer-error"')) c.answerErrors++;
      else if (!accepted && !head.startsWith('{"type":"error"')) {
        accepted = true;
        c.accepted++;
        send();
      }
    });
    ws.on('error', () => {});
    ws.on('close', (code) => {
      this.open.delete(ws);
      if (!this.running) return;
      c.closed++;
      tally(c.closeCodes, code);
      this.later(REOPEN_AFTER_MS, () => this.floodSocket(playerId));
    });
  }

  /** One keep-alive connection's worth of HTTP answers, FLOOD_PER_SECOND a second. */
  floodOverHttp(playerId) {
    let n = 0;
    const post = async () => {
      if (this.questionIndex !== null) {
        const body = {
          eventId: this.eventId,
          playerId,
          activityId: this.activityId,
          questionIndex: this.questionIndex,
          answer: 1 + (n++ % 4),
        };
        const { status } = await this.http.request('POST', '/players/answer', body).catch(() => ({ status: 'failed' }));
        tally(this.counts.flood.http, status);
      }
      this.later(1000 / FLOOD_PER_SECOND, () => void post());
    };
    void post();
  }

  /** A poll in the attacker's own name; its answer says which question is open. */
  async poll(eventId = this.eventId, playerId = this.playerIds[0]) {
    if (!playerId) return 'no player';
    const { status, text } = await this.http.request('POST', '/events/poll', { eventId, playerId }).catch(() => ({ status: 'failed' }));
    if (status === 200) {
      const question = JSON.parse(text).live?.question;
      this.questionIndex = question ? question.questionIndex : null;
    }
    return status;
  }

  /** `variantsPerSecond` requests, each with the event id (and the player's or screen's) in a new casing. */
  variantLoop(players) {
    // HOSTILE_KINDS (comma-separated, from the kinds below) runs some of them only: what each costs.
    const kinds = process.env.HOSTILE_KINDS?.split(',') ?? ['poll', 'answer', 'screenPoll', 'poll', 'answer', 'hello', 'stranger'];
    let i = 0;
    const tick = async () => {
      const kind = kinds[i++ % kinds.length];
      const eventId = caseVariant(this.eventId);
      // The player's own id as it is every other time: a variant event id alone is issue 18's first
      // attack (the variant's presence holds only this player, who has answered).
      const own = players[i % Math.max(1, players.length)] ?? randomUUID();
      const playerId = (i >> 1) % 2 ? own : caseVariant(own);
      const v = this.counts.variants;
      this.later(1000 / this.variantsPerSecond, () => void tick());
      if (kind === 'poll') tally(v.poll, await this.poll(eventId, playerId));
      else if (kind === 'stranger') {
        // Ids the event has never seen, a new one each time: a server that re-reads the event to look
        // for them (a player who joined through another instance a moment ago) pays for a whole
        // roster per request. Polls as a player and as a screen, and a hello, in turn.
        const turn = (i >> 3) % 3;
        if (turn === 0) tally(v.stranger, `poll ${await this.poll(eventId, randomUUID())}`);
        else if (turn === 1) {
          const { status } = await this.http
            .request('POST', '/events/poll-as-screen', { eventId, screenId: randomUUID() }, undefined, { discard: true })
            .catch(() => ({ status: 'failed' }));
          tally(v.stranger, `screen poll ${status}`);
        } else tally(v.stranger, `hello ${await this.variantHello(eventId, randomUUID())}`);
      } else if (kind === 'screenPoll') {
        const screenId = caseVariant(this.screenIds[i % Math.max(1, this.screenIds.length)] ?? randomUUID());
        // The whole view comes back (0.5 MB at 5000 players): counted, not decoded, as a script would.
        const { status } = await this.http
          .request('POST', '/events/poll-as-screen', { eventId, screenId }, undefined, { discard: true })
          .catch(() => ({ status: 'failed' }));
        tally(v.screenPoll, status);
      } else if (kind === 'answer') {
        // Polled first with the same spelling, as a phone does before it answers.
        tally(v.poll, await this.poll(eventId, playerId));
        if (this.questionIndex === null) return;
        const body = { eventId, playerId, activityId: this.activityId, questionIndex: this.questionIndex, answer: 1 + (i % 4) };
        const { status } = await this.http.request('POST', '/players/answer', body).catch(() => ({ status: 'failed' }));
        tally(v.answer, status);
      } else tally(v.hello, await this.variantHello(eventId, playerId));
    };
    void tick();
  }

  /** A socket whose hello has the ids in another case: what it got first (a state, or a refusal). */
  variantHello(eventId, playerId) {
    return new Promise((resolve) => {
      const ws = liveSocket(this.base, HOSTILE_ADDRESS);
      this.open.add(ws);
      const done = (what) => {
        resolve(what);
        ws.terminate();
      };
      const timer = setTimeout(() => done('no answer'), 5000);
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', role: 'player', eventId, playerId })));
      ws.on('message', (data) => {
        clearTimeout(timer);
        done(data.toString('latin1', 0, 16).startsWith('{"type":"error"') ? 'refused' : 'state');
      });
      ws.on('error', () => {});
      ws.on('close', (code) => {
        clearTimeout(timer);
        this.open.delete(ws);
        resolve(`closed ${code}`);
      });
    });
  }
}

/**
 * Starts the hostile clients in a process of their own on `core` (null: unpinned). Resolves once
 * they are all connected, with `stop()`, which ends them and resolves with their counts.
 */
export async function spawnHostile(core, options) {
  // Idle-scheduled: the attacker stands for another machine, so its work must not delay the honest
  // generator's receipts on the core they share (which a bench would count as the server's
  // slowness). Niced (19) it still did: the variants alone tripled S4's poll p50 with the server's
  // CPU unchanged (73 % against 71 %). Its loops are timer-driven and the generator leaves half the
  // core idle, so it still sends at its rates; the counts it reports show what it sent.
  const child = spawnOnCore(core, import.meta.url, ['--hostile'], { idle: true });
  const next = () =>
    new Promise((resolve, reject) => {
      const onExit = (code) => reject(new Error(`the hostile clients' process exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (m) => {
        child.off('exit', onExit);
        resolve(m);
      });
    });
  const ready = next();
  child.send({ start: options });
  const started = await ready;
  const t0 = performance.now();
  const cpu0 = processStats(child.pid).cpu;
  return {
    started,
    /** The share of a core the hostile process used since they all connected. */
    cpu: () => (processStats(child.pid).cpu - cpu0) / ((performance.now() - t0) / 1000),
    async stop() {
      const done = next();
      child.send({ stop: true });
      const report = await done;
      await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
      return report;
    },
    kill: () => child.kill('SIGKILL'),
  };
}

// The hostile process: starts on the parent's word, reports, and ends when told to stop.
if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--hostile') {
  let hostile = null;
  process.on('message', async (m) => {
    if (m.start) {
      hostile = new Hostile(m.start);
      process.send(await hostile.start());
    } else if (m.stop) {
      const report = await hostile.stop();
      await sleep(100);
      process.send(report, () => process.exit(0));
    }
  });
  // The parent gone (a bench killed mid-run): nothing left to attack for.
  process.on('disconnect', () => process.exit(0));
}
