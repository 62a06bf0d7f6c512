// The sockets this instance holds, in one room per event (players by id, each on one socket or
// more; screens; the host console): live-hub.ts pushes to a room, and a room lives only while it
// has a socket, its throttled pushes' timers with it. Every frame the server sends goes through
// `sendTo`, which drops a socket that does not read.
import type { Socket } from 'node:net';
import * as wsModule from 'ws';
import type { WebSocket } from 'ws';
import type { JoinAddress, PlayerRecord } from '@quizfest/shared';
import type { MeSent } from './player-push.js';

/**
 * Unsent bytes (ws's bufferedAmount: what the kernel would not take yet) a socket may hold when a
 * new frame is due, or one frame of that frame's own size if larger. Measured views: a
 * player-state is 1-3 KB (5000 and 20000 players), a host-state 21 KB, a screen-state 490 KB at
 * 5000 named players and 1.9 MB at 20000 (every name). So 256 KiB is about a hundred pushes a
 * phone did not read, beyond what the kernel buffers; a big screen may be one whole view behind.
 * Without it, a client that never reads made the server queue every push for it: +627 MB in
 * 130 s for 100 such sockets (issue 18, item 3).
 */
export const SOCKET_BUFFER_LIMIT = 256 * 1024;

/**
 * A text frame as it goes on the wire: the whole WebSocket frame (header and payload: a server's
 * frames are not masked), built once by ws's own framing, and its text's bytes within it. Built
 * once for every socket of a push that takes it alike (player-push.ts, SharedFrames), and for a
 * socket's own text too (sendTo). Each socket gets it as one write of one buffer, where ws's `send`
 * builds a header per socket and writes the two corked: on loopback 15–17 µs a socket against
 * 12–13 µs, which is the bare TCP floor (`socket-floor.mjs --sockets 1000 --bytes 1128 --ws
 * [--preframed]`, issue 24's start broadcast).
 */
export class SharedFrame {
  readonly framed: Buffer;
  /** The payload, a view of `framed` (one buffer held, not two): what ws's own send takes when it must. */
  readonly bytes: Buffer;
  constructor(payload: Buffer) {
    this.framed = Buffer.concat(framer.frame(payload, TEXT_FRAME));
    this.bytes = this.framed.subarray(this.framed.length - payload.length);
  }
}
/** ws's framing (`Sender.frame`, exported by ws, not in its type definitions). */
type Framer = { frame(data: Buffer, options: typeof TEXT_FRAME): Buffer[] };
const framer = (wsModule as unknown as { Sender: Framer }).Sender;
const TEXT_FRAME = { fin: true, opcode: 1, mask: false, readOnly: true, rsv1: false };

/** What a ws socket holds, as ws 8 keeps it: its TCP socket, and its sender's queue (ws's own sends waiting behind a compression or a Blob's read). */
type WsInternals = { _socket?: Socket | null; _sender?: { _state?: number; _queue?: unknown[] } | null };

/**
 * The TCP socket under `ws`, when a whole frame may be written to it straight: ws's sender idle, so
 * nothing of its own is queued to go before it (QuizFest compresses nothing and sends no Blob, so it
 * always is). Null if ws's internals are not what this expects (another version): ws then sends.
 */
export function idleTcpSocket(ws: WebSocket): Socket | null {
  const { _socket: socket, _sender: sender } = ws as unknown as WsInternals;
  if (!socket || typeof socket.write !== 'function' || !sender || sender._state !== 0 || sender._queue?.length !== 0) return null;
  return socket;
}

/**
 * Sends a frame, or drops a socket that is too far behind: terminated, it closes without waiting
 * on the very bytes it does not read (a phone then polls and reconnects, and gets the whole view).
 * Returns whether the frame was sent.
 */
export function sendTo(ws: WebSocket, data: string | SharedFrame): boolean {
  if (ws.readyState !== ws.OPEN) return false;
  // A socket's own frame is framed here too, so that every frame takes the one path of a shared
  // one: the joins' first frames, the acks and the roster pushes make it hot before the first
  // question's opening, which otherwise found Node's write path cold for its thousands of writes
  // and compiled it then, on the event loop's core (trace-opt, 5,000 phones: ~20 ms of compiling).
  const frame = typeof data === 'string' ? new SharedFrame(Buffer.from(data)) : data;
  if (ws.bufferedAmount > Math.max(SOCKET_BUFFER_LIMIT, frame.bytes.length)) {
    ws.terminate();
    return false;
  }
  const socket = idleTcpSocket(ws);
  // Every frame is JSON: sent as text.
  if (socket) socket.write(frame.framed);
  else ws.send(frame.bytes, AS_TEXT);
  return true;
}
const AS_TEXT = { binary: false } as const;

