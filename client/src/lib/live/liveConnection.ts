// One live connection to an event (design §4, §5), as plain TypeScript so that it can be driven by
// fake timers and a fake socket: the socket first, reconnected with backoff; 1-second polls while
// it is down; heartbeats, because venue Wi-Fi leaves sockets that look open and carry nothing; the
// player's unacknowledged answer resent until the server takes or refuses it.
import {
  PLAYER_POLL_INTERVAL_MS,
  SOCKET_CLOSE,
  heldMe,
  pushedQuestion,
  type HostView,
  type PlayerStatePush,
  type PollResponse,
  type ScreenPollResponse,
  type ScreenStatePush,
  type ServerMessage,
} from '@quizfest/shared';
import { ApiError } from '../../api/client';
import { getAccessToken } from '../../api/authHandlers';
import { POLL_TIMEOUT_MS } from '../usePolling';
import { isSameQuestion, loadPendingAnswer, storePendingAnswer, viewHoldsAnswer, type PendingAnswer } from './answerQueue';
import { reconnectDelay } from './backoff';
import { type AnyLiveView, fetchLiveView, type PolledLiveView, postAnswer } from './fetchLiveView';
import type { ConnectionState, LiveTarget } from './liveTarget';
import { liveSocketUrl } from './liveSocketUrl';

export const PING_INTERVAL_MS = 10_000;
/** Nothing at all received for this long: the socket is dead even if it looks open. */
export const SILENCE_LIMIT_MS = 25_000;
/** After waking up (page visible, network back) a live socket must answer a ping this fast. */
export const PROBE_LIMIT_MS = 5_000;
/** Polls start this long after the start if the socket is not live by then (at once after a drop). */
export const FIRST_POLL_GRACE_MS = 2_000;
export const CONNECT_TIMEOUT_MS = 10_000;
/** An answer the server could not take yet (429, 5xx) is sent again after this. */
export const ANSWER_RETRY_MS = 1_000;

const NO_TOKEN = 'No authentication token found';
const OPEN = 1;

export type LiveSnapshot = {
  state: AnyLiveView | null;
  connection: ConnectionState;
  gone: string | null;
  error: string | null;
  pending: PendingAnswer | null;
  answerError: string | null;
};

type Timer = ReturnType<typeof setTimeout>;

export class LiveConnection {
  private snapshot: LiveSnapshot;
  private readonly listeners = new Set<(snapshot: LiveSnapshot) => void>();
  private stopped = true;
  private socket: WebSocket | null = null;
  private socketLive = false;
  private attempt = 0;
  private clockOffset = 0;
  /** The text of an `error` message, for the close that follows it. */
  private refusal: string | null = null;
  /**
   * The `me` this socket last carried or kept, and the question (pushedQuestion) its push named: a
   * push that leaves `me` out is read against it (shared/player-push.ts), as the server reckons it,
   * whatever a poll brought in between. Unset until the socket's first frame, which has everything.
   */
  private socketMe: { me: PollResponse['me']; question: string | null } | undefined;
  private hostRetried = false;
  private polling = false;
  private pollRequest: AbortController | null = null;
  private answerRequest: AbortController | null = null;
  private reconnectTimer: Timer | undefined;
  private graceTimer: Timer | undefined;
  private pollTimer: Timer | undefined;
  private watchdogTimer: Timer | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private answerRetryTimer: Timer | undefined;

  constructor(private readonly target: LiveTarget) {
    const pending = target.role === 'player' ? loadPendingAnswer(target.eventId) : null;
    this.snapshot = { state: null, connection: 'connecting', gone: null, error: null, pending, answerError: null };
  }

  getSnapshot(): LiveSnapshot {
    return this.snapshot;
  }

