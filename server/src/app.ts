// buildApp(config) -> FastifyInstance, without listening: main.ts listens, tests use app.inject.
// Plugins load in three layers (fastify/demo): external plugins with their config, then our own
// decorators (database, auth), then the API routes and the client.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { IMAGE_UPLOAD_MAX_BYTES, SOCKET_MAX_PAYLOAD } from '@quizfest/shared';
import {
  DEFAULT_BODY_TIMEOUT_MS,
  DEFAULT_HEADERS_TIMEOUT_MS,
  DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
  trustProxyOption,
  type AppConfig,
} from './config.js';
import type { Database } from './db/client.js';
import type { Db } from './db/client.js';
import { registerClientNetwork } from './plugins/client-network.js';
import { registerClosingAnswer } from './plugins/closing-answer.js';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './plugins/error-handler.js';
import { registerJsonBodyParser } from './plugins/json-body.js';
import { NO_STORE, registerNoStore } from './plugins/cache-control.js';
import { registerSecurityHeaders, securityHeaders } from './plugins/security-headers.js';
import { SMALL_BODY_LIMIT } from './lib/body-limits.js';
import { LookupBudget } from './lib/lookup-budget.js';
import { cutSlowBodies } from './lib/slow-bodies.js';
import { authPlugin } from './plugins/auth.js';
import { authRoutes } from './auth/routes.js';
import { healthRoutes } from './health/routes.js';
import { teamRoutes } from './teams/routes.js';
import { activityRoutes } from './activities/routes.js';
import { quizImportRoutes } from './activities/import-routes.js';
import { eventRoutes } from './events/routes.js';
import { playerRoutes } from './players/routes.js';
import { uploadRoutes } from './uploads/routes.js';
import { adminRoutes } from './admin/routes.js';
import { EventCache } from './events/event-cache.js';
import { LiveHub } from './live/live-hub.js';
import { liveRoutes } from './live/routes.js';
import { liveSocketRoute } from './live/live-socket.js';
import { PollFastPath } from './players/poll-fast-path.js';
import { Metrics } from './metrics.js';
import { imageCacheFor } from './uploads/image-cache.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    config: AppConfig;
    eventCache: EventCache;
    /** The live game's publisher, socket rooms, answer store and timers. */
    live: LiveHub;
    /** Answers the 1-second poll before Fastify's routing (players/poll-fast-path.ts). */
    pollFastPath: PollFastPath;
    /** This app's Prometheus registry and instruments (metrics.ts); served by main.ts on METRICS_PORT. */
    metrics: Metrics;
    /** Anonymous look-ups that reach the database, counted per network (lib/lookup-budget.ts). */
    lookups: LookupBudget;
  }
}

export type BuildOptions = {
  database: Database;
  config: AppConfig;
  logger?: boolean | object;
  /** Sees every route as it is added: the access matrix and the fuzz suites build their route table from it. */
  onRoute?: (route: RouteOptions) => void;
};

/** What a proxy's request id may look like to be taken as the request's (nginx's $request_id is 32 hex digits). */
const REQUEST_ID = /^[\w-]{1,64}$/;

