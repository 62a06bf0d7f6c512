// The one way to say "these events changed" (docs/ARCHITECTURE.md#live-data-flow): it drops the cached views, tells the other
// instances (live-channel.ts), and pushes the new views to this instance's sockets, grouped in one
// room per event (rooms.ts). It also keeps each event's timers armed from its state (event-timers.ts),
// closes a question when everyone connected (presence.ts) has answered (early-close.ts), and closes
// host sockets whose session ended (host-sessions.ts).
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  COUNTS_PUSH_INTERVAL_MS,
  SOCKET_CLOSE,
  type PlayerRecord,
  type HostView,
  type JoinAddress,
  type ServerMessage,
} from '@quizfest/shared';
import type { Database } from '../db/client.js';
import { eventPlayers, events } from '../db/schema.js';
import type { CachedEvent } from '../events/cached-event.js';
import type { EventCache } from '../events/event-cache.js';
import { playerAliases } from '../events/player-aliases.js';
import { TokenBuckets } from '../lib/token-buckets.js';
import { PLAYER_REMOVED } from '../players/joining.js';
import { AnswerResends } from './answer-resends.js';
import { AnswerGate } from './answer-gate.js';
import { AnswerStore, type AnswerInput, type Committed } from './answer-store.js';
import { everyoneAnswered } from './early-close.js';
import type { QuizPlan } from './engine/transitions.js';
import { hostView } from './host-view.js';
import { EventTimers } from './event-timers.js';
import { HostSessions } from './host-sessions.js';
import { closeQuestion, takeAutoStep, timedEvents, type Applied } from './live-store.js';
import { LiveChannel, type ChangeKind, type HeardChange } from './live-channel.js';
import { Presence, type IsConnected } from './presence.js';
import { loadQuizPlan } from './quiz-plan.js';
import { Rooms, sendTo, socketsOf, type LiveSocket, type Room, type SharedFrame } from './rooms.js';
import { playerPushFrame, SharedFrames } from './player-push.js';
import { playerPayload, screenPayload, screenPlayersJson, screenPlayersTag, sharedLiveJson } from './views.js';

/**
 * Look-ups of players and screens an event's cached view does not know, per event: a burst, then a
 * steady rate. An honest miss is a player who joined through another instance a moment before its
 * NOTIFY arrived here (a few a second in a join storm); past the budget the id is unknown until then.
 */
export const UNKNOWN_ID_LOOKUPS = { burst: 100, perSecond: 50 };
export const SCREEN_REMOVED = 'This screen was removed from the event';

/** What the live game tells the metrics (metrics.ts): latencies, in seconds. */
export type LiveObserver = {
  /** A host action's request arrived this long before its view was handed to the room's last socket. */
  hostActionPushed(seconds: number): void;
  /** An answer arrived this long before the commit of its batch. */
  answerCommitted(seconds: number): void;
  /** Another instance's NOTIFY was sent this long before it was heard here. */
  notifyHeard(lagSeconds: number): void;
};

export class LiveHub {
  private readonly rooms = new Rooms();
  private readonly lookups = new TokenBuckets(UNKNOWN_ID_LOOKUPS);
  /** Players and screens looked up in the database because the cache did not know them (the tests watch it). */
  lookupsMade = 0;
  private readonly plans = new WeakMap<CachedEvent, Promise<QuizPlan>>();
  private readonly timers: EventTimers;
  private readonly sessions: HostSessions;
  private readonly channel: LiveChannel;
  readonly answers: AnswerStore;
  /** What of the answers reaches the store: the socket and the HTTP answer both go through it. */
  private readonly answerGate: AnswerGate;
  /** When POST /players/answer's replies to a settled answer sent again and again go out. */
  readonly answerResends = new AnswerResends();
  /** Who is connected, by socket here or lately over HTTP; screens' last-seen times. */
  readonly presence: Presence;

