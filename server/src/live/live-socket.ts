// `GET /api/live`: the WebSocket of players, screens and the host (docs/PRODUCT-RULES.md#live-transport). The first
// message must be a hello within HELLO_TIMEOUT_MS; the server answers with the full view and pushes
// every change after it. Frames are capped (ws's maxPayload), compression is off, each socket may
// send a bounded number of messages per second (past it, held unread, then closed: FLOOD_HOLD_MS),
// a socket that stops answering pings is dropped, and so is one that stops reading (rooms.ts,
// sendTo). An address, and each player id, screen id and host account in an event, may hold a
// bounded number of sockets, and an id lets newcomers take its sockets' places at a bounded rate.
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { HELLO_TIMEOUT_MS, SOCKET_CLOSE, schemas as S, type ClientMessage, type HelloMessage } from '@quizfest/shared';
import { DEFAULT_LIVE_SOCKETS_PER_ADDRESS } from '../config.js';
import { HttpError, tooManyRequests } from '../errors.js';
import { RefusalPause } from '../lib/refusal-pause.js';
import { TokenBuckets } from '../lib/token-buckets.js';
import { PLAYER_REMOVED } from '../players/joining.js';
import { joinAddress } from './join-address.js';
import { sendTo, type LiveSocket, type SharedFrame } from './rooms.js';

/** Server pings at this interval; a socket that did not answer the previous one is dead. */
const PING_INTERVAL_MS = 20_000;
/** Messages a socket may send per second (answers, pings) before it is cut off. */
const MAX_MESSAGES_PER_SECOND = 20;
/**
 * How long a socket found flooding (over the message rate, replaying a settled answer, drawing
 * refusals past REFUSED_ANSWERS) is held before it is closed: no longer read, out of its room, so
 * that it costs the server nothing. Closed at once, a flooding script reconnected two seconds later
 * and paid its way back in with a handshake and a hello, each of which the server answered with a
 * whole view: bench S8's 50 flooding sockets made ~20 such reconnections a second (issue 18). Held,
 * its messages wait in the network, and its script, which sees an open socket, waits with them. An
 * honest phone never floods.
 */
export const FLOOD_HOLD_MS = 30_000;
/**
 * Sockets one player id, one screen id, or one manager's console may hold in an event: a phone
 * whose old socket the server has not yet found dead, a second tab. 300 for one player id were
 * accepted before (issue 18, item 3); past the cap the oldest is closed.
 */
export const MAX_SOCKETS_PER_ID = 4;
/**
 * Newcomers one id may let in past that cap, each taking the oldest socket's place: 4 at once, then
 * one per 10 s. A phone on bad Wi-Fi reconnects a few times a minute; a script holding 150 unread
 * sockets on three screen ids took their places in turn, each newcomer sent the whole view (0.5 MB
 * with 5,000 players), and the one it displaced came back two seconds later (bench S8: 541 such
 * turns in 40 s). Past it the newcomer is refused before its view is built; it polls and retries.
 */
export const DISPLACEMENTS_PER_ID = { burst: 4, perSecond: 0.1 };
export const TOO_MANY_RECONNECTIONS = 'Too many new connections for this player or screen; try again later';
/** Answers refused with 429 a socket may draw in a stretch before it is closed as a flood. */
export const REFUSED_ANSWERS = { max: 20, windowMs: 10_000 };
/**
 * Answers a socket may send for a question after the server settled its answer to it (an ack or a
 * final refusal) before it is closed as a flood. An honest phone stops at the ack (a reload opens a
 * new socket); a script replaying answers at the socket's message rate drew a reply for each, 19 a
 * second per socket, most of the work the bench's S8 flood cost the server.
 */
export const ANSWERS_AFTER_SETTLED = 3;
/**
 * Sockets from one address that may end refused (over a cap, closed as a flood, a hello refused or
 * never said): a burst, then a steady rate. Past it the address's new sockets are refused with 429
 * before the WebSocket handshake, until the bucket refills: an honest venue almost never has a
 * socket refused, while bench S8's script, its sockets refused over the caps and reopened two
 * seconds later, made the server complete ~75 handshakes a second only to close them (issue 18).
 * A venue that shares its address with such a script keeps its open sockets, and its phones poll
 * until the address cools down.
 */
export const REFUSED_SOCKETS_PER_ADDRESS = { burst: 60, perSecond: 1 };
export const ADDRESS_COOLING = 'Too many refused connections from this network; try again in a moment';
/**
 * A cooling address's upgrade is refused only after its Retry-After has passed (up to 256 waiting per
 * address): a script that reopens each refused socket two seconds after its refusal then makes a
 * fraction of the connections, each a TCP handshake, a request and a reply (bench S8's reopened
 * 300 unread sockets: ~130 refusals a second, issue 18). An honest phone behind that address is
 * polling meanwhile, and would be refused anyway.
 */
