// Loaded into the benchmarked server with `node --require` (never by the product itself): on
// SIGUSR2 it collects garbage and writes the process's memory figures to BENCH_HEAP_FILE, so the
// benchmark can read the heap without the server exposing anything over HTTP. With
// BENCH_HEAP_SNAPSHOT set, it first writes a heap snapshot there (socket-memory.mjs reads it).
const { renameSync, writeFileSync } = require('node:fs');
const { writeHeapSnapshot } = require('node:v8');

const file = process.env.BENCH_HEAP_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    if (typeof global.gc === 'function') global.gc();
    if (process.env.BENCH_HEAP_SNAPSHOT) writeHeapSnapshot(process.env.BENCH_HEAP_SNAPSHOT);
    // Written aside and renamed into place: the benchmark polls for the file and reads it as soon
    // as it exists, and a plain write lets it see the file created but still empty.
    writeFileSync(`${file}.part`, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
    renameSync(`${file}.part`, file);
  });
}