export type LiveSocket = {
  ws: WebSocket;
  role: 'player' | 'screen' | 'host';
  eventId: string;
  playerId?: string;
  screenId?: string;
  join?: JoinAddress;
  /**
   * A screen's players list as last sent to it (the event's memoised JSON): a push leaves the list
   * out while it is the same, since on a big night it is most of the message (5,000 names, ~0.5 MB).
   */
  playersSent?: string;
  /**
   * A player's event (the entry's memoised JSON) and own record as last sent to this socket: a push
   * leaves them out while they are the same. At a question opening they were 40 % of each phone's
   * frame (530 of 1,290 bytes), repeated to the whole room (issue 24).
   */
  eventSent?: string;
  recordSent?: PlayerRecord | null;
  /** Likewise the player's `me`, left out when the phone holds it by the shared rule (player-push.ts). */
  meSent?: MeSent;
  /** The phone's hello said it reads a push without `me` by that rule (a page loaded before it does not). */
  keepsMe?: boolean;
  /** A host's account, and the session (refresh-token family) its token belongs to. */
  userId?: string;
  sessionId?: string;
};

export type Room = {
  players: Map<string, Set<LiveSocket>>;
  screens: Set<LiveSocket>;
  hosts: Set<LiveSocket>;
  /** Players whose own record changed since the last roster push. */
  rosterPlayers: Set<string>;
  rosterTimer: NodeJS.Timeout | null;
  countsTimer: NodeJS.Timeout | null;
};

export function socketsOf(room: Room): LiveSocket[] {
  return [...[...room.players.values()].flatMap((set) => [...set]), ...room.screens, ...room.hosts];
}

/** A room's throttled pushes must not fire once it is gone. */
function stopTimers(room: Room) {
  if (room.rosterTimer) clearTimeout(room.rosterTimer);
  if (room.countsTimer) clearTimeout(room.countsTimer);
}

export class Rooms {
  private readonly rooms = new Map<string, Room>();

  get(eventId: string): Room | undefined {
    return this.rooms.get(eventId);
  }

  has(eventId: string): boolean {
    return this.rooms.has(eventId);
  }

  eventIds(): IterableIterator<string> {
    return this.rooms.keys();
  }

  add(socket: LiveSocket) {
    let room = this.rooms.get(socket.eventId);
    if (!room) {
      room = { players: new Map(), screens: new Set(), hosts: new Set(), rosterPlayers: new Set(), rosterTimer: null, countsTimer: null };
      this.rooms.set(socket.eventId, room);
    }
    if (socket.role === 'player') {
      const set = room.players.get(socket.playerId!) ?? new Set();
      set.add(socket);
      room.players.set(socket.playerId!, set);
    } else if (socket.role === 'screen') room.screens.add(socket);
    else room.hosts.add(socket);
  }

  /** Sockets in the socket's room under its player id, its screen id, or its host's account, oldest first. */
  sameId(socket: LiveSocket): LiveSocket[] {
    const room = this.rooms.get(socket.eventId);
    if (!room) return [];
    if (socket.role === 'player') return [...(room.players.get(socket.playerId!) ?? [])];
    if (socket.role === 'screen') return [...room.screens].filter((s) => s.screenId === socket.screenId);
    return [...room.hosts].filter((s) => s.userId === socket.userId);
  }

  /** The sessions of the host sockets here. */
  hostSessions(): Set<string> {
    const ids = new Set<string>();
    for (const room of this.rooms.values()) for (const s of room.hosts) if (s.sessionId) ids.add(s.sessionId);
    return ids;
  }

  /** Host sockets of these sessions, in every room. */
  hostsOf(sessionIds: ReadonlySet<string>): LiveSocket[] {
    const found: LiveSocket[] = [];
    for (const room of this.rooms.values()) for (const s of room.hosts) if (s.sessionId && sessionIds.has(s.sessionId)) found.push(s);
    return found;
  }

  /**
   * Takes the socket out of its room: `emptied` when it was the last one (the room is gone, with its
   * timers), `occupied` when others remain, undefined when its event has no room here.
   */
  remove(socket: LiveSocket): 'emptied' | 'occupied' | undefined {
    const room = this.rooms.get(socket.eventId);
    if (!room) return undefined;
    if (socket.role === 'player') {
      const set = room.players.get(socket.playerId!);
      set?.delete(socket);
      if (set && set.size === 0) room.players.delete(socket.playerId!);
    } else if (socket.role === 'screen') room.screens.delete(socket);
    else room.hosts.delete(socket);
    if (room.players.size === 0 && room.screens.size === 0 && room.hosts.size === 0) {
      stopTimers(room);
      this.rooms.delete(socket.eventId);
      return 'emptied';
    }
    return 'occupied';
  }

  /** Sockets by role, without building the lists `socketsOf` makes. */
  countByRole(): Record<LiveSocket['role'], number> {
    const counts = { player: 0, screen: 0, host: 0 };
    for (const room of this.rooms.values()) {
      for (const set of room.players.values()) counts.player += set.size;
      counts.screen += room.screens.size;
      counts.host += room.hosts.size;
    }
    return counts;
  }

  socketCount(): number {
    const { player, screen, host } = this.countByRole();
    return player + screen + host;
  }

  /** At stop: no room's push timer may fire after it. */
  closeAll(code: number, reason: string) {
    for (const room of this.rooms.values()) {
      stopTimers(room);
      for (const s of socketsOf(room)) s.ws.close(code, reason);
    }
    this.rooms.clear();
  }
}