  constructor(
    private readonly database: Database,
    private readonly cache: EventCache,
    private readonly log: FastifyBaseLogger,
    screenLapseMs: number = 3 * 60_000,
    private readonly observer?: LiveObserver,
  ) {
    this.answers = new AnswerStore(database.db, (c) => this.answersCommitted(c), observer && ((s) => observer.answerCommitted(s)));
    this.sessions = new HostSessions(database.db, this.rooms, (s, message) => this.send(s, message), log);
    this.timers = new EventTimers(
      {
        closeQuestion: (eventId, rev) => this.close(eventId, rev),
        autoStep: async (eventId, rev) => {
          const applied = await takeAutoStep(this.db, eventId, rev);
          if (applied) this.changed([eventId], 'state', [], undefined, applied.committed);
        },
        datePassed: (eventId) => void this.pushAll(eventId),
        hasRoom: (eventId) => this.rooms.has(eventId),
      },
      log,
    );
    this.answerGate = new AnswerGate(
      (eventId) => this.cache.peekOrLoading(eventId),
      (input) => this.answers.submit(input),
    );
    this.channel = new LiveChannel(database, log, (change) => this.heard(change), observer && ((s) => observer.notifyHeard(s)));
    this.presence = new Presence((eventId) => {
      const room = this.rooms.get(eventId);
      return (
        room && {
          hasPlayer: (id) => room.players.has(id),
          hasScreen: (id) => [...room.screens].some((s) => s.screenId === id),
        }
      );
    }, screenLapseMs);
    cache.keepWhile((eventId) => this.rooms.has(eventId)); // an event with sockets here keeps its entry however long unread
  }

  private get db() {
    return this.database.db;
  }

  /** Re-arms the deadlines of questions that were running when the server stopped, and listens. */
  async start() {
    for (const { eventId, rev, live } of await timedEvents(this.db)) this.timers.armStep(eventId, rev, live);
    await this.channel.start();
  }

  async stop() {
    this.sessions.stop();
    this.timers.stop();
    this.rooms.closeAll(1001, 'server stopping');
    this.answerGate.close();
    this.lookups.close();
    await this.answers.close();
    await this.channel.stop();
  }

  // ---------- reading, for polls and the host

  /** The cached event, with its timers armed: every read path goes through here. */
  async entry(eventId: string): Promise<CachedEvent | null> {
    const entry = await this.cache.get(eventId);
    if (entry) this.timers.armFor(entry);
    return entry;
  }

  /**
   * The cached event, made to know `playerId` (joined or removed) when the database does and the
   * cache does not yet: with several instances, a player may join through one and reach another
   * before its NOTIFY does. Only that player's row is read, never the whole event: re-reading the
   * event for an id it did not know let one client with a new random id per request reload a
   * 5,000-player roster and its points every second (bench S8's strangers: honest answers refused
   * during the reload, S3's ack p99 x5). Look-ups are budgeted per event (UNKNOWN_ID_LOOKUPS).
   */
  async entryWithPlayer(eventId: string, playerId: string): Promise<CachedEvent | null> {
    const entry = await this.entry(eventId);
    if (!entry || entry.players.has(playerId) || entry.removed.has(playerId) || !this.lookups.take(entry.row.id)) return entry;
    this.lookupsMade++;
    const [row] = await this.db
      .select()
      .from(eventPlayers)
      .where(and(eq(eventPlayers.eventId, entry.row.id), eq(eventPlayers.playerId, playerId)));
    if (!row) return entry;
    this.cache.applyPlayerRow(entry.row.id, row);
    return this.entry(eventId);
  }

  /**
   * The cached event, made to know `screenId` when the event's row lists it and the cache does not
   * yet (a screen that joined through another instance): only the screen list is read, and the
   * event's state re-read (its roster kept) when it does list it. Budgeted like players' look-ups.
   */
  async entryWithScreen(eventId: string, screenId: string): Promise<CachedEvent | null> {
    const entry = await this.entry(eventId);
    if (!entry || entry.row.screenIds.includes(screenId) || !this.lookups.take(entry.row.id)) return entry;
    this.lookupsMade++;
    const [row] = await this.db.select({ screenIds: events.screenIds }).from(events).where(eq(events.id, entry.row.id));
    if (!row?.screenIds.includes(screenId)) return entry;
    this.cache.refreshState(entry.row.id);
    return this.entry(eventId);
  }

