// Server configuration from environment variables (listed in the README). Parsed once, with zod,
// so a typo in a value stops the server at start with a clear message instead of misbehaving later.
import { z } from 'zod';

const Env = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('./data'),
  ADMIN_SIGNUP: z.enum(['open', 'closed']).default('closed'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v) => (v === undefined || v === '' || v === 'false' ? false : v === 'true' ? true : v)),
  CORS_ORIGIN: z.string().optional(),
  CLIENT_DIST: z.string().optional(),
  PUBLIC_URL: z.url({ error: 'must be a full URL such as https://quiz.example.com' }).optional(),
  IMPORT_MAX_BYTES: z.coerce.number().int().positive().default(512 * 1024 * 1024),
});

export type AppConfig = {
  adminSignup: 'open' | 'closed';
  logLevel: string;
  /** Behind a reverse proxy, the client's IP comes from X-Forwarded-For (Fastify's trustProxy). */
  trustProxy: boolean | string;
  /** Comma-separated origins allowed to call the API cross-origin; none by default (same origin). */
  corsOrigin?: string | undefined;
  /** Directory of the built client; served with an SPA fallback when it exists. */
  clientDist?: string | undefined;
  importMaxBytes: number;
  /** The address phones use to join (shown on the big screen); found from the network when unset. */
  publicUrl?: string | undefined;
  /** scrypt cost; tests lower it, production keeps the OWASP setting of design §5. */
  scryptN: number;
  accessTokenTtlSeconds: number;
};

export type ServerEnv = z.infer<typeof Env>;

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${issues}`);
  }
  return parsed.data;
}

export const DEFAULT_SCRYPT_N = 2 ** 15;

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
  };
}
