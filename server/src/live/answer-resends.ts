// Replies to POST /players/answer resent for a question already settled, held back (issue 18, bench
// S8). A player answers a question once; a phone whose reply was lost sends the same answer again
// once or twice. A script replaying answers over keep-alive connections, 19 a second on each, drew
// a reply for every one: each is answered from memory, but still costs the server a whole HTTP
// request, and 20 such connections were the largest part of what S8's attacker cost. Past a few
// resends for one player and question, the reply is sent only after a pause: a client that waits for
// its reply, as HTTP/1.1 does on a connection, then sends about one a second on it. A refusal for the
// answer budget (429) waits the same pause: the phone is asked to try again in a moment anyway, and
// a script answering questions that are not open drew ~300 of them a second, each a whole request
// (bench S8, its flood alone: server CPU 41 % against 34 % while the venue polled). The socket has
// its own rule (live-socket.ts closes a socket replaying a settled answer).
import { RefusalPause } from '../lib/refusal-pause.js';

export const SETTLED_RESENDS = {
  /** Replies for one player and question sent at once: the answer and a few resends. */
  free: 3,
  /** How long each later reply waits. */
  holdMs: 1000,
  /** Replies one address may have waiting at once; past it they go at once (memory stays bounded). */
  heldPerAddress: 64,
  /** Players and questions remembered, oldest forgotten first (a few per player of a night). */
  remembered: 50_000,
};

export class AnswerResends {
  /** Replies counted by event, player and question, in the order first seen. */
  private readonly counts = new Map<string, number>();
  private readonly pause = new RefusalPause(SETTLED_RESENDS.holdMs, SETTLED_RESENDS.heldPerAddress);
  /** Replies held so far (the tests watch it). */
  get heldTotal() {
    return this.pause.heldTotal;
  }

  /**
   * Counts a settled reply (the answer stored or repeated, 200, or refused as already answered,
   * 409) and resolves when it may be sent.
   */
  async settled(key: { eventId: string; playerId: string; activityId: string; questionIndex: number }, address: string): Promise<void> {
    const id = `${key.eventId}|${key.playerId}|${key.activityId}|${key.questionIndex}`;
    const n = (this.counts.get(id) ?? 0) + 1;
    this.counts.set(id, n);
    if (this.counts.size > SETTLED_RESENDS.remembered) this.counts.delete(this.counts.keys().next().value!);
    if (n <= SETTLED_RESENDS.free) return;
    return this.pause.hold(address);
  }

  /** The server is stopping: held replies go now (RefusalPause.release). */
  release() {
    this.pause.release();
  }

  /** Resolves when a refusal for the answer budget (429) may be sent: after the same pause. */
  tooMany(address: string): Promise<void> {
    return this.pause.hold(address);
  }
}