  /** A player polled: connected for a while, and seen (lastSeenAt) for the other instances. */
  notePoll(eventId: string, playerId: string) {
    this.presence.notePoll(eventId, playerId);
    this.cache.touch(eventId, playerId);
  }

  /** Whether the event cache answers for the event without a query (EventCache.knows); lib/lookup-budget.ts counts the rest. */
  knows(eventId: string): boolean {
    return this.cache.knows(eventId);
  }

  /** Whether the event cache holds this player of the event (EventCache.holdsPlayer). */
  holdsPlayer(eventId: string, playerId: string): boolean {
    return this.cache.holdsPlayer(eventId, playerId);
  }

  isConnected(eventId: string): IsConnected {
    return this.presence.isConnected(eventId);
  }

  /**
   * Named players connected, counted at most once per counters' interval per entry: every poll and
   * every player's push needs it, and counting walks the whole roster.
   */
  private connectedCount(entry: CachedEvent): number {
    const now = Date.now();
    const cached = entry.memo.get('connectedCount') as { n: number; at: number } | undefined;
    if (cached && now - cached.at < COUNTS_PUSH_INTERVAL_MS) return cached.n;
    const n = this.presence.countConnected(entry.row.id, entry.named);
    entry.memo.set('connectedCount', { n, at: now });
    return n;
  }

  playerBody(entry: CachedEvent, playerId: string, type?: 'player-state') {
    return playerPayload(entry, playerId, Date.now(), this.connectedCount(entry), type);
  }

  /**
   * A player socket's next `player-state`, less what the phone holds (player-push.ts); with
   * `shared`, one frame for the sockets of a push whose frames are the same.
   */
  playerPush(entry: CachedEvent, s: LiveSocket, shared?: SharedFrames): string | SharedFrame {
    return playerPushFrame(entry, s, Date.now(), this.connectedCount(entry), shared);
  }

  /** A screen's poll body, or its socket's first frame; `playersHeld`: the tag of the list the screen holds (views.ts screenPlayersTag). */
  screenBody(entry: CachedEvent, join: JoinAddress, type?: 'screen-state', playersHeld?: string) {
    return screenPayload(entry, join, Date.now(), this.connectedCount(entry), type, playersHeld !== screenPlayersTag(entry));
  }

  /**
   * A screen socket's next `screen-state`: with the players list the first time and whenever it
   * changed, else without it (the screen keeps the list it has). Unchanged lists were most of every
   * push: ~0.5 MB per screen per change with 5,000 players, and a dozen sockets saying hello as
   * screens multiplied it (issue 18, bench S8).
   */
  screenPush(entry: CachedEvent, s: LiveSocket): string {
    const players = screenPlayersJson(entry);
    // The memo is rebuilt on every state change too: compared by content, which is cheap beside
    // sending it (and the same string object compares at once).
    const changed = s.playersSent !== players;
    s.playersSent = players;
    return screenPayload(entry, s.join!, Date.now(), this.connectedCount(entry), 'screen-state', changed);
  }

  async hostView(entry: CachedEvent, join: JoinAddress): Promise<HostView> {
    let plan = this.plans.get(entry);
    if (!plan) this.plans.set(entry, (plan = loadQuizPlan(this.db, entry.row.activities)));
    return hostView(
      entry,
      await plan,
      join,
      Date.now(),
      this.presence.isConnected(entry.row.id),
      this.presence.screenList(entry.row.id, entry.row.screenIds),
      await playerAliases(this.db),
    );
  }

  // ---------- publishing

