// Host sockets end with their manager's session (issue 18): a sign-out, or a stolen refresh token
// found out, closes every host socket of that session, here at once and on the other instances by
// NOTIFY (live-hub.ts endSessions); a check every few seconds catches a NOTIFY that was lost.
import type { FastifyBaseLogger } from 'fastify';
import { SOCKET_CLOSE, type ServerMessage } from '@quizfest/shared';
import { SESSION_ENDED } from '../auth/refresh-token.js';
import { endedSessions } from '../auth/service.js';
import type { Db } from '../db/client.js';
import type { LiveSocket, Rooms } from './rooms.js';

/**
 * The host sockets' sessions are checked this often: a sign-out on another instance reaches this
 * one by NOTIFY at once, unless the NOTIFY was lost (the listening connection down at that moment).
 */
const SESSION_CHECK_MS = 10_000;

export class HostSessions {
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Db,
    private readonly rooms: Rooms,
    private readonly send: (socket: LiveSocket, message: ServerMessage) => void,
    private readonly log: FastifyBaseLogger,
  ) {
    this.timer = setInterval(() => void this.check(), SESSION_CHECK_MS);
    this.timer.unref();
  }

  /** Closes the host sockets here whose session has ended, whether or not its NOTIFY came. */
  async check() {
    const held = [...this.rooms.hostSessions()];
    if (held.length === 0) return;
    try {
      this.close(await endedSessions(this.db, held));
    } catch (error) {
      this.log.warn({ err: error }, 'live: could not check the host sockets’ sessions');
    }
  }

  /** Tells the host sockets of these sessions why, and closes them. */
  close(sessionIds: string[]) {
    for (const s of this.rooms.hostsOf(new Set(sessionIds))) {
      this.send(s, { type: 'error', error: SESSION_ENDED });
      s.ws.close(SOCKET_CLOSE.refused, 'session ended');
    }
  }

  stop() {
    clearInterval(this.timer);
  }
}
