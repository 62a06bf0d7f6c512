// Long import work (validating a million rows, writing them in batches) runs in slices of a few
// tens of milliseconds: between two slices the event loop serves the polls and calls of running
// events. A slice that ends after a fixed count of rows would let a busy server starve the import
// (every turn serves the requests that came meanwhile); one measured in time keeps both going.
import { setImmediate as nextTurn } from 'node:timers/promises';

const SLICE_MS = 25;

/** Call `pause()` between units of work: it gives the event loop a turn once a slice is spent. */
export function timeSlices(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return nextTurn().then(() => {
      sliceStart = performance.now();
    });
  };
}