  /**
   * Events changed in this process: drop their views, tell the other instances, push.
   * `hostActionAt`: when the host's request that made the change arrived (performance.now()), for
   * the push latency the metrics keep.
   */
  changed(eventIds: string[], kind: ChangeKind, playerIds: string[] = [], hostActionAt?: number, committed?: Applied['committed']) {
    if (eventIds.length === 0) return;
    if (kind === 'state') for (const id of eventIds) this.refreshState(id, committed?.row.id === id ? committed : undefined);
    else this.cache.invalidate(...eventIds);
    // The players whose own record changed travel along: their sockets may be on another instance.
    void this.channel.publish({ eventIds, kind, playerIds });
    for (const id of eventIds) this.schedulePush(id, kind, playerIds, hostActionAt);
  }

  /**
   * The event's state moved: taken from the committed row when the change gave it, else reloaded.
   * The host's view reads the quiz again for the new entry, so an edit to the quiz shows in its "up
   * next" at the next action; a question's opening read it already (the transition's plan), and its
   * host view takes that: read again, the host's frame waited for the database after the players'
   * frames, behind whatever else the event loop had queued meanwhile (S8: +20 ms beside the hostiles).
   */
  private refreshState(eventId: string, committed?: Applied['committed']) {
    if (!committed) return this.cache.refreshState(eventId);
    const entry = this.cache.applyState(committed.row, committed.answersKept);
    if (entry && committed.plan) this.plans.set(entry, Promise.resolve(committed.plan));
  }

  /**
   * Players joined or gave their name and team in this process: their records go into the cached
   * view in place (a venue's join storm must not reload the roster per join), travel to the other
   * instances with the NOTIFY, and reach screens and the host with the throttled roster push.
   */
  playersChanged(eventId: string, records: PlayerRecord[]) {
    this.cache.applyPlayers(eventId, records);
    this.channel.publishPlayers(eventId, records);
    this.schedulePush(
      eventId,
      'roster',
      records.map((r) => r.playerId),
    );
  }

  /**
   * The event's row changed in this process and no player's record did: a new screen (its screen
   * list), or a team a player created while choosing (the event's teams; the player's record shows
   * a team only once they give their name and choice, event-roster.ts). The row and the teams are
   * read again and the roster kept, as at a transition; the other instances drop the event as for
   * any roster change. Reloading the whole event read all of a 5,000-player roster for each new
   * screen id or team, and the room's answers waited for it (answer-gate.ts).
   */
  rowChanged(eventId: string, playerIds: string[] = []) {
    this.cache.refreshState(eventId);
    void this.channel.publish({ eventIds: [eventId], kind: 'roster', playerIds });
    this.schedulePush(eventId, 'roster', playerIds);
  }

  /** The whole database changed (import, reset): every room re-reads, and is told when its event is gone. */
  everythingChanged() {
    this.cache.clear();
    this.timers.clearSteps();
    void this.channel.publish({ all: true });
    for (const id of this.rooms.eventIds()) this.schedulePush(id, 'live', []);
  }

  /** A change another instance made: the same drops and pushes as for one made here. */
  private heard(change: HeardChange) {
    if ('sessionsEnded' in change) return this.sessions.close(change.sessionsEnded);
    if (change.all) {
      this.cache.clear();
      this.timers.clearSteps();
      for (const id of this.rooms.eventIds()) this.schedulePush(id, 'live', []);
      return;
    }
    const { eventIds: ids, kind, playerIds, players } = change;
    if (kind === 'roster' && ids.length === 1 && players) {
      // Joins and names from another instance: applied in place, as that instance did.
      this.cache.applyPlayers(ids[0]!, players);
      if (this.rooms.has(ids[0]!)) this.schedulePush(ids[0]!, 'roster', playerIds);
      return;
    }
    if (kind === 'state') for (const id of ids) this.cache.refreshState(id);
    else this.cache.invalidate(...ids);
    for (const id of ids) {
      // Another instance may have closed the question: our timer for it is void (it was for an older revision).
      this.timers.cancelStep(id);
      if (this.rooms.has(id) || kind !== 'roster') this.schedulePush(id, kind === 'roster' ? 'roster' : 'live', playerIds);
    }
  }

