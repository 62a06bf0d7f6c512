// The sockets this instance holds, in one room per event (players by id, each on one socket or
// more; screens; the host console): live-hub.ts pushes to a room, and a room lives only while it
// has a socket, its throttled pushes' timers with it.
import type { WebSocket } from 'ws';
import type { JoinAddress } from '@quizfest/shared';

export type LiveSocket = {
  ws: WebSocket;
  role: 'player' | 'screen' | 'host';
  eventId: string;
  playerId?: string;
  screenId?: string;
  join?: JoinAddress;
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

  socketCount(): number {
    let n = 0;
    for (const room of this.rooms.values()) n += socketsOf(room).length;
    return n;
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
