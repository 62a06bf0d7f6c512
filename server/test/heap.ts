// The JS heap after a full collection, for the suites that check memory comes back after abuse.
// Vitest's workers run without --expose-gc; V8 lets a running process turn the flag on and hand
// out `gc` through a fresh context, which needs no change to how the suite is started.
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type Gc = () => void;

function findGc(): Gc {
  const existing = (globalThis as { gc?: Gc }).gc;
  if (existing) return existing;
  setFlagsFromString('--expose-gc');
  return runInNewContext('gc') as Gc;
}

const gc = findGc();

/** heapUsed in bytes after collecting twice (the second pass frees what finalizers released). */
export async function settledHeap(): Promise<number> {
  // Let timers and sockets that are closing finish first: what they hold is not a leak.
  await new Promise((resolve) => setTimeout(resolve, 50));
  gc();
  await new Promise((resolve) => setImmediate(resolve));
  gc();
  return process.memoryUsage().heapUsed;
}

export const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
