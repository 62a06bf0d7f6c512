// A real `ws` client of GET /api/live for the socket tests: it keeps every frame it received (raw
// and parsed) and lets a test await the next message matching a predicate. A wait that times out,
// or whose socket closes first, fails with what did arrive, so a missing push reads as one.
import WebSocket from 'ws';
import type { ServerMessage, ServerMessageType } from '@quizfest/shared';

export type Message<K extends ServerMessageType> = Extract<ServerMessage, { type: K }>;
/** `binary`: sent as a binary frame (every server frame is JSON text, which a browser reads as a string). */
export type Frame = { raw: string; message: ServerMessage; binary: boolean };
export type Closed = { code: number; reason: string };

type Waiter = { test: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void; fail: (why: string) => void };

const DEFAULT_WAIT_MS = 5000;
const open = new Set<LiveClient>();

export class LiveClient {
  /** Every frame received, in order; waits consume them from `cursor` on. */
  readonly frames: Frame[] = [];
  private cursor = 0;
  private waiter: Waiter | null = null;
  private closedWith: Closed | null = null;
  readonly closed: Promise<Closed>;

  private constructor(private readonly ws: WebSocket) {
    open.add(this);
    ws.on('message', (data, binary) => {
      const raw = data.toString();
      this.frames.push({ raw, message: JSON.parse(raw) as ServerMessage, binary });
      this.serve();
    });
    this.closed = new Promise((resolve) => {
      ws.on('close', (code, reason) => {
        open.delete(this);
        this.closedWith = { code, reason: reason.toString() };
        this.waiter?.fail(`the socket closed (${code} ${this.closedWith.reason})`);
        resolve(this.closedWith);
      });
    });
    // A refused or cut connection shows as the close code; the error event alone says less.
    ws.on('error', () => {});
  }

  /** `headers` go with the upgrade request (X-Forwarded-For, for a server with trustProxy). */
  static connect(url: string, headers: Record<string, string> = {}): Promise<LiveClient> {
    const ws = new WebSocket(url, { perMessageDeflate: false, headers });
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new LiveClient(ws)));
      ws.once('error', reject);
    });
  }

  send(message: unknown) {
    this.ws.send(JSON.stringify(message));
  }

  sendRaw(data: string | Buffer) {
    this.ws.send(data);
  }

  /** Frames from index `from` on (a `mark()` taken earlier). */
  since(from: number): Frame[] {
    return this.frames.slice(from);
  }

  mark(): number {
    return this.frames.length;
  }

  /** The next unconsumed message of this type (or types) matching `where`; earlier others are skipped. */
  next<K extends ServerMessageType>(
    type: K | K[],
    where: (m: Message<K>) => boolean = () => true,
    timeoutMs = DEFAULT_WAIT_MS,
  ): Promise<Message<K>> {
    const types: ServerMessageType[] = Array.isArray(type) ? type : [type];
    const test = (m: ServerMessage) => types.includes(m.type) && where(m as Message<K>);
    return this.wait(
      test,
      `a '${types.join("' or '")}' message${where.length ? ` matching ${where.toString()}` : ''}`,
      timeoutMs,
    ) as Promise<Message<K>>;
  }

  /** The very next message, whatever it is. */
  first(timeoutMs = DEFAULT_WAIT_MS): Promise<ServerMessage> {
    return this.wait(() => true, 'any message', timeoutMs);
  }

  /** Resolves with the close code and reason; fails the test when the socket stays open. */
  async closes(timeoutMs = DEFAULT_WAIT_MS): Promise<Closed> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`the socket was still open after ${timeoutMs} ms; received: ${this.summary()}`)),
        timeoutMs,
      );
    });
    try {
      return await Promise.race([this.closed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  close() {
    this.ws.close();
  }

  private wait(test: (m: ServerMessage) => boolean, what: string, timeoutMs: number): Promise<ServerMessage> {
    if (this.waiter) throw new Error('one wait at a time per socket');
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => done(`no ${what} within ${timeoutMs} ms`), timeoutMs);
      const done = (why: string | null, message?: ServerMessage) => {
        clearTimeout(timer);
        this.waiter = null;
        if (why === null) resolve(message!);
        else reject(new Error(`${why}; received: ${this.summary()}`));
      };
      this.waiter = { test, resolve: (m) => done(null, m), fail: (why) => done(`${why} while waiting for ${what}`) };
      if (!this.serve() && this.closedWith) done(`the socket is closed (${this.closedWith.code})`);
    });
  }

  /** Hands the waiter the first matching unconsumed frame, if one is there. */
  private serve(): boolean {
    if (!this.waiter) return false;
    while (this.cursor < this.frames.length) {
      const { message } = this.frames[this.cursor++]!;
      if (this.waiter.test(message)) {
        this.waiter.resolve(message);
        return true;
      }
    }
    return false;
  }

  private summary(): string {
    const recent = this.frames.slice(-8).map((f) => f.raw.slice(0, 160));
    return `${this.frames.length} frame(s)${recent.length ? `, the last: ${recent.join(' | ')}` : ''}`;
  }
}

/** Closes every client still open (afterEach/afterAll), so no test leaves sockets behind. */
export async function closeAllClients() {
  const clients = [...open];
  for (const c of clients) c.close();
  await Promise.all(clients.map((c) => c.closed));
}
