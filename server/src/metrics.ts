// Prometheus metrics (README "Watching a night"): one prom-client registry per app, not the
// library's global one, since tests build several apps in one process and each must count its own.
// The hot paths (polls, answers, pushes, every response) only bump a plain number or observe a
// histogram; what is a count of something held (sockets, cache sizes) is read when scraped. Labels
// are bounded sets (three roles, four reasons): never a player, an event or a path.
//
// They are served by a listener of their own (`serveMetrics`, started by main.ts on METRICS_PORT,
// 127.0.0.1 by default), never on the public port: the numbers say how busy a night is, which is
// the operator's business, and a scrape must not queue behind a venue's polls.
import { readdir } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { LiveObserver } from './live/live-hub.js';

export type Role = 'player' | 'screen' | 'host';
const ROLES: readonly Role[] = ['player', 'screen', 'host'];

/** The refusals counted, by the status Fastify answered with. */
const REFUSALS = { 408: 'timeout', 413: 'too_large', 429: 'rate_limited', 503: 'unavailable' } as const;
type Reason = (typeof REFUSALS)[keyof typeof REFUSALS];

/** What the gauges read at scrape time. */
export type MetricSources = {
  sockets: () => Record<Role, number>;
  eventCacheEntries: () => number;
  imageCache: () => { entries: number; bytes: number };
};

/**
 * prom-client's default metrics that walk every handle of the process on the event loop at each
 * scrape: the open descriptors read with a synchronous readdir of /proc/self/fd, the active handles,
 * requests and resources listed and grouped by type. With 5,000 phones connected one scrape held the
 * event loop for 16–23 ms (readdir 9 ms, the handles 5, the resources 4 in one; `fanout-cost.mjs
 * --window-prof`), however near a question's opening it landed: every push and poll waited for it.
 * The sockets are counted by role (quizfest_live_sockets), and the descriptors read off the event
 * loop (`process_open_fds` below).
 */
const WALKS_EVERY_HANDLE = [
  'process_open_fds',
  'nodejs_active_handles',
  'nodejs_active_handles_total',
  'nodejs_active_requests',
  'nodejs_active_requests_total',
  'nodejs_active_resources',
  'nodejs_active_resources_total',
];

