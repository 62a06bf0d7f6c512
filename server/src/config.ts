// Server configuration from environment variables (listed in the README). Parsed once, with zod,
// so a typo in a value stops the server at start with a clear message instead of misbehaving later.
import { isIP } from 'node:net';
import { z } from 'zod';
import { LIMITS } from '@quizfest/shared';
import type { Rate } from './lib/token-buckets.js';
import { DEFAULT_PGLITE_SHARED_BUFFERS } from './db/pglite-open.js';

/**
 * Headers are a few hundred bytes, sent at once: 10 s covers a phone on a poor network, and closes
 * a connection that sends nothing (Node checks it every second, see app.ts).
 */
export const DEFAULT_HEADERS_TIMEOUT_MS = 10_000;
/**
 * 10 s for a small call's body (a few KB at most), and for an upload 16 KB every 10 s at least
 * (13 kbit/s, far below any link an admin imports over).
 */
export const DEFAULT_BODY_TIMEOUT_MS = 10_000;
/**
 * Fastify's default: longer than the 60 s idle timeout of common load balancers and proxies, so
 * that they, not the server, close a keep-alive connection (else a request may meet a closing one).
 */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * A venue of a few thousand phones behind one router fits; the bench's 10000 sockets from
 * 127.0.0.1 need LIVE_SOCKETS_PER_ADDRESS above that. Each socket costs memory however little it
 * reads (rooms.ts bounds what it may hold unsent), so one address cannot open without end.
 */
export const DEFAULT_LIVE_SOCKETS_PER_ADDRESS = 5000;

/**
 * New players one address may add to one event at once (issue 18's join flood), then a fiftieth of
 * that a second: a venue of 1,000 behind one router joins in one go, and 5,000 within about three
 * minutes (1,000, then 20 a second), while a script with the code fills a 20,000-player event in no
 * less than a quarter of an hour, where it took seconds. The bench's 5,000 joins from 127.0.0.1 in a
 * few seconds need NEW_PLAYERS_PER_ADDRESS above that. Players already in are never counted.
 */
export const DEFAULT_NEW_PLAYERS_PER_ADDRESS = 1000;

/**
 * Megabytes of images one manager may upload in any 24 hours (uploads and quiz imports alike):
 * fifty 10 MB photos, or hundreds of ordinary quiz pictures, a day. Every image is kept in the
 * database and in every dump; without a bound one account could fill the disk (issue 18).
 */
export const DEFAULT_UPLOAD_MB_PER_DAY = 500;
/**
 * Megabytes of images all the accounts of one network may upload in any 24 hours: four accounts'
 * shares, which an office of managers does not reach, where a script signing up 20 accounts an
 * hour would otherwise have 20 shares an hour.
 */
export const DEFAULT_UPLOAD_MB_PER_NETWORK_PER_DAY = 2000;
/**
 * Calls a second with a manager's or admin's token, per account (plugins/auth.ts): an account may
 * make six seconds' worth at once, and a network, all its accounts together, twice the rate; every
 * account of every network together five times the rate, past which the calls wait and the account
 * served least lately goes first (lib/fair-queue.ts).
 */
export const DEFAULT_ACCOUNT_REQUESTS_PER_SECOND = 10;
/** The per-account, per-network and per-instance rates that ACCOUNT_REQUESTS_PER_SECOND gives. */
export const accountRequestRates = (perSecond: number): { account: Rate; network: Rate; instance: Rate } => ({
  account: { burst: 6 * perSecond, perSecond },
  network: { burst: 12 * perSecond, perSecond: 2 * perSecond },
  instance: { burst: 5 * perSecond, perSecond: 5 * perSecond },
});

// Kept beside the code that opens PGlite, which also runs in the embedded database's own thread
// and so imports nothing of the server's (db/pglite-thread.ts).
export { DEFAULT_PGLITE_SHARED_BUFFERS };