  subscribe(listener: (snapshot: LiveSnapshot) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  serverNow(): number {
    return Date.now() + this.clockOffset;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    window.addEventListener('online', this.wake);
    window.addEventListener('offline', this.goOffline);
    document.addEventListener('visibilitychange', this.onVisibility);
    this.graceTimer = setTimeout(() => this.ensurePolling(), FIRST_POLL_GRACE_MS);
    if (this.target.role === 'host') void this.authorizeHost().then((ok) => ok && this.connect());
    else this.connect();
  }

  stop(): void {
    this.halt();
    this.listeners.clear();
  }

  sendAnswer(answer: PendingAnswer): void {
    if (this.target.role !== 'player' || this.stopped) return;
    storePendingAnswer(this.target.eventId, answer);
    this.update({ pending: answer, answerError: null });
    if (this.socketLive && this.send({ type: 'answer', ...answer })) return;
    void this.postPendingAnswer();
  }

  refresh(): void {
    if (!this.stopped) void this.poll(true);
  }

  // ---------- the socket ----------

  private connect(): void {
    if (this.stopped || this.socket) return;
    clearTimeout(this.reconnectTimer);
    let socket: WebSocket;
    try {
      socket = new WebSocket(liveSocketUrl());
    } catch (error) {
      console.error('Live socket failed to open', error);
      this.socketDown();
      return;
    }
    this.socket = socket;
    this.refusal = null;
    this.socketMe = undefined;
    this.armWatchdog(CONNECT_TIMEOUT_MS);
    socket.onopen = () => this.onOpen(socket);
    socket.onmessage = (event: MessageEvent) => {
      if (socket === this.socket) this.onMessage(event.data);
    };
    socket.onclose = (event: CloseEvent) => {
      if (socket === this.socket) this.onClose(event.code);
    };
  }

  private onOpen(socket: WebSocket): void {
    if (socket !== this.socket) return;
    const token = this.target.role === 'host' ? getAccessToken() : null;
    if (this.target.role === 'host' && !token) return this.end({ error: NO_TOKEN });
    const t = this.target;
    const hello =
      t.role === 'player'
        ? { type: 'hello', role: 'player', eventId: t.eventId, playerId: t.playerId, keepsMe: true }
        : t.role === 'screen'
          ? { type: 'hello', role: 'screen', eventId: t.eventId, screenId: t.screenId }
          : { type: 'hello', role: 'host', eventId: t.eventId, token };
    this.send(hello);
    this.pingTimer = setInterval(() => this.send({ type: 'ping' }), PING_INTERVAL_MS);
  }

  private onMessage(data: unknown): void {
    let message: ServerMessage;
    try {
      message = JSON.parse(String(data)) as ServerMessage;
    } catch {
      return;
    }
    this.armWatchdog(SILENCE_LIMIT_MS);
    switch (message.type) {
      case 'screen-state': {
        // The server leaves out a players list that has not changed since it last sent one (5,000
        // names on a big night): the screen keeps the one it holds.
        const { type: _type, ...view } = message as ScreenStatePush & { type: 'screen-state' };
        this.acceptView(this.withHeldPlayers(view));
        this.becomeLive();
        return;
      }
      case 'player-state': {
        // Likewise the event, the player's own record and `me`, sent again only when they change
        // (`me` by the rule both ends share: a push naming another question means no answer yet).
        const { type: _type, ...view } = message as PlayerStatePush & { type: 'player-state' };
        const held = this.snapshot.state as PollResponse | null;
        const question = pushedQuestion(view.live?.question);
        const sent = this.socketMe;
        if ((!view.event || !('player' in view) || !('me' in view)) && (!held || !sent)) return; // never for a socket's first frame
        const me = 'me' in view ? view.me! : heldMe(sent!.me, sent!.question === question);
        this.socketMe = { me, question };
        this.acceptView({
          ...view,
          event: view.event ?? held!.event,
          player: 'player' in view ? view.player! : held!.player,
          me,
        } as AnyLiveView);
        this.becomeLive();
        return;
      }
      case 'host-state': {
        const { type: _type, ...view } = message;
        this.acceptView(view as AnyLiveView);
        this.becomeLive();
        return;
      }
      case 'counts': {
        this.setClock(message.serverNow);
        const state = this.snapshot.state;
        if (state?.live && state.live.rev === message.rev) {
          this.update({ state: { ...state, live: { ...state.live, counts: message.counts } } as AnyLiveView });
        }
        return;
      }
      case 'pong':
        return this.setClock(message.serverNow);
      case 'ack':
        return this.settle(message, null);
      case 'answer-error':
        // Not a refusal: the server is busy (too many answers at once, the database away).
        if (message.status === 429 || message.status >= 500) return this.retryAnswer(message);
        return this.settle(message, message.error);
      case 'gone':
        return this.end({ gone: message.error });
      case 'error':
        this.refusal = message.error;
        return;
    }
  }

  private becomeLive(): void {
    if (this.socketLive) return;
    this.socketLive = true;
    this.attempt = 0;
    this.hostRetried = false;
    this.stopPolling();
    this.update({ connection: 'live' });
    const pending = this.snapshot.pending;
    if (pending) this.send({ type: 'answer', ...pending });
  }

  /** Sends the pending answer for this question again a moment later, over the socket or else by HTTP. */
  private retryAnswer(question: { activityId: string; questionIndex: number }): void {
    const pending = this.snapshot.pending;
    if (!pending || !isSameQuestion(pending, question)) return;
    clearTimeout(this.answerRetryTimer);
    this.answerRetryTimer = setTimeout(() => {
      const again = this.snapshot.pending;
      if (this.stopped || !again) return;
      if (this.socketLive && this.send({ type: 'answer', ...again })) return;
      void this.postPendingAnswer();
    }, ANSWER_RETRY_MS);
  }

  private onClose(code: number): void {
    this.dropSocket();
    if (this.stopped) return;
    if (code === SOCKET_CLOSE.gone) return this.end({ gone: this.refusal ?? 'Event not found' });
    if (code === SOCKET_CLOSE.refused) {
      if (this.target.role !== 'host' || this.hostRetried) return this.end({ error: this.refusal ?? 'Connection refused' });
      // The token may just have expired: one authenticated call refreshes it, then one more hello.
      this.hostRetried = true;
      this.ensurePolling();
      void this.authorizeHost().then((ok) => ok && this.connect());
      return;
    }
    this.socketDown();
  }

  private socketDown(): void {
    if (this.snapshot.connection === 'live') this.update({ connection: 'connecting' });
    this.ensurePolling();
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), reconnectDelay(this.attempt++));
  }

  private dropSocket(): void {
    const socket = this.socket;
    clearInterval(this.pingTimer);
    clearTimeout(this.watchdogTimer);
    this.socket = null;
    this.socketLive = false;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = socket.onerror = null;
    if (socket.readyState <= OPEN) {
      try {
        socket.close();
      } catch {
        // Closing a socket that never connected may throw; it is dropped either way.
      }
    }
  }

  private armWatchdog(ms: number): void {
    clearTimeout(this.watchdogTimer);
    this.watchdogTimer = setTimeout(() => {
      this.dropSocket();
      this.socketDown();
    }, ms);
  }

  private send(message: object): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== OPEN) return false;
    try {
      socket.send(JSON.stringify(message));
      return true;
    } catch {
      return false;
    }
  }

  /** Back online or back on screen: a live socket must prove itself, a dead one is retried now. */
  private readonly wake = (): void => {
    if (this.stopped) return;
    if (this.socketLive) {
      this.send({ type: 'ping' });
      this.armWatchdog(PROBE_LIMIT_MS);
      return;
    }
    this.dropSocket();
    this.attempt = 0;
    this.connect();
    if (this.polling) void this.poll(false);
  };

  /**
   * The browser says the network is gone: say so at once rather than showing 'Live' on a socket that
   * can carry nothing, and reconnect when it comes back (`online` wakes us).
   */
  private readonly goOffline = (): void => {
    if (this.stopped) return;
    this.dropSocket();
    this.update({ connection: 'offline' });
    this.socketDown();
  };

  private readonly onVisibility = (): void => {
    if (document.visibilityState === 'visible') this.wake();
  };

  // ---------- the HTTP fallback ----------

  private ensurePolling(): void {
    clearTimeout(this.graceTimer);
    if (this.stopped || this.socketLive || this.polling) return;
    this.polling = true;
    void this.poll(false);
  }

  private stopPolling(): void {
    this.polling = false;
    clearTimeout(this.pollTimer);
    clearTimeout(this.graceTimer);
    this.pollRequest?.abort();
  }

  /** One poll; `once` is a refresh asked for by the page, outside the polling loop. */
  private async poll(once: boolean): Promise<void> {
    if (!once) clearTimeout(this.pollTimer);
    if (this.pollRequest) return;
    const request = new AbortController();
    this.pollRequest = request;
    const limit = setTimeout(() => request.abort(), POLL_TIMEOUT_MS);
    try {
      const view = await fetchLiveView(this.target, request.signal, this.heldPlayersTag());
      if (!this.stopped && (once || !this.socketLive)) {
        this.acceptView(this.withHeldPlayers(view));
        if (!this.socketLive) this.update({ connection: 'polling' });
      }
    } catch (error) {
      if (this.stopped || this.socketLive) return;
      if (error instanceof ApiError && error.status === 404) return this.end({ gone: error.message });
      // Polled too often (a second tab of the same screen): the server is there, the view stays as it is.
      if (error instanceof ApiError && error.status === 429) return;
      // A player the host removed is banned from the event: back to joining, with the server's why.
      if (this.target.role === 'player' && error instanceof ApiError && error.status === 403) return this.end({ gone: error.message });
      if (this.target.role === 'host' && error instanceof ApiError && (error.status === 401 || error.status === 403)) {
        return this.end({ error: error.message });
      }
      console.error('Live poll failed', error);
      this.update({ connection: 'offline' });
    } finally {
      clearTimeout(limit);
      if (this.pollRequest === request) this.pollRequest = null;
      this.continuePolling();
    }
  }

  private continuePolling(): void {
    if (this.stopped || this.socketLive || !this.polling) return;
    if (this.snapshot.pending) void this.postPendingAnswer();
    clearTimeout(this.pollTimer);
    this.pollTimer = setTimeout(() => void this.poll(false), PLAYER_POLL_INTERVAL_MS);
  }

  private async authorizeHost(): Promise<boolean> {
    if (!getAccessToken()) {
      this.end({ error: NO_TOKEN });
      return false;
    }
    try {
      const view = await fetchLiveView(this.target);
      if (this.stopped) return false;
      this.acceptView(view as HostView);
      return true;
    } catch (error) {
      if (this.stopped) return false;
      if (error instanceof ApiError && [401, 403, 404].includes(error.status)) {
        this.end({ error: error.message });
        return false;
      }
      // The network, not the credentials: the socket or the polls will find their way.
      return true;
    }
  }

  private async postPendingAnswer(): Promise<void> {
    const pending = this.snapshot.pending;
    const t = this.target;
    if (!pending || this.answerRequest || t.role !== 'player' || this.stopped) return;
    const request = new AbortController();
    this.answerRequest = request;
    const limit = setTimeout(() => request.abort(), POLL_TIMEOUT_MS);
    try {
      await postAnswer(t.eventId, t.playerId, pending, request.signal);
      this.settle(pending, null);
    } catch (error) {
      // A 4xx is the server's answer (409 'Answers are closed', another answer stored); anything
      // else leaves the answer pending for the next attempt.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429) {
        this.settle(pending, error.message);
      }
    } finally {
      clearTimeout(limit);
      if (this.answerRequest === request) this.answerRequest = null;
    }
  }

  // ---------- the state ----------

  /** The tag of the players list a screen holds, for its polls (none for a phone or the host, or before a list). */
  private heldPlayersTag(): string | undefined {
    if (this.target.role !== 'screen') return undefined;
    return (this.snapshot.state as ScreenPollResponse | null)?.playersTag;
  }

  /**
   * A view with the players list the screen holds where the server left it out: a push's, when it is
   * the one this socket was last sent, a poll's, when the poll named its tag (5,000 names on a big
   * night, ~0.5 MB). A phone's and the host's views pass as they are.
   */
  private withHeldPlayers(view: PolledLiveView | ScreenStatePush): AnyLiveView {
    if (!('playersTag' in view) || view.players) return view as AnyLiveView;
    const held = (this.snapshot.state as ScreenPollResponse | null)?.players ?? [];
    return { ...view, players: held };
  }

  private acceptView(view: AnyLiveView): void {
    this.setClock(view.serverNow);
    let pending = this.snapshot.pending;
    if (pending && 'me' in view && viewHoldsAnswer(pending, view)) {
      storePendingAnswer(this.target.eventId, null);
      pending = null;
    }
    this.update({ state: view, pending });
  }

  /** An ack (refusal null) or a refusal of the pending answer; one for another question is ignored. */
  private settle(question: { activityId: string; questionIndex: number }, refusal: string | null): void {
    const pending = this.snapshot.pending;
    if (!pending || !isSameQuestion(pending, question)) return;
    storePendingAnswer(this.target.eventId, null);
    this.update({ pending: null, answerError: refusal });
  }

  private setClock(serverNow: string): void {
    const parsed = Date.parse(serverNow);
    if (!Number.isNaN(parsed)) this.clockOffset = parsed - Date.now();
  }

  private end(result: { gone?: string; error?: string }): void {
    this.halt();
    this.update({ connection: 'offline', gone: result.gone ?? null, error: result.error ?? null });
  }

  private halt(): void {
    this.stopped = true;
    this.stopPolling();
    this.dropSocket();
    clearTimeout(this.reconnectTimer);
    clearTimeout(this.answerRetryTimer);
    this.answerRequest?.abort();
    window.removeEventListener('online', this.wake);
    window.removeEventListener('offline', this.goOffline);
    document.removeEventListener('visibilitychange', this.onVisibility);
  }

  private update(patch: Partial<LiveSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    for (const listener of this.listeners) listener(this.snapshot);
  }
}