/** Latencies of a live night: a push that takes a second is already a bad one. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export class Metrics implements LiveObserver {
  readonly registry = new Registry();
  /**
   * Polls per role, bumped on the poll paths (the players' fast path counts its own, see
   * `pollFastPathAnswered`): plain numbers, copied into the counter when scraped.
   */
  readonly polls: Record<Role, number> = { player: 0, screen: 0, host: 0 };
  /** Polls the players' fast path answered (players/poll-fast-path.ts keeps the count). */
  private readonly fastPathPolls: () => number;
  private readonly refused: Counter<'reason'>;
  private readonly hostPush: Histogram;
  private readonly answerCommit: Histogram;
  private readonly notifyLag: Histogram;

  constructor(sources: MetricSources, options: { processMetrics: boolean; fastPathPolls: () => number }) {
    const registers = [this.registry];
    this.fastPathPolls = options.fastPathPolls;
    // Process metrics (CPU, memory, event-loop delay, GC) start timers and observers that live as
    // long as the process: only an app that serves them collects them. Under their usual names
    // (process_*, nodejs_*), which ready-made Node.js dashboards read.
    if (options.processMetrics) {
      collectDefaultMetrics({ register: this.registry });
      for (const name of WALKS_EVERY_HANDLE) this.registry.removeSingleMetric(name);
      // Under the usual name, as the default one counts them, but read in libuv's thread pool: a
      // server running out of descriptors is what this gauge is for, and the read is long then.
      if (process.platform === 'linux')
        new Gauge({
          name: 'process_open_fds',
          help: 'Number of open file descriptors.',
          registers,
          async collect() {
            // Less the descriptor the listing itself holds open.
            const fds = await readdir('/proc/self/fd').catch(() => null);
            if (fds) this.set(fds.length - 1);
          },
        });
    }

    new Gauge({
      name: 'quizfest_live_sockets',
      help: 'Live sockets this instance holds, by role',
      labelNames: ['role'],
      registers,
      collect() {
        const counts = sources.sockets();
        for (const role of ROLES) this.set({ role }, counts[role]);
      },
    });
    const polls = this.polls;
    const fastPath = this.fastPathPolls;
    new Counter({
      name: 'quizfest_polls_total',
      help: 'HTTP polls answered or refused, by role (phones and screens without a socket, the host console)',
      labelNames: ['role'],
      registers,
      collect() {
        this.reset();
        for (const role of ROLES) this.inc({ role }, polls[role] + (role === 'player' ? fastPath() : 0));
      },
    });
    this.hostPush = new Histogram({
      name: 'quizfest_host_action_push_seconds',
      help: "From a host action's request arriving to the resulting view handed to the last socket of the event's room on this instance",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.answerCommit = new Histogram({
      name: 'quizfest_answer_commit_seconds',
      help: "From an answer's arrival to the commit of the batch that wrote (or refused) it",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    this.notifyLag = new Histogram({
      name: 'quizfest_notify_lag_seconds',
      help: "From another instance's NOTIFY being sent to it being heard here (wall clocks of two machines: their skew included)",
      buckets: LATENCY_BUCKETS,
      registers,
    });
    new Gauge({
      name: 'quizfest_event_cache_entries',
      help: 'Events held in the in-memory event cache',
      registers,
      collect() {
        this.set(sources.eventCacheEntries());
      },
    });
    new Gauge({
      name: 'quizfest_image_cache_bytes',
      help: 'Bytes of images (originals and resized variants) held in the in-memory image cache',
      registers,
      collect() {
        this.set(sources.imageCache().bytes);
      },
    });
    new Gauge({
      name: 'quizfest_image_cache_entries',
      help: 'Images held in the in-memory image cache',
      registers,
      collect() {
        this.set(sources.imageCache().entries);
      },
    });
    this.refused = new Counter({
      name: 'quizfest_refused_total',
      help: 'Requests refused for load or limits, by reason: rate_limited (429), too_large (413), timeout (408), unavailable (503)',
      labelNames: ['reason'],
      registers,
    });
    // Every reason shows from the start, at 0: a rate of a series that appears late is lost.
    for (const reason of Object.values(REFUSALS)) this.refused.inc({ reason }, 0);
  }

  /** Every response Fastify sends: a refusal is counted by its coarse reason. */
  responded(statusCode: number) {
    const reason: Reason | undefined = REFUSALS[statusCode as keyof typeof REFUSALS];
    if (reason) this.refused.inc({ reason });
  }

  hostActionPushed(seconds: number) {
    this.hostPush.observe(seconds);
  }

  answerCommitted(seconds: number) {
    this.answerCommit.observe(seconds);
  }

  notifyHeard(lagSeconds: number) {
    // Clocks of two machines: a negative lag is skew, shown as none rather than refused.
    this.notifyLag.observe(Math.max(0, lagSeconds));
  }

  /** The text a Prometheus scrape reads. */
  text(): Promise<string> {
    return this.registry.metrics();
  }
}

export type MetricsServer = { server: Server; port: number; close(): Promise<void> };

/**
 * The metrics listener: GET /metrics and nothing else, on an address of its own. Plain node:http:
 * it needs none of the app's hooks, and its one route must not share their limits.
 */
export async function serveMetrics(metrics: Metrics, port: number, host: string): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    const path = req.url?.split('?')[0];
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found: metrics are at /metrics\n');
      return;
    }
    metrics.text().then(
      (text) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(req.method === 'HEAD' ? undefined : text),
      () => res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end('metrics failed\n'),
    );
  });
  // A scraper's keep-alive connection must not hold the stop (main.ts closes it at once).
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