export const COOLING_REFUSAL = { holdMs: 5_000, heldPerAddress: 256 };
/** Said to the oldest socket of an id when a newer one takes its place. */
const REPLACED = "A newer connection of this player or screen took this one's place";
/** Close code of a socket over a cap: the client polls meanwhile and tries again later. */
const TRY_AGAIN_LATER = 1013;

export async function liveSocketRoute(app: FastifyInstance) {
  const alive = new WeakMap<WebSocket, boolean>();
  const sockets = new Set<WebSocket>();
  const perAddressMax = app.config.liveSocketsPerAddress ?? DEFAULT_LIVE_SOCKETS_PER_ADDRESS;
  /** Open sockets by the client's network (request.network: an IPv4 address or an IPv6 /64, as the proxy saw it with TRUST_PROXY). */
  const perAddress = new Map<string, number>();
  const displacements = new TokenBuckets(DISPLACEMENTS_PER_ID);
  const refusedSockets = new TokenBuckets(REFUSED_SOCKETS_PER_ADDRESS);
  const coolingRefusals = new RefusalPause(COOLING_REFUSAL.holdMs, COOLING_REFUSAL.heldPerAddress);
  app.addHook('preClose', async () => coolingRefusals.release());
  /** Takes a displacement for a newcomer when its id already holds the most sockets it may. */
  const admit = (s: LiveSocket) => {
    if (app.live.sameId(s).length < MAX_SOCKETS_PER_ID) return;
    if (!displacements.take(`${s.role}|${s.eventId}|${s.playerId ?? s.screenId ?? s.userId}`))
      throw tooManyRequests(TOO_MANY_RECONNECTIONS);
  };
  const heartbeat = setInterval(() => {
    for (const ws of sockets) {
      if (alive.get(ws) === false) {
        ws.terminate();
        continue;
      }
      alive.set(ws, false);
      ws.ping();
    }
  }, app.config.livePingIntervalMs ?? PING_INTERVAL_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    displacements.close();
    refusedSockets.close();
  });

  app.route({
    method: 'GET',
    url: '/live',
    schema: { hide: true },
    // A venue opens thousands of these in a minute, and reconnects them on every Wi-Fi hiccup: the
    // upgrade is logged only when it fails, like the polls.
    logLevel: 'warn',
    // An address whose sockets keep being refused is refused before the handshake, the cheapest way.
    onRequest: async (request, reply) => {
      if (request.ws && !refusedSockets.has(request.network)) {
        await coolingRefusals.hold(request.network);
        return reply
          .code(429)
          .header('retry-after', `${COOLING_REFUSAL.holdMs / 1000}`)
          .send({ error: ADDRESS_COOLING });
      }
    },
    // A plain HTTP request here (no upgrade) gets a clear answer instead of an empty 404.
    handler: async (_req, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({ error: 'This address takes a WebSocket connection' }),
    wsHandler: (ws, request) => {
      // Only these two of the upgrade request are needed later: a socket lives for hours, and its
      // closures must not keep the whole request (headers, raw message) alive with it.
      const origin = { host: request.headers.host, protocol: request.protocol };
      const address = request.network;
      // @fastify/websocket logs a socket's errors at error level; they are the client's doing (a
      // frame over the cap, a broken frame, a reset), one per connection it opens: debug.
      ws.removeAllListeners('error');
      ws.on('error', (error) => {
        app.log.debug({ err: error, address }, 'live: socket error');
        ws.terminate();
      });
      sockets.add(ws);
      alive.set(ws, true);
      // Only a pong proves the client reads: its own messages (pings every 10 s) do not, and a
      // client that sends but never reads made the server queue every push for it.
      ws.on('pong', () => alive.set(ws, true));
      const fromAddress = (perAddress.get(address) ?? 0) + 1;
      perAddress.set(address, fromAddress);
      let socket: LiveSocket | null = null;
      let helloSeen = false;
      /** A host socket closes when its token expires; the console refreshes it and says hello again. */
      let expiry: NodeJS.Timeout | undefined;
      /** Messages that arrived while the hello was being checked (at most the rate limit's worth). */
      const waiting: Exclude<ClientMessage, HelloMessage>[] = [];
      let windowStart = Date.now();
      let count = 0;
      /**
       * Answers refused for the address's or event's budget (429) in the current stretch: an honest
       * phone resends one a second, a flood keeps sending at the socket's rate. Past the limit the
       * socket is closed as a flood: each refused answer still costs a parse and a reply, and a
       * flooding script then pays a reconnection and a hello for every few answers.
       */
      let budgetStart = 0;
      let overBudgetCount = 0;
      /** The question whose answer this socket has had settled, and the answers it sent for it since. */
      let settled: string | null = null;
      let afterSettled = 0;
      const settle = (key: string) => {
        if (settled === key) return;
        settled = key;
        afterSettled = 0;
      };
      const overBudget = (now: number) => {
        if (now - budgetStart >= REFUSED_ANSWERS.windowMs) {
          budgetStart = now;
          overBudgetCount = 0;
        }
        return ++overBudgetCount > REFUSED_ANSWERS.max;
      };

      /** Closes the socket with a last word; `wasted` counts it against the address (REFUSED_SOCKETS_PER_ADDRESS). */
      const refuse = (error: string, code: number = SOCKET_CLOSE.refused, wasted = true) => {
        if (wasted) refusedSockets.take(address);
        if (sendTo(ws, JSON.stringify({ type: 'error', error }))) ws.close(code, error.slice(0, 120));
      };
      /** Set once the socket is held as a flood (FLOOD_HOLD_MS): what it still sends is dropped unread. */
      let held = false;
      const holdAsFlood = () => {
        if (held) return;
        held = true;
        clearTimeout(helloTimer);
        refusedSockets.take(address);
        ws.pause();
        // No pushes for it, and no pings: the hold, not a missing pong, ends it.
        if (socket) app.live.remove(socket);
        sockets.delete(ws);
        const hold = setTimeout(() => {
          const error = 'Too many messages';
          // Written while unread: the client's closing reply is not waited for.
          if (sendTo(ws, JSON.stringify({ type: 'error', error }))) ws.close(SOCKET_CLOSE.flood, error);
          setTimeout(() => ws.terminate(), 1000).unref();
        }, app.config.liveFloodHoldMs ?? FLOOD_HOLD_MS);
        hold.unref();
        ws.once('close', () => clearTimeout(hold));
      };
      const reply = (error: string) => sendTo(ws, JSON.stringify({ type: 'error', error }));
      const helloTimer = setTimeout(() => refuse('Say hello first'), HELLO_TIMEOUT_MS);
      helloTimer.unref();

      ws.on('close', () => {
        clearTimeout(helloTimer);
        clearTimeout(expiry);
        sockets.delete(ws);
        const left = (perAddress.get(address) ?? 1) - 1;
        if (left > 0) perAddress.set(address, left);
        else perAddress.delete(address);
        if (socket) app.live.remove(socket);
      });
      if (fromAddress > perAddressMax) return refuse('Too many connections from this network; try again later', TRY_AGAIN_LATER);

      ws.on('message', (data, isBinary) => {
        // Frames ws had read before the pause.
        if (held) return;
        const now = Date.now();
        if (now - windowStart >= 1000) {
          windowStart = now;
          count = 0;
        }
        if (++count > MAX_MESSAGES_PER_SECOND) return holdAsFlood();
        let message: ReturnType<typeof S.ClientMessage.parse>;
        try {
          if (isBinary) throw new Error('binary');
          message = S.ClientMessage.parse(JSON.parse(data.toString()));
        } catch {
          const error = 'Not a message this server understands';
          if (!helloSeen) return refuse(error);
          return void reply(error);
        }
        if (message.type === 'hello') {
          if (helloSeen) return void reply('Already said hello');
          helloSeen = true;
          clearTimeout(helloTimer);
          void hello(message, origin).then(
            ({ s, first, expiresAt }) => {
              if (ws.readyState !== ws.OPEN || held) return;
              // Counted once the hello is known: the room holds the others of this id. The newest
              // wins: on venue Wi-Fi a phone's old sockets linger until a ping finds them dead (up to
              // 40 s), and the one it just opened is the one it reads.
              const same = app.live.sameId(s);
              for (const old of same.slice(0, Math.max(0, same.length + 1 - MAX_SOCKETS_PER_ID))) {
                // Out of its room at once: a client that does not read would hold its closing
                // handshake, and its place, for ws's 30 s close timeout.
                app.live.remove(old);
                if (sendTo(old.ws, JSON.stringify({ type: 'error', error: REPLACED }))) old.ws.close(TRY_AGAIN_LATER, REPLACED);
                else old.ws.terminate();
              }
              socket = s;
              if (expiresAt !== undefined) {
                // setTimeout takes at most 2^31-1 ms (24.8 days); no token lives that long.
                expiry = setTimeout(
                  () => refuse('Invalid or expired token', SOCKET_CLOSE.refused, false),
                  Math.min(expiresAt - Date.now(), 2 ** 31 - 1),
                );
                expiry.unref();
              }
              sendTo(ws, first);
              app.live.add(s);
              for (const m of waiting.splice(0)) handle(s, m);
            },
            (error: unknown) => {
              // A refusal (bad token, unknown event or player) is final; a database blip is not, and
              // the client reconnects after a standard "try again" close.
              // A screen refused for a missing event or slot (deleted, removed, lapsed), and a player the
              // host removed, go back to joining.
              if (error instanceof HttpError) {
                if (error.statusCode === 429) return refuse(error.message, TRY_AGAIN_LATER);
                const gone =
                  (message.role === 'screen' && error.statusCode === 404) || (message.role === 'player' && error.statusCode === 403);
                return refuse(error.message, gone ? SOCKET_CLOSE.gone : SOCKET_CLOSE.refused);
              }
              app.log.warn({ err: error }, 'live: hello failed');
              refuse('The live game is unavailable for a moment; reconnecting', 1013, false);
            },
          );
          return;
        }
        // A hello being checked (the database may be slow): what comes meanwhile (the client's first
        // ping, an answer kept from before a reconnection) waits for it instead of ending the session.
        if (!socket && helloSeen) return void waiting.push(message);
        if (!socket) return refuse('Say hello first');
        handle(socket, message);
      });

      /** A ping or an answer from a socket whose hello was accepted. */
      function handle(s: LiveSocket, message: Exclude<ClientMessage, HelloMessage>) {
        if (message.type === 'ping') {
          if (s.role === 'player') app.live.notePoll(s.eventId, s.playerId!);
          return app.live.send(s, { type: 'pong', serverNow: new Date().toISOString() });
        }
        // An answer: only a player may send one, for itself.
        if (s.role !== 'player') return app.live.send(s, { type: 'error', error: 'Only players answer' });
        const { activityId, questionIndex, answer } = message;
        const key = `${activityId}\u0000${questionIndex}`;
        if (key === settled && ++afterSettled > ANSWERS_AFTER_SETTLED) return holdAsFlood();
        app.live.submitAnswer({ eventId: s.eventId, playerId: s.playerId!, activityId, questionIndex, answer }, address).then(
          (stored) => {
            settle(key);
            if (!held) app.live.send(s, { type: 'ack', activityId, questionIndex, answer: stored });
          },
          (error: unknown) => {
            const status = error instanceof HttpError ? error.statusCode : 503;
            const text = error instanceof HttpError ? error.message : 'The answer could not be stored; it will be sent again';
            // A 429 or a 5xx asks the phone to send it again; anything else is the last word.
            if (status !== 429 && status < 500) settle(key);
            if (held) return;
            app.live.send(s, { type: 'answer-error', activityId, questionIndex, status, error: text });
            if (status === 429 && overBudget(Date.now())) holdAsFlood();
          },
        );
      }

      /** Checks the hello: the socket to put in its room, and its first full view. */
      async function hello(
        message: HelloMessage,
        from: { host: string | undefined; protocol: string },
      ): Promise<{ s: LiveSocket; first: string | SharedFrame; expiresAt?: number }> {
        const entry = await (message.role === 'player'
          ? app.live.entryWithPlayer(message.eventId, message.playerId)
          : message.role === 'screen'
            ? app.live.entryWithScreen(message.eventId, message.screenId)
            : app.live.entry(message.eventId));
        if (!entry) throw new HttpError(404, 'Event not found');
        const join = joinAddress(app.config.publicUrl, from);
        if (message.role === 'player') {
          if (entry.removed.has(message.playerId)) throw new HttpError(403, PLAYER_REMOVED);
          if (!entry.players.has(message.playerId)) throw new HttpError(404, 'Join the event first');
          const s: LiveSocket = {
            ws,
            role: 'player',
            eventId: entry.row.id,
            playerId: message.playerId,
            keepsMe: message.keepsMe === true,
          };
          admit(s);
          return { s, first: app.live.playerPush(entry, s) };
        }
        if (message.role === 'screen') {
          if (!entry.row.screenIds.includes(message.screenId)) throw new HttpError(404, 'This screen has not joined the event');
          const s: LiveSocket = { ws, role: 'screen', eventId: entry.row.id, screenId: message.screenId, join };
          admit(s);
          return { s, first: app.live.screenPush(entry, s) };
        }
        // Counted with the account's HTTP calls: a hello reads the session from the database.
        const { user, sessionId, expiresAt } = await app.sessionFromToken(message.token, address);
        // Another manager's event does not exist, as far as this manager can tell.
        if (entry.row.ownerId !== user.id) throw new HttpError(404, 'Event not found');
        const s: LiveSocket = { ws, role: 'host', eventId: entry.row.id, join, userId: user.id, sessionId };
        admit(s);
        return { s, first: JSON.stringify({ type: 'host-state', ...(await app.live.hostView(entry, join)) }), expiresAt };
      }
    },
  });
}