/** Metrics are for the operator's scraper on the same machine, unless METRICS_HOST says otherwise. */
export const DEFAULT_METRICS_HOST = '127.0.0.1';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  // PostgreSQL's memory size syntax (16MB, 128MB, 8192 = 8192 pages of 8 kB); PostgreSQL itself checks it at start.
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+\s*(kB|MB|GB)?$/, { error: 'must be a size such as 16MB' })
    .default(DEFAULT_PGLITE_SHARED_BUFFERS),
  // How V8 compiles the embedded database's WebAssembly (db/pglite-open.ts): its baseline
  // compiler only, or optimised as well (~60 MB more, README "Memory on the embedded database").
  PGLITE_WASM_TIER: z.enum(['baseline', 'optimized']).default('baseline'),
  // Where the embedded database runs: the server's own thread, or one of its own on another core
  // (db/pglite-thread.ts; measured no gain on 2 cores, README "The embedded database's own thread").
  PGLITE_THREAD: z.enum(['main', 'worker']).default('main'),
  ADMIN_SIGNUP: z.enum(['open', 'closed']).default('closed'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    }),
  CORS_ORIGIN: z.string().optional(),
  CLIENT_DIST: z.string().optional(),
  PUBLIC_URL: z.url({ error: 'must be a full URL such as https://quiz.example.com' }).optional(),
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(512 * 1024 * 1024),
  MAX_PLAYERS_PER_EVENT: z.coerce.number().int().positive().default(20_000),
  MAX_CUSTOM_TEAMS_PER_EVENT: z.coerce.number().int().positive().max(LIMITS.teamsPerEvent).default(200),
  LIVE_SOCKETS_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULT_LIVE_SOCKETS_PER_ADDRESS),
  NEW_PLAYERS_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULT_NEW_PLAYERS_PER_ADDRESS),
  UPLOAD_MB_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_MB_PER_DAY),
  UPLOAD_MB_PER_NETWORK_PER_DAY: z.coerce.number().int().positive().default(DEFAULT_UPLOAD_MB_PER_NETWORK_PER_DAY),
  ACCOUNT_REQUESTS_PER_SECOND: z.coerce.number().positive().default(DEFAULT_ACCOUNT_REQUESTS_PER_SECOND),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(DEFAULT_HEADERS_TIMEOUT_MS),
  BODY_TIMEOUT_MS: z.coerce.number().int().min(1000).default(DEFAULT_BODY_TIMEOUT_MS),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(DEFAULT_KEEP_ALIVE_TIMEOUT_MS),
  // Unset (or empty): no metrics listener. Never the public port's business (metrics.ts).
  METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_HOST: z.string().default(DEFAULT_METRICS_HOST),
});

export type AppConfig = {
  adminSignup: 'open' | 'closed';
  logLevel: string;
  /**
   * Behind reverse proxies, the client's address is read from X-Forwarded-For, skipping this many
   * proxies or the proxies at these addresses (Fastify's trustProxy); never the header's first
   * entry, which the client writes itself.
   */
  trustProxy: TrustProxy;
  /** Comma-separated origins allowed to call the API cross-origin; none by default (same origin). */
  corsOrigin?: string | undefined;
  /** Directory of the built client; served with an SPA fallback when it exists. */
  clientDist?: string | undefined;
  importMaxBytes: number;
  /** The address phones use to join (shown on the big screen); found from the network when unset. */
  publicUrl?: string | undefined;
  /** scrypt cost; tests lower it, production keeps the OWASP setting (docs/PRODUCT-RULES.md#security). */
  scryptN: number;
  accessTokenTtlSeconds: number;
  /** Sign-up attempts one address may make in an hour (auth/routes.ts has the default, 20). */
  signupsPerAddressPerHour?: number;
  /** Sign-ins and sign-ups one address may have hashing or queued at once (default 4). */
  hashingPerAddress?: number;
  /** Joins past this many players in one event are refused (a real venue never meets it). */
  maxPlayersPerEvent: number;
  /** Players' "Create New Team" stops once the event lists this many teams. */
  maxCustomTeamsPerEvent: number;
  /** A screen unseen (no socket, no poll) this long gives its slot to the next screen that joins. */
  screenLapseMs: number;
  /**
   * Live sockets one address may hold open at once (default DEFAULT_LIVE_SOCKETS_PER_ADDRESS): a
   * venue's phones may all share one address behind its router.
   */
  liveSocketsPerAddress?: number;
  /** New players one address may add to one event at once, then a fiftieth of it a second (default DEFAULT_NEW_PLAYERS_PER_ADDRESS). */
  newPlayersPerAddress?: number;
  /**
   * Player polls per player id, and polls for ids an event does not know per event (default
   * players/routes.ts PLAYER_POLLS, STRANGER_POLLS). Suites that poll one player many times a
   * second raise them; poll-flood.test.ts tests the defaults.
   */
  pollRates?: { player: Rate; stranger: Rate };
  /**
   * Calls with an access token per account, per network and per instance (ACCOUNT_REQUESTS_PER_SECOND;
   * absent: the default's). Suites that make hundreds of calls with one account at once raise them;
   * account-requests.test.ts tests the defaults.
   */
  accountRequestRates?: { account: Rate; network: Rate; instance: Rate };
  /** Anonymous look-ups that reach the database per network (default lib/lookup-budget.ts LOOKUPS_PER_NETWORK; suites with thousands of made-up ids raise it). */
  lookupRate?: Rate;
  /** The same, every network together (default LOOKUPS_PER_INSTANCE). */
  lookupInstanceRate?: Rate;
  /** Bytes of images one manager may upload in any 24 hours (UPLOAD_MB_PER_DAY). */
  uploadBytesPerDay: number;
  /** Bytes of images the accounts of one network may upload in any 24 hours (UPLOAD_MB_PER_NETWORK_PER_DAY). */
  uploadBytesPerNetworkPerDay: number;
  /** The live socket's ping interval; a socket that has not answered the previous ping is dropped (tests shorten it). */
  livePingIntervalMs?: number;
  /** How long a flooding socket is held unread before it is closed (live-socket.ts, FLOOD_HOLD_MS; tests shorten it). */
  liveFloodHoldMs?: number;
  /** A request's headers must arrive whole within this (408 otherwise); default DEFAULT_HEADERS_TIMEOUT_MS. */
  headersTimeoutMs?: number;
  /**
   * A request body must arrive whole within this, or keep bringing SMALL_BODY_LIMIT bytes every
   * such period (lib/slow-bodies.ts); default DEFAULT_BODY_TIMEOUT_MS.
   */
  bodyTimeoutMs?: number;
  /** An idle keep-alive connection is closed after this; default DEFAULT_KEEP_ALIVE_TIMEOUT_MS. */
  keepAliveTimeoutMs?: number;
  /**
   * Where Prometheus metrics are served (main.ts, metrics.ts), on a listener apart from the public
   * port; unset, none are served and the process metrics are not collected.
   */
  metrics?: { port: number; host: string } | undefined;
};