export async function buildApp({ database, config, logger, onRoute }: BuildOptions): Promise<FastifyInstance> {
  // The poll's answer carries what the hooks below put on every /api answer.
  const pollFastPath = new PollFastPath({
    bodyLimit: SMALL_BODY_LIMIT,
    headers: { ...securityHeaders(), 'cache-control': NO_STORE },
    enabled: !config.corsOrigin,
  });
  const headersTimeout = config.headersTimeoutMs ?? DEFAULT_HEADERS_TIMEOUT_MS;
  let requestCount = 0;
  const app = Fastify({
    serverFactory: (handler, options) => {
      const server = pollFastPath.serverFactory(handler, options);
      // Fastify's requestTimeout (0) stays off: one deadline cannot fit a poll and a 512 MB
      // import. Bodies are held to their progress instead (lib/slow-bodies.ts).
      cutSlowBodies(server, {
        windowMs: config.bodyTimeoutMs ?? DEFAULT_BODY_TIMEOUT_MS,
        minBytesPerWindow: SMALL_BODY_LIMIT,
      });
      return server;
    },
    // Headers must arrive whole within headersTimeout, checked every second at most (Node checks
    // every 30 s by default, which would let a connection that sends nothing live for 40 s).
    http: { headersTimeout, connectionsCheckingInterval: Math.min(1000, headersTimeout) },
    keepAliveTimeout: config.keepAliveTimeoutMs ?? DEFAULT_KEEP_ALIVE_TIMEOUT_MS,
    logger: logger ?? { level: config.logLevel },
    trustProxy: trustProxyOption(config.trustProxy),
    // Behind a proxy (TRUST_PROXY set), the id it gave the request (X-Request-Id: deploy/nginx.conf
    // sets one per request) is the request's id in the logs, so one request can be followed from the
    // proxy's log to the instance's. Only a short plain token is taken: a client that reaches the
    // server directly can at most name its own request.
    genReqId: (req) => {
      const given = config.trustProxy === false ? undefined : req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : `req-${(++requestCount).toString(36)}`;
    },
    // A few KB unless the route says more (lib/body-limits.ts): 413 past it, before it is parsed.
    bodyLimit: SMALL_BODY_LIMIT,
    // Errors answered before a route is found (bad URL, over-long parameter, malformed HTTP)
    // leave as `{ error }` like every other (plugins/error-handler.ts).
    clientErrorHandler,
    frameworkErrors,
    // Requests arriving while the server stops get our own 503 (plugins/closing-answer.ts).
    return503OnClosing: false,
    // Query strings like ?ids=a,b stay plain strings; the schemas split them.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);

  registerJsonBodyParser(app);
  registerClosingAnswer(app);
  registerClientNetwork(app);

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerNoStore(app);
  registerSecurityHeaders(app);

  // ---- external plugins
  if (config.corsOrigin) {
    await app.register(cors, { origin: config.corsOrigin.split(',').map((o) => o.trim()), credentials: false });
  }
  await app.register(multipart, {
    limits: { fileSize: Math.max(IMAGE_UPLOAD_MAX_BYTES, config.importMaxBytes), files: 1, fields: 10, parts: 12 },
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'QuizFest API',
        version: '1.0.0',
        description: 'The QuizFest HTTP API (docs/PRODUCT-RULES.md#api in the repository).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // On stop, the sockets are told 1001, "going away", which phones, screens and consoles take as
  // "come back now", through a proxy to another instance (issue 23). Added before the plugin so it
  // runs before the plugin's own preClose (hooks run in the order they are added), which closes
  // every socket with no code (1005).
  app.addHook('preClose', async () => {
    for (const socket of app.websocketServer.clients) socket.close(1001, 'server stopping');
  });
  // Frames of 16 KB at most (ws allows 100 MiB), no compression (CPU per socket).
  await app.register(websocket, { options: { maxPayload: SOCKET_MAX_PAYLOAD, perMessageDeflate: false } });

  // ---- our decorators
  app.decorate('db', database.db);
  app.decorate('database', database);
  app.decorate('config', config);
  app.decorate('eventCache', new EventCache(database.db));
  // Read when scraped, through `app`: the hub is made just below.
  const metrics = new Metrics(
    {
      sockets: () => app.live.socketsByRole(),
      eventCacheEntries: () => app.eventCache.sizes().entries,
      imageCache: () => imageCacheFor(database.db).size,
    },
    { processMetrics: config.metrics !== undefined, fastPathPolls: () => pollFastPath.counts.answered },
  );
  app.decorate('metrics', metrics);
  // Refusals are counted wherever they come from (limits, body caps, a stopping server), by status.
  app.addHook('onResponse', (_request, reply, done) => {
    metrics.responded(reply.statusCode);
    done();
  });
  app.decorate('live', new LiveHub(database, app.eventCache, app.log, config.screenLapseMs, metrics));
  app.decorate('pollFastPath', pollFastPath);
  const lookups = new LookupBudget(
    (eventId) => app.live.knows(eventId),
    (eventId, playerId) => app.live.holdsPlayer(eventId, playerId),
    config.lookupRate,
    config.lookupInstanceRate,
  );
  app.decorate('lookups', lookups);
  app.addHook('onReady', async () => app.live.start());
  app.addHook('preClose', async () => {
    lookups.release();
    pollFastPath.close();
    app.live.answerResends.release();
    await app.live.stop();
  });
  app.addHook('onClose', async () => {
    app.eventCache.close();
    lookups.close();
  });
  await app.register(authPlugin);

  // ---- API routes
  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(teamRoutes);
      await api.register(activityRoutes);
      await api.register(quizImportRoutes);
      await api.register(eventRoutes);
      await api.register(playerRoutes);
      await api.register(liveRoutes);
      await api.register(liveSocketRoute);
      await api.register(uploadRoutes);
      await api.register(adminRoutes);
    },
    { prefix: '/api' },
  );

  // ---- the built client, with an SPA fallback for every other GET
  const clientDist = resolve(config.clientDist ?? new URL('../../client/dist', import.meta.url).pathname);
  const hasClient = existsSync(resolve(clientDist, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // Vite's hashed file names never change content: cache them for a year.
      setHeaders: (res, path) => {
        if (/[\\/]assets[\\/]/.test(path)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if ((request.method === 'GET' || request.method === 'HEAD') && hasClient && !path.startsWith('/api/') && path !== '/api') {
      // Hashed assets are immutable; index.html must be re-read so a new build is picked up.
      return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ error: `Not found: ${request.method} ${path}` });
  });

  return app;
}
