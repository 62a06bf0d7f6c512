// The instances' channel (docs/ARCHITECTURE.md#live-data-flow): on PostgreSQL, every change an
// instance makes is NOTIFYed on one channel, `{ eventIds, kind }` (never per answer), and every
// other instance hears it; so is the end of a manager's session, whose host sockets may be anywhere. PGlite is one process, so there is nothing to send or hear. What is heard
// is checked like any input, and an instance ignores its own messages.
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PlayerRecord } from '@quizfest/shared';
import type { Database } from '../db/client.js';
import { GroupCommit } from '../lib/group-commit.js';

const CHANNEL = 'quizfest_live';

/**
 * `live`: anything about the event changed, everyone gets the new view now. `state`: the same, for
 * a transition of the game that leaves the players as they were (their roster is not reloaded).
 * `roster`: joins and names, pushed a few times a second.
 */
export type ChangeKind = 'live' | 'state' | 'roster';

/** A change as published: events (with the players whose own record changed), everything, or sessions ended. */
export type ChannelMessage = {
  eventIds?: string[];
  kind?: ChangeKind;
  playerIds?: string[];
  players?: PlayerRecord[];
  all?: boolean;
  sessionsEnded?: string[];
};

/** A change another instance made, its fields checked. */
export type HeardChange =
  | { all: true }
  | { all: false; sessionsEnded: string[] }
  | { all: false; eventIds: string[]; kind: ChangeKind | undefined; playerIds: string[]; players: PlayerRecord[] | null };

const isPlayerRecord = (r: unknown): r is PlayerRecord =>
  typeof r === 'object' &&
  r !== null &&
  typeof (r as PlayerRecord).playerId === 'string' &&
  ((r as PlayerRecord).name === null || typeof (r as PlayerRecord).name === 'string');

const strings = (xs: unknown): string[] => (Array.isArray(xs) ? xs.filter((x): x is string => typeof x === 'string') : []);

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more: players travel in messages below this. */
const PLAYERS_PAYLOAD_MAX = 7000;

export class LiveChannel {
  private readonly instanceId = randomUUID();
  private unlisten: (() => Promise<void>) | null = null;
  private stopped = false;
  /**
   * Joins and names, gathered per event while a NOTIFY is under way (a group commit): a venue's
   * join storm was one NOTIFY per join and per name, each heard and parsed by every instance.
   */
  private readonly players = new GroupCommit<string, PlayerRecord[], void>(async (eventId, batch) => {
    const latest = new Map<string, PlayerRecord>();
    for (const w of batch) for (const r of w.item) latest.set(r.playerId, r);
    let chunk: PlayerRecord[] = [];
    let size = 0;
    const send = () => this.publish({ eventIds: [eventId], kind: 'roster', playerIds: chunk.map((r) => r.playerId), players: chunk });
    for (const record of latest.values()) {
      // Each player goes twice (the id among playerIds, the record among players), with some slack.
      const bytes = JSON.stringify(record).length + record.playerId.length + 8;
      if (size + bytes > PLAYERS_PAYLOAD_MAX && chunk.length) {
        await send();
        [chunk, size] = [[], 0];
      }
      chunk.push(record);
      size += bytes;
    }
    if (chunk.length) await send();
    for (const w of batch) w.resolve();
  });

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly onHeard: (change: HeardChange) => void,
    /** How long a heard message took from its sender's clock to ours (the metrics' NOTIFY lag). */
    private readonly onLag?: (seconds: number) => void,
  ) {}

  async start() {
    if (this.database.kind === 'postgres') this.unlisten = await this.database.listen(CHANNEL, (payload) => this.heard(payload));
  }

  async stop() {
    await this.players.close();
    this.stopped = true;
    await this.unlisten?.().catch(() => {});
  }

  /** Players who joined or gave their name and team here, for the other instances' cached views. */
  publishPlayers(eventId: string, records: PlayerRecord[]) {
    if (this.database.kind === 'postgres' && !this.stopped) void this.players.submit(eventId, records);
  }

  async publish(message: ChannelMessage) {
    if (this.database.kind !== 'postgres' || this.stopped) return;
    try {
      // `sentAt` lets the hearer measure the lag; an instance of an older version ignores it.
      await this.database.notify(CHANNEL, JSON.stringify({ origin: this.instanceId, sentAt: Date.now(), ...message }));
    } catch (error) {
      this.log.warn({ err: error }, 'live: NOTIFY failed; other instances catch up within the cache TTL');
    }
  }

  private heard(payload: string) {
    let message: ChannelMessage & { origin?: unknown; sentAt?: unknown };
    try {
      message = JSON.parse(payload);
    } catch {
      return;
    }
    if (typeof message !== 'object' || message === null || message.origin === this.instanceId) return;
    if (this.onLag && typeof message.sentAt === 'number' && Number.isFinite(message.sentAt))
      this.onLag((Date.now() - message.sentAt) / 1000);
    if (message.all === true) return this.onHeard({ all: true });
    if (message.sessionsEnded !== undefined) return this.onHeard({ all: false, sessionsEnded: strings(message.sessionsEnded) });
    this.onHeard({
      all: false,
      eventIds: strings(message.eventIds),
      kind: message.kind === 'live' || message.kind === 'state' || message.kind === 'roster' ? message.kind : undefined,
      playerIds: strings(message.playerIds),
      players: Array.isArray(message.players) ? message.players.filter(isPlayerRecord) : null,
    });
  }
}
