// Who is connected to an event, as this instance sees it: players and screens holding a socket
// here, or heard from lately over HTTP (a poll, a join). The counters, the early close of a
// question and the host's connection dots read it; screens' last-seen times decide which of a full
// event's screen slots may lapse (docs/PRODUCT-RULES.md#live-transport).
// Only players and screens of events that exist are noted (their callers check), and what is no
// longer needed is swept now and then (issue 18): an evening's events leave nothing behind.
import type { HostScreen } from '@quizfest/shared';

/** A player or screen heard from over HTTP within this time counts as connected. */
export const POLL_PRESENCE_MS = 5000;
/** Polls past the presence window, and screens unseen for SCREEN_MEMORY_MS, are swept this often. */
export const PRESENCE_SWEEP_MS = 60_000;
/**
 * A screen unseen this long (or the lapse time, if longer) is forgotten: its slot has long lapsed,
 * and the host's list shows it with no last-seen time.
 */
export const SCREEN_MEMORY_MS = 24 * 3600_000;

/** Whether a player of an event is connected to this instance (a socket here, or a recent poll). */
export type IsConnected = (playerId: string) => boolean;

/** The sockets this instance holds for an event. */
export type SocketsHere = { hasPlayer(playerId: string): boolean; hasScreen(screenId: string): boolean };

export class Presence {
  private readonly polled = new Map<string, Map<string, number>>();
  /** When each screen was last heard from (join, poll, socket), per event: the slots that may lapse. */
  private readonly screensSeen = new Map<string, Map<string, number>>();
  /** Screens known from the database but not heard from since: their time runs from here. */
  private readonly startedAt = Date.now();
  /** The sweep runs from a note (one comparison each), not from a timer that would outlive the app. */
  private nextSweep = this.startedAt + PRESENCE_SWEEP_MS;

  constructor(
    private readonly socketsHere: (eventId: string) => SocketsHere | undefined,
    private readonly screenLapseMs: number,
  ) {}

  notePoll(eventId: string, playerId: string) {
    const now = Date.now();
    let m = this.polled.get(eventId);
    if (!m) this.polled.set(eventId, (m = new Map()));
    m.set(playerId, now);
    if (now >= this.nextSweep) this.sweep(now);
  }

  noteScreen(eventId: string, screenId: string) {
    const now = Date.now();
    let m = this.screensSeen.get(eventId);
    if (!m) this.screensSeen.set(eventId, (m = new Map()));
    m.set(screenId, now);
    if (now >= this.nextSweep) this.sweep(now);
  }

  /** Forgets polls past the presence window and screens unseen for long, and events left with none. */
  private sweep(now: number) {
    this.nextSweep = now + PRESENCE_SWEEP_MS;
    const forget = (byEvent: Map<string, Map<string, number>>, before: number) => {
      for (const [eventId, seen] of byEvent) {
        for (const [id, at] of seen) if (at < before) seen.delete(id);
        if (seen.size === 0) byEvent.delete(eventId);
      }
    };
    forget(this.polled, now - POLL_PRESENCE_MS);
    forget(this.screensSeen, now - Math.max(this.screenLapseMs, SCREEN_MEMORY_MS));
  }

  private screenConnected(eventId: string, screenId: string, now: number): boolean {
    if (this.socketsHere(eventId)?.hasScreen(screenId)) return true;
    return now - (this.screensSeen.get(eventId)?.get(screenId) ?? -Infinity) < POLL_PRESENCE_MS;
  }

  /**
   * These screens of the event, the least recently seen here first (one with a socket here counts as
   * seen now); `lapsedOnly` keeps those unseen here for the lapse time. Their slots may go to newcomers
   * (players/joining.ts `joinAsScreen`). With several instances a screen's socket is seen by one of
   * them only, so a full event gives up one slot at a time, and only when a new screen asks for it.
   */
  screensLeastSeen(eventId: string, screenIds: string[], lapsedOnly: boolean): string[] {
    const now = Date.now();
    const seen = this.screensSeen.get(eventId);
    const sockets = this.socketsHere(eventId);
    const lastSeen = new Map(screenIds.map((id) => [id, sockets?.hasScreen(id) ? Infinity : (seen?.get(id) ?? this.startedAt)]));
    return screenIds
      .filter((id) => !lapsedOnly || (!this.screenConnected(eventId, id, now) && now - lastSeen.get(id)! >= this.screenLapseMs))
      .sort((a, b) => Number(lastSeen.get(a)! > lastSeen.get(b)!) - Number(lastSeen.get(a)! < lastSeen.get(b)!));
  }

  /** The screens of an event as its owner sees them (host view). */
  screenList(eventId: string, screenIds: string[]): HostScreen[] {
    const now = Date.now();
    const seen = this.screensSeen.get(eventId);
    // Removed and lapsed screens are forgotten with their slot.
    if (seen) for (const id of seen.keys()) if (!screenIds.includes(id)) seen.delete(id);
    return screenIds.map((screenId) => {
      const connected = this.screenConnected(eventId, screenId, now);
      const at = connected ? now : seen?.get(screenId);
      return { screenId, connected, lastSeenAt: at === undefined ? null : new Date(at).toISOString() };
    });
  }

  /** Whether a player of this event has a socket here or polled lately, asked one player at a time. */
  isConnected(eventId: string): IsConnected {
    const sockets = this.socketsHere(eventId);
    const polls = this.polled.get(eventId);
    const since = Date.now() - POLL_PRESENCE_MS;
    return (playerId) => Boolean(sockets?.hasPlayer(playerId)) || (polls?.get(playerId) ?? -Infinity) >= since;
  }

  /** Forgets polls older than the presence window: a player who stopped polling is no longer connected. */
  private forgetOldPolls(eventId: string) {
    const polls = this.polled.get(eventId);
    if (!polls) return;
    const since = Date.now() - POLL_PRESENCE_MS;
    for (const [id, at] of polls) if (at < since) polls.delete(id);
  }

  /** How many of `players` are connected; walks them without building the set of connected ids. */
  countConnected(eventId: string, players: readonly { playerId: string }[]): number {
    this.forgetOldPolls(eventId);
    const isConnected = this.isConnected(eventId);
    let n = 0;
    for (const p of players) if (isConnected(p.playerId)) n++;
    return n;
  }
}
