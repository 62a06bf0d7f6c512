// The simulated venue: a manager with a quiz and an event, phones that join and hold a live socket
// or poll every second, big screens, and the host's socket. Sockets note when each one first sees a
// given revision and phase (cheaply, without parsing every frame), so fan-out can be timed.
import { createHash, randomUUID } from 'node:crypto';
import { Pool } from 'undici';
import WebSocket from 'ws';

/**
 * The client address the venue's phones, screens and host come from, as the bench server sees it.
 * Every request and socket upgrade still goes to 127.0.0.1; the server, started with
 * TRUST_PROXY=loopback (lib/server-process.mjs), reads the address from X-Forwarded-For, so the
 * hostile clients (lib/hostile.mjs) can come from another one. A documentation address (RFC 5737),
 * only ever written in a header, never connected to.
 */
export const VENUE_ADDRESS = '198.51.100.1';

/** JSON calls over a pool of keep-alive connections, from `address` (X-Forwarded-For). */
export class Http {
  constructor(base, connections = 256, { address = VENUE_ADDRESS } = {}) {
    this.base = base;
    this.address = address;
    this.pool = new Pool(base, { connections, pipelining: 1, keepAliveTimeout: 60_000, headersTimeout: 60_000, bodyTimeout: 60_000 });
  }