export type ServerEnv = z.infer<typeof Env>;

export type TrustProxy = false | number | string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry) || isIP(entry)) return true;
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (!cidr) return false;
  const version = isIP(cidr[1]!);
  return version !== 0 && Number(cidr[2]) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (or unset), the number of proxies in front of the server, or their addresses.
 * `true` is refused: Fastify then takes the first X-Forwarded-For entry, which any client sets to
 * whatever it likes, and every per-address limit (sign-ins, join codes, sign-ups) is void.
 * Returns the value, or the message for a bad one.
 */
/**
 * Fastify's `trustProxy` for the configured value. Fastify takes a bare number to mean "trust
 * nothing" (a hop count cannot tell a proxy from a client that connects directly), so the hop
 * count is passed as proxy-addr's trust function: the first `hops` addresses, counted from the
 * socket, are proxies. The README says so: with a count, the server must be reachable only
 * through the proxies.
 */
export function trustProxyOption(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  return typeof trust === 'number' ? (_address, hop) => hop < trust : trust;
}

export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const v = value?.trim() ?? '';
  if (v === '' || v === 'false') return false;
  if (v === 'true') {
    return (
      'true would let every client choose its own address with X-Forwarded-For; set the number of ' +
      'proxies in front of the server (usually 1) or their addresses, e.g. 10.0.0.5 or 10.0.0.0/8'
    );
  }
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops >= 1 && hops <= 10 ? hops : 'must be false, a number of proxies from 1 to 10, or proxy addresses';
  }
  const entries = v.split(',').map((e) => e.trim());
  const bad = entries.filter((e) => !isProxyAddress(e));
  if (bad.length) return `not an IP address, CIDR range, loopback, linklocal or uniquelocal: ${bad.join(', ')}`;
  return entries;
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  return parsed.data;
}

export const DEFAULT_SCRYPT_N = 2 ** 15;
/** Long enough for a screen to ride out a Wi-Fi drop or a reboot, short enough to beat a squatter. */
export const DEFAULT_SCREEN_LAPSE_MS = 3 * 60_000;

export function appConfigFromEnv(env: ServerEnv): AppConfig {
  return {
    adminSignup: env.ADMIN_SIGNUP,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    corsOrigin: env.CORS_ORIGIN,
    clientDist: env.CLIENT_DIST,
    importMaxBytes: env.IMPORT_MAX_BYTES,
    publicUrl: env.PUBLIC_URL,
    scryptN: DEFAULT_SCRYPT_N,
    accessTokenTtlSeconds: 15 * 60,
    maxPlayersPerEvent: env.MAX_PLAYERS_PER_EVENT,
    maxCustomTeamsPerEvent: env.MAX_CUSTOM_TEAMS_PER_EVENT,
    screenLapseMs: DEFAULT_SCREEN_LAPSE_MS,
    liveSocketsPerAddress: env.LIVE_SOCKETS_PER_ADDRESS,
    newPlayersPerAddress: env.NEW_PLAYERS_PER_ADDRESS,
    uploadBytesPerDay: env.UPLOAD_MB_PER_DAY * 1024 * 1024,
    uploadBytesPerNetworkPerDay: env.UPLOAD_MB_PER_NETWORK_PER_DAY * 1024 * 1024,
    accountRequestRates: accountRequestRates(env.ACCOUNT_REQUESTS_PER_SECOND),
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    bodyTimeoutMs: env.BODY_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
  };
}
