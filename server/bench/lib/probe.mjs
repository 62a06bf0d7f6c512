// What the one-figure probes (poll-cost, fanout-cost, socket-memory, socket-floor) share: their
// `--name value` arguments, and the built server started on a fresh PostgreSQL database, pinned
// to the last core with the probe itself on core 0 (as `npm run bench` does) unless told not to.
import { buildProduct, corePlan, freshPostgres, pinSelf, startServer } from './server-process.mjs';

/** `--name value` from the command line, or the fallback. */
export const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};

/** The server for a probe; `stop()` ends it and drops its database. `--cpu-prof DIR` profiles it. */
export async function probeServer({ pin = true, env = {}, metrics = false } = {}) {
  if (arg('cpu-prof', '')) process.env.BENCH_CPU_PROF = arg('cpu-prof', '');
  const cores = pin ? corePlan() : { server: null, generator: null };
  pinSelf(cores.generator);
  buildProduct();
  const db = await freshPostgres(arg('postgres', 'postgres://postgres@127.0.0.1:5432'));
  const server = await startServer({ databaseUrl: db.url, core: cores.server, env, metrics });
  return {
    server,
    async stop() {
      await server.stop();
      await db.drop();
    },
  };
}
