// How the server's process is started: the allocator and V8 settings that keep an idle server
// small (issue 24: a venue's laptop, a Raspberry Pi or a 1 GB VPS runs the night). `npm start`,
// `scripts/proxy-topology.mjs` and the benchmark start the server through this; the Dockerfile sets
// the same. Each applies only where the operator has not set it.
//
// Measured on the embedded database, the built server idle on a new directory 80 s after its start
// (VmRSS, two servers each, 2026-12-07): 159 MB with Node's and glibc's defaults, 151 MB with the
// arenas capped, 148 MB with a fixed mmap threshold too, 144 MB with V8's pool sized to the machine
// as well (the same with the threshold at 128 KiB, 1 MiB or 4 MiB); README "Performance" has the
// alternated bench runs.
import { availableParallelism } from 'node:os';

/**
 * - `MALLOC_ARENA_MAX=2`: glibc gives each thread that allocates its own 64 MB arena (up to eight a
 *   core); Node's threads (V8's workers, libuv's pool, PGlite's and the watchdog's) each keep the
 *   freed pages of theirs. Two arenas hold what the event loop and the rest need.
 * - `MALLOC_MMAP_THRESHOLD_=4194304`: by default glibc raises its mmap threshold to the size of
 *   each large block freed, and its trim threshold to twice that, so after the start's large frees
 *   16 MB stayed in the main heap, never handed back. Any fixed threshold stops that (and keeps the
 *   trim threshold at 128 KiB); at 4 MiB a big screen's frame (0.5 MB at 5,000 players) still comes
 *   from memory the heap reuses, where at glibc's 128 KiB each was a fresh mapping, faulted in page
 *   by page: S8's honest answers then had a p99 of 51-320 ms beside the hostile clients' screens
 *   (six runs), 38-133 ms at 4 MiB and 38-79 ms before (three each).
 * - `--v8-pool-size`: V8's background threads (GC, compiling), four by default whatever the machine;
 *   no more than its cores.
 */
export function serverRuntime(env = process.env) {
  const defaults = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '4194304' };
  const merged = { ...env };
  for (const [name, value] of Object.entries(defaults)) {
    // Set empty, glibc's own behaviour (glibc would read an empty value as 0).
    if (merged[name] === '') delete merged[name];
    else if (merged[name] === undefined) merged[name] = value;
  }
  const poolSet = /--v8-pool-size/.test(env.NODE_OPTIONS ?? '');
  const nodeArgs = poolSet ? [] : [`--v8-pool-size=${Math.min(4, availableParallelism())}`];
  return { env: merged, nodeArgs };
}
