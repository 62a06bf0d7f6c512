// Loaded into the benchmarked server with `node --require` when BENCH_WINDOW_PROF names a directory
// (never by the product itself): each SIGWINCH starts a V8 CPU profile, the next one stops it and
// writes it as window-N.cpuprofile there. `--cpu-prof` covers a whole run; this profiles one
// scenario's window alone (S8's honest load beside the hostiles, and the same load without them),
// so what an attack costs the server is the difference of two profiles, not a guess.
const { Session } = require('node:inspector');
const { mkdirSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');

const dir = process.env.BENCH_WINDOW_PROF;
if (dir) {
  // Made here, so that a run asked for a new directory does not end on its first profile.
  mkdirSync(dir, { recursive: true });
  const session = new Session();
  session.connect();
  let running = false;
  let windows = 0;
  const post = (method, params) =>
    new Promise((resolve, reject) => session.post(method, params ?? {}, (err, res) => (err ? reject(err) : resolve(res))));
  // BENCH_WINDOW_HEAP: the window's allocations instead (a sampling heap profile that keeps what
  // the GCs collected too), written as window-N.heapprofile: what the young generation is fed.
  const heap = Boolean(process.env.BENCH_WINDOW_HEAP);
  process.on('SIGWINCH', () => {
    if (heap) {
      if (!running) {
        running = true;
        void post('HeapProfiler.enable').then(() =>
          post('HeapProfiler.startSampling', {
            samplingInterval: 4096,
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: true,
          }),
        );
        return;
      }
      running = false;
      const n = ++windows;
      void post('HeapProfiler.stopSampling').then(({ profile }) =>
        writeFileSync(join(dir, `window-${n}.heapprofile`), JSON.stringify(profile)),
      );
      return;
    }
    if (!running) {
      running = true;
      // 1 ms: the default (1 µs-ish on Linux) makes profiles of a minute hundreds of megabytes.
      // BENCH_WINDOW_PROF_US sets it for a short window (join-cost.mjs's steps last a second).
      const interval = Number(process.env.BENCH_WINDOW_PROF_US) || 1000;
      void post('Profiler.enable')
        .then(() => post('Profiler.setSamplingInterval', { interval }))
        .then(() => post('Profiler.start'));
      return;
    }
    running = false;
    const n = ++windows;
    void post('Profiler.stop').then(({ profile }) => writeFileSync(join(dir, `window-${n}.cpuprofile`), JSON.stringify(profile)));
  });
}
