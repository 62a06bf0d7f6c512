// Opens the embedded database (PGlite) with as little memory as a venue's laptop, a Raspberry Pi or
// a 1 GB VPS can spare (issue 24). Two things made an idle embedded server ~500-800 MB:
//
// - initdb: creating a data directory runs PostgreSQL's initdb in PGlite's WebAssembly memory,
//   which grows to ~700 MB and can never shrink (a WebAssembly memory only grows). A fresh directory
//   is therefore made by a short-lived child process, whose memory goes back to the system when it
//   exits; this process then only opens it (first start ~2 s slower, once).
// - shared_buffers: PGlite keeps PostgreSQL's default of 128 MB, which a quiz night's few tens of MB
//   never need; pages outside it are still in the OS's page cache, one system call away. The default
//   here is PGLITE_SHARED_BUFFERS (16MB); measured costs are in the README ("Memory").
// - compiled code: V8 compiles WebAssembly with its baseline compiler (Liftoff), then again,
//   optimised (TurboFan), as functions get hot: ~60-80 MB more resident for PGlite's queries about
//   13 % faster once warm, while the optimising compiles, in a night's first minutes, cost more CPU
//   than they save (the join storm was slower with them). The baseline alone is the default
//   (PGLITE_WASM_TIER; README "Memory on the embedded database").
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { setFlagsFromString } from 'node:v8';
import { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database's shared_buffers: PostgreSQL's 128 MB default is held in PGlite's memory
 * for good, and a night's data is a few tens of MB (README "Memory").
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS = '16MB';

export type WasmTier = 'baseline' | 'optimized';
export type PgliteOptions = { sharedBuffers?: string | undefined; wasmTier?: WasmTier | undefined };

/**
 * How V8 compiles the WebAssembly compiled from now on: a flag of the whole process, read when a
 * module is compiled (PGlite compiles its own as it opens).
 */
function setWasmTier(tier: WasmTier) {
  setFlagsFromString(tier === 'baseline' ? '--liftoff-only' : '--no-liftoff-only');
}

/** PGlite's own start parameters (a given `startParams` replaces them, so they are repeated), then ours. */
export function pgliteStartParams(options: PgliteOptions = {}): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${options.sharedBuffers ?? DEFAULT_PGLITE_SHARED_BUFFERS}`];
}

/** A directory PostgreSQL has initialised holds PG_VERSION (PGlite checks the same file). */
const isInitialised = (dataDir: string) => existsSync(join(dataDir, 'PG_VERSION'));

/** Runs initdb for `dataDir` in a child process (see the top of the file for why). */
async function initialiseInChild(dataDir: string): Promise<void> {
  const moduleFile = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `(async () => { const { PGlite } = require(${JSON.stringify(moduleFile)}); const db = await PGlite.create(${JSON.stringify(dataDir)}); await db.close(); })().catch((e) => { console.error(e); process.exit(1); });`;
  await promisify(execFile)(process.execPath, ['-e', script], { timeout: 120_000 });
}

/** Opens PGlite at `dataDir` ('memory://…' for tests, which keep everything in this process). */
export async function openPglite(dataDir: string, options: PgliteOptions = {}): Promise<PGlite> {
  const inMemory = dataDir.startsWith('memory://');
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    if (!isInitialised(dataDir)) await initialiseInChild(dataDir);
  }
  setWasmTier(options.wasmTier ?? 'baseline');
  return PGlite.create(dataDir, { startParams: pgliteStartParams(options) });
}