  private schedulePush(eventId: string, kind: ChangeKind, playerIds: string[], hostActionAt?: number) {
    const room = this.rooms.get(eventId);
    if (kind !== 'roster') {
      // Even without sockets here, the load re-arms this instance's deadline timer for the event.
      void this.pushAll(eventId, hostActionAt);
      return;
    }
    if (!room) return;
    for (const id of playerIds) room.rosterPlayers.add(id);
    room.rosterTimer ??= setTimeout(() => {
      room.rosterTimer = null;
      void this.pushRoster(eventId, room);
    }, COUNTS_PUSH_INTERVAL_MS);
  }

  private async pushAll(eventId: string, hostActionAt?: number) {
    const entry = await this.safeEntry(eventId);
    const room = this.rooms.get(eventId);
    if (!room || entry === undefined) return;
    if (entry === null) return this.gone(room);
    room.rosterPlayers.clear();
    // The big screens first: the room watches them, and after a venue's thousands of phones they
    // would show the question a tenth of a second after the first phone (5000 sockets).
    this.pushScreens(entry, room);
    this.pushPlayers(entry, room);
    await this.pushHosts(entry, room);
    // The last frame is handed to its socket (ws writes it or queues it): what the phones then take
    // to read it is the network's, not measured here.
    if (hostActionAt !== undefined) this.observer?.hostActionPushed((performance.now() - hostActionAt) / 1000);
  }

  /**
   * Every phone of the room its new view. A function of its own, not a loop in pushAll: at 5,000
   * phones the loop made V8 compile the async pushAll on the spot (on-stack replacement), and that
   * code was thrown away on leaving the loop, so every opening compiled it again (7–16 ms of the
   * server's one core, trace-opt); this one is compiled once and kept.
   */
  private pushPlayers(entry: CachedEvent, room: Room) {
    const shared = new SharedFrames();
    for (const [playerId, sockets] of room.players) {
      // A player the host removed is told why and sent back to joining, like a removed screen.
      if (entry.removed.has(playerId)) this.dismiss(sockets, PLAYER_REMOVED);
      else for (const s of sockets) this.sendRaw([s], this.playerPush(entry, s, shared));
    }
  }

  private async pushRoster(eventId: string, room: Room) {
    const entry = await this.safeEntry(eventId);
    if (entry === undefined) return;
    if (entry === null) return this.gone(room);
    for (const id of room.rosterPlayers) {
      const sockets = room.players.get(id);
      if (sockets) for (const s of sockets) this.sendRaw([s], this.playerPush(entry, s));
    }
    room.rosterPlayers.clear();
    this.pushScreens(entry, room);
    await this.pushHosts(entry, room);
  }

  /** Screens get the new view; one its owner removed (or whose slot lapsed) is sent back to joining. */
  private pushScreens(entry: CachedEvent, room: Room) {
    for (const s of room.screens) {
      if (s.screenId && !entry.row.screenIds.includes(s.screenId)) {
        this.send(s, { type: 'gone', error: SCREEN_REMOVED });
        s.ws.close(SOCKET_CLOSE.gone, 'screen removed');
        room.screens.delete(s);
      } else this.sendRaw([s], this.screenPush(entry, s));
    }
  }

  /** Sends `gone` and closes: the client forgets the event and shows why on the join page. */
  private dismiss(sockets: Iterable<LiveSocket>, why: string) {
    for (const s of sockets) {
      this.send(s, { type: 'gone', error: why });
      s.ws.close(SOCKET_CLOSE.gone, why.slice(0, 120));
    }
  }

  private async pushHosts(entry: CachedEvent, room: Room) {
    for (const s of room.hosts) {
      const view = await this.hostView(entry, s.join!);
      this.send(s, { type: 'host-state', ...view });
    }
  }

  private gone(room: Room) {
    for (const s of socketsOf(room)) {
      this.send(s, { type: 'gone', error: 'Event not found' });
      s.ws.close(SOCKET_CLOSE.gone, 'event not found');
    }
  }

  private async safeEntry(eventId: string): Promise<CachedEvent | null | undefined> {
    try {
      return await this.entry(eventId);
    } catch (error) {
      // The database is away: keep the sockets and the last view; the next change pushes again.
      this.log.warn({ err: error, eventId }, 'live: could not load the event to push it');
      return undefined;
    }
  }