  /**
   * The answer's status and text, whatever the status (the hostile clients count refusals);
   * `discard` reads the body without decoding it (text is then empty); `address` speaks for another
   * address than the pool's.
   */
  async request(method, path, body, token, { discard = false, address = this.address } = {}) {
    const headers = { accept: 'application/json', 'x-forwarded-for': address };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await this.pool.request({
      path: `/api${path}`,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (discard) {
      await res.body.dump({ limit: Infinity });
      return { status: res.statusCode, text: '' };
    }
    return { status: res.statusCode, text: await res.body.text() };
  }

  /** The answer's text; a non-2xx answer throws with its status. */
  async call(method, path, body, token) {
    const { status, text } = await this.request(method, path, body, token);
    if (status >= 300) {
      const error = new Error(`${method} ${path}: ${status} ${text.slice(0, 200)}`);
      error.status = status;
      throw error;
    }
    return text;
  }

  /** A POST whose answer is kept as bytes (polls: read like socket frames, without decoding). */
  async raw(path, body) {
    const res = await this.pool.request({
      path: `/api${path}`,
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': this.address },
      body: JSON.stringify(body),
    });
    const data = Buffer.from(await res.body.arrayBuffer());
    if (res.statusCode >= 300) throw new Error(`POST ${path}: ${res.statusCode} ${data.toString().slice(0, 200)}`);
    return data;
  }

  async json(method, path, body, token) {
    const text = await this.call(method, path, body, token);
    return text ? JSON.parse(text) : {};
  }

  close() {
    return this.pool.close();
  }
}

/** Runs fn over items with at most `limit` in flight. */
export async function pooled(items, limit, fn) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const EN_OPTIONS = ['First answer', 'Second answer', 'Third answer', 'Fourth answer', 'Fifth answer', 'Sixth answer'];
const FR_OPTIONS = ['Première', 'Deuxième', 'Troisième', 'Quatrième', 'Cinquième', 'Sixième'];

/**
 * Question `i` of the bench's quiz, of kind `kind` (`--kind`): four options by default, or (issue 20)
 * a six-option poll or six-option several right answers, whose frames are the biggest a choice sends,
 * or a numeric estimate with a unit, whose reveal works out the closest and the histogram, or six
 * items to put in order, shuffled at each opening and scored item by item.
 */
function benchQuestion(kind, i) {
  if (kind === 'numeric_estimate') {
    return {
      type: kind,
      correctValue: 1000 + i,
      tolerance: 10,
      timeLimit: 600,
      texts: {
        en_US: { question: `Question ${i + 1}: how far is it?`, unit: 'km' },
        fr_FR: { question: `Question ${i + 1} : à quelle distance ?`, unit: 'km' },
      },
    };
  }
  const options = kind === 'multiple_text_choice_4' ? 4 : 6;
  const right =
    kind === 'poll' || kind === 'ordering'
      ? {}
      : kind === 'multiple_select'
        ? { correctAnswers: [1 + (i % 6), 1 + ((i + 3) % 6)].sort() }
        : { correctAnswer: 1 + (i % 4) };
  return {
    type: kind,
    ...right,
    // Long enough that no question closes by its deadline during a scenario.
    timeLimit: 600,
    texts: {
      en_US: { question: `Question ${i + 1}: which of these is right?`, answers: EN_OPTIONS.slice(0, options) },
      fr_FR: { question: `Question ${i + 1} : laquelle est juste ?`, answers: FR_OPTIONS.slice(0, options) },
    },
  };
}

/**
 * What player `i` answers to a question of `kind`: an option, two ticked for several right answers,
 * an order, or a number spread over 200 values, a tenth of them within the tolerance.
 */
export function benchAnswer(kind, i) {
  if (kind === 'numeric_estimate') return String(900 + (i % 200));
  if (kind === 'multiple_select') return [1 + (i % 6), 1 + ((i + 1) % 6)];
  // Every item once, in one of six rotations: some right, most partly.
  if (kind === 'ordering') return Array.from({ length: 6 }, (_, p) => 1 + ((p + i) % 6));
  return 1 + (i % (kind === 'multiple_text_choice_4' ? 4 : 6));
}

/** A manager, a quiz of `questions` questions of `kind` (four options by default), and a running event with no teams. */
export async function createVenue(http, { questions = 50, name = 'Bench night', kind = 'multiple_text_choice_4' } = {}) {
  const passwordHash = createHash('sha256').update('bench-password').digest('hex');
  const emailAddress = `bench-${randomUUID().slice(0, 8)}@example.com`;
  await http.json('POST', '/auth/signup', { userName: 'Bench host', emailAddress, passwordHash });
  const { token } = await http.json('POST', '/auth/signin', { emailAddress, passwordHash });
  const { id: quizId } = await http.json('POST', '/activities/quiz', { name: 'Bench quiz' }, token);
  const qs = Array.from({ length: questions }, (_, i) => benchQuestion(kind, i));
  await http.json('PUT', `/activities/quiz/${quizId}`, { name: 'Bench quiz', questions: qs }, token);
  const venue = { token, quizId, kind };
  return { ...venue, ...(await createEvent(http, venue, name)) };
}

/** Another event on the same quiz, open now. */
export async function createEvent(http, { token, quizId }, name) {
  const { id: eventId } = await http.json('POST', '/events', { name }, token);
  const event = await http.json('GET', `/events/${eventId}`, undefined, token);
  await http.json(
    'PUT',
    `/events/${eventId}`,
    {
      name: event.name,
      teamIds: [],
      activities: [{ id: 'activity-1', type: 'quiz', modelId: quizId, rules: { teamsConfig: 'no_teams', allowTeamlessPlayers: true } }],
      startDate: new Date(Date.now() - 60_000).toISOString(),
      endDate: new Date(Date.now() + 6 * 3600_000).toISOString(),
    },
    token,
  );
  return { eventId, code: event.code };
}

const REV_MARK = Buffer.from('"live":{"rev":');
const PHASE_MARK = Buffer.from(',"phase":"');

/**
 * The revision and phase of a state frame, read from its bytes: the generator shares a core with
 * nothing but must keep up with ten thousand frames per push, so it neither decodes nor parses them.
 */
export function revAndPhase(data) {
  const at = data.indexOf(REV_MARK);
  if (at < 0) return null;
  let i = at + REV_MARK.length;
  let rev = 0;
  while (data[i] >= 48 && data[i] <= 57) rev = rev * 10 + data[i++] - 48;
  if (data.compare(PHASE_MARK, 0, PHASE_MARK.length, i, i + PHASE_MARK.length) !== 0) return null;
  const start = i + PHASE_MARK.length;
  const end = data.indexOf(34, start); // the closing quote
  return { rev, phase: data.toString('latin1', start, end) };
}

/**
 * Every socket of the venue (players, screens, host) feeds one watcher: `expect(rev, phase)` arms
 * it, and each socket's first frame showing that revision (or a later one) in that phase is timed.
 */
export class Fanout {
  constructor() {
    this.watch = null;
    this.frames = { player: 0, screen: 0, host: 0 };
    this.bytes = 0;
  }

  expect(rev, phase, sockets) {
    this.watch = { rev, phase, t0: performance.now(), seen: new Map(), screens: [], want: sockets };
  }

  note(socket, data, role) {
    const w = this.watch;
    if (!w || w.seen.has(socket)) return;
    const m = revAndPhase(data);
    if (!m || m.rev < w.rev || m.phase !== w.phase) return;
    const t = performance.now() - w.t0;
    w.seen.set(socket, t);
    if (role === 'screen') w.screens.push(t);
  }

  /** Waits until every watched socket has the change (or the timeout); returns the arrival times. */
  async arrivals(timeoutMs = 15_000) {
    const w = this.watch;
    const deadline = performance.now() + timeoutMs;
    while (w.seen.size < w.want && performance.now() < deadline) await sleep(2);
    this.watch = null;
    return { times: [...w.seen.values()], screens: w.screens, delivered: w.seen.size, expected: w.want };
  }
}

/** A WebSocket to the server's /api/live from `address` (X-Forwarded-For on the upgrade). */
export const liveSocket = (base, address = VENUE_ADDRESS) =>
  new WebSocket(`${base.replace('http', 'ws')}/api/live`, {
    perMessageDeflate: false,
    skipUTF8Validation: true,
    headers: { 'x-forwarded-for': address },
  });

/** Opens a live socket and says hello; resolves with the socket once its first state arrives. */
export function openSocket(base, hello, role, fanout, handlers = {}) {
  return new Promise((resolve, reject) => {
    const ws = liveSocket(base);
    let ready = false;
    const timer = setTimeout(() => {
      ws.terminate();
      reject(new Error(`${role} socket: no first state within 30 s`));
    }, 30_000);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', ...hello })));
    ws.on('message', (data) => {
      fanout.frames[role]++;
      fanout.bytes += data.length;
      // Only the short frames (acks, errors) are decoded; a state frame is read from its bytes.
      const head = data.toString('latin1', 0, 24);
      if (head.startsWith('{"type":"ack"') || head.startsWith('{"type":"answer-error"')) return handlers.onAnswer?.(data.toString());
      if (head.startsWith('{"type":"error"') || head.startsWith('{"type":"gone"')) {
        clearTimeout(timer);
        if (!ready) reject(new Error(`${role} socket refused: ${data.toString()}`));
        return;
      }
      fanout.note(ws, data, role);
      if (!ready) {
        ready = true;
        clearTimeout(timer);
        resolve(ws);
      }
    });
    ws.on('error', (error) => {
      clearTimeout(timer);
      if (!ready) reject(error);
    });
  });
}

export const closeSockets = async (sockets) => {
  await Promise.all(
    sockets.map(
      (ws) =>
        new Promise((r) => {
          if (ws.readyState === WebSocket.CLOSED) return r();
          ws.once('close', r);
          ws.close();
        }),
    ),
  );
};

export function newPlayers(n, from = 0) {
  return Array.from({ length: n }, (_, i) => ({ id: randomUUID(), name: `Player ${from + i + 1}`, ws: null, pending: new Map() }));
}

/** Joins and names one player (the phone's two calls). */
export async function joinPlayer(http, venue, p) {
  await http.call('POST', '/events/join', { code: venue.code, playerId: p.id });
  await http.call('POST', '/players/set-info', { eventId: venue.eventId, playerId: p.id, name: p.name, teamId: '' });
}

/** Opens a player's socket, with acks going to its pending answers. */
export async function connectPlayer(base, venue, p, fanout) {
  // keepsMe: as the phone's own page says it (shared/src/player-push.ts).
  p.ws = await openSocket(base, { role: 'player', eventId: venue.eventId, playerId: p.id, keepsMe: true }, 'player', fanout, {
    onAnswer: (text) => {
      const m = /"questionIndex":(\d+)/.exec(text);
      const waiting = m && p.pending.get(Number(m[1]));
      if (waiting) {
        p.pending.delete(Number(m[1]));
        waiting(text.startsWith('{"type":"ack"') ? null : text);
      }
    },
  });
  return p.ws;
}

/** Sends an answer over the player's socket; resolves with the ack's latency in ms. */
export function answerOverSocket(p, questionIndex, answer) {
  return new Promise((resolve, reject) => {
    const t0 = performance.now();
    const timer = setTimeout(() => reject(new Error('no ack within 30 s')), 30_000);
    p.pending.set(questionIndex, (error) => {
      clearTimeout(timer);
      if (error) reject(new Error(error));
      else resolve({ latency: performance.now() - t0, at: performance.now() });
    });
    p.ws.send(JSON.stringify({ type: 'answer', activityId: 'activity-1', questionIndex, answer }));
  });
}

/** A screen: joins by code and opens its socket. */
export async function connectScreen(http, base, venue, fanout) {
  const screenId = randomUUID();
  await http.call('POST', '/events/join-as-screen', { code: venue.code, screenId });
  return openSocket(base, { role: 'screen', eventId: venue.eventId, screenId }, 'screen', fanout);
}

export const connectHost = (base, venue, fanout) =>
  openSocket(base, { role: 'host', eventId: venue.eventId, token: venue.token }, 'host', fanout);

/** One host action over HTTP; returns the new revision. */
export async function hostAction(http, venue, action) {
  const view = await http.json('POST', `/events/${venue.eventId}/live`, { action }, venue.token);
  return view.live.rev;
}

/**
 * Reveals the question if one is still open. The host's reveal can race the question closing by
 * itself (everyone connected answered, or its time ran out): the server then answers 409 ('The
 * event changed at the same moment', 'There is no question to reveal'), and the host, like the
 * console, looks again.
 */
export async function revealIfOpen(http, venue) {
  for (let attempt = 0; ; attempt++) {
    if ((await liveRev(http, venue)).phase !== 'question') return;
    try {
      return await hostAction(http, venue, 'reveal');
    } catch (error) {
      if (attempt >= 4 || error.status !== 409) throw error;
    }
  }
}

export async function liveRev(http, venue) {
  const view = await http.json('GET', `/events/${venue.eventId}/live`, undefined, venue.token);
  return { rev: view.live.rev, phase: view.live.phase, questionIndex: view.live.question?.questionIndex ?? null };
}