  // ---------- answers and counters

  /** A player's answer, from `address`: resolves with the stored answer, or rejects with an HttpError. */
  submitAnswer(input: AnswerInput, address: string): Promise<string> {
    return this.answerGate.submit(input, address);
  }

  private answersCommitted(c: Committed) {
    this.cache.recordAnswers(c.eventId, c.activityId, c.questionIndex, c.rows);
    const room = this.rooms.get(c.eventId);
    if (room) {
      room.countsTimer ??= setTimeout(() => {
        room.countsTimer = null;
        void this.pushCounts(c.eventId, room);
      }, COUNTS_PUSH_INTERVAL_MS);
    }
    void this.closeIfAllAnswered(c.eventId).catch((error) => this.log.warn({ err: error }, 'live: early close failed'));
  }

  private async pushCounts(eventId: string, room: Room) {
    const entry = this.cache.peek(eventId);
    if (!entry) return;
    const now = Date.now();
    const live = JSON.parse(sharedLiveJson(entry, now, this.connectedCount(entry))) as { rev: number; counts: never };
    for (const s of room.screens)
      this.send(s, { type: 'counts', rev: live.rev, counts: live.counts, serverNow: new Date(now).toISOString() });
    await this.pushHosts(entry, room);
  }

  /** A question closes early once every connected player has answered (docs/PRODUCT-RULES.md#live-phases). */
  private async closeIfAllAnswered(eventId: string) {
    const entry = this.cache.peek(eventId);
    if (!entry || entry.live.phase !== 'question' || !entry.live.current) return;
    const isConnected = this.presence.isConnected(eventId);
    if (await everyoneAnswered(this.db, this.database.kind, entry, entry.live.current, isConnected))
      await this.close(eventId, entry.row.rev);
  }

  private async close(eventId: string, rev: number) {
    const applied = await closeQuestion(this.db, eventId, rev);
    if (applied) this.changed([eventId], 'state');
  }

  // ---------- sockets

  add(socket: LiveSocket) {
    this.rooms.add(socket);
    if (socket.role === 'player') this.cache.touch(socket.eventId, socket.playerId!);
    else if (socket.role === 'screen') this.presence.noteScreen(socket.eventId, socket.screenId!);
    // Connection dots and counters on the host console and screens follow arrivals.
    this.schedulePush(socket.eventId, 'roster', []);
  }

  remove(socket: LiveSocket) {
    const left = this.rooms.remove(socket);
    if (!left) return;
    // Seen until now: its lapse time starts when its socket closes.
    if (socket.role === 'screen') this.presence.noteScreen(socket.eventId, socket.screenId!);
    if (left === 'emptied') this.timers.cancelDates(socket.eventId);
    else this.schedulePush(socket.eventId, 'roster', []);
  }

  socketCount(): number {
    return this.rooms.socketCount();
  }

  /** Sockets held here by role (the metrics read it when scraped). */
  socketsByRole(): Record<'player' | 'screen' | 'host', number> {
    return this.rooms.countByRole();
  }

  /** The sockets the socket's room already holds for its player id, screen id or host account, oldest first. */
  sameId(socket: LiveSocket): LiveSocket[] {
    return this.rooms.sameId(socket);
  }

  /**
   * Managers' sessions that ended here (a sign-out, a stolen refresh token detected): their host
   * sockets, which show the answer key and the players, close here and on the other instances.
   */
  endSessions(sessionIds: string[]) {
    this.sessions.close(sessionIds);
    void this.channel.publish({ sessionsEnded: sessionIds });
  }

  /** Closes the host sockets here whose session has ended, whether or not its NOTIFY came (host-sessions.ts). */
  checkSessions() {
    return this.sessions.check();
  }

  send(socket: LiveSocket, message: ServerMessage) {
    this.sendRaw([socket], JSON.stringify(message));
  }

  private sendRaw(sockets: Iterable<LiveSocket>, data: string | SharedFrame) {
    for (const s of sockets) sendTo(s.ws, data);
  }
}
