// Starts the product as `npm start` does (scripts/start.mjs builds what is missing) on a free port
// and a fresh embedded database, and launches Debian's Chromium through playwright-core.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(chromiumPath);
export const e2eRequired = process.env.REQUIRE_E2E === '1';

/** One clear line when the browser is missing; a failure instead when CI requires the browser. */
export function browserAvailability(): { run: boolean; reason?: string } {
  if (hasChromium) return { run: true };
  const reason = `no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH)`;
  if (e2eRequired) throw new Error(`REQUIRE_E2E=1 but ${reason}`);
  console.log(`e2e: skipped — ${reason}`);
  return { run: false, reason };
}

export type RunningServer = { url: string; stop(): Promise<void> };

export async function startServer(): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quizfest-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /ready at (http:\/\/localhost:\d+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      reject(new Error(`server exited with ${code} before it was ready:\n${output.slice(-4000)}`));
    });
  });
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    headless: true,
    // The machine has no network beyond loopback: keep Chromium from reaching out at all.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

/** How long a step may take before it counts as broken; a 2-core machine building meanwhile is slow. */
export const WAIT_MS = 15_000;

/** Starts both at once; when one fails the other is stopped again, so nothing outlives the run. */
export async function startServerAndBrowser(): Promise<{ server: RunningServer; browser: Browser }> {
  const [server, browser] = await Promise.allSettled([startServer(), launchBrowser()]);
  if (server.status === 'fulfilled' && browser.status === 'fulfilled') return { server: server.value, browser: browser.value };
  if (server.status === 'fulfilled') await server.value.stop();
  if (browser.status === 'fulfilled') await browser.value.close();
  throw server.status === 'rejected' ? server.reason : (browser as PromiseRejectedResult).reason;
}

/** The browsers' language: dates on the pages, and the tests' expectations of them, follow it. */
export const LOCALE = 'en-US';

/** A page in a context of its own: each person of a scenario has their own storage and cookies. */
export async function openPage(browser: Browser, server: RunningServer, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, locale: LOCALE, ...options });
  context.setDefaultTimeout(WAIT_MS);
  return context.newPage();
}

/** Writes numbered screenshots of a flow to test-results/e2e/<flow>/, replacing the last run's. */
export function screenshots(flow: string) {
  const dir = join(root, 'test-results', 'e2e', flow);
  let n = 0;
  return async (page: Page, step: string) => {
    // Cleared at the first picture, not before: a skipped run keeps the last pictures, and a
    // shorter run leaves no stale ones among the new under the same numbers.
    if (n === 0) {
      rmSync(dir, { recursive: true, force: true });
      mkdirSync(dir, { recursive: true });
    }
    n++;
    // Transitions are run to their end, so a dialog or a snackbar is not caught half faded in.
    await page.screenshot({ path: join(dir, `${String(n).padStart(2, '0')}-${step}.png`), fullPage: true, animations: 'disabled' });
  };
}

export const PHONE = { width: 390, height: 844 };
/** A phone as the browser emulates one: its screen, touch, and a retina pixel ratio. */
export const PHONE_OPTIONS: BrowserContextOptions = { viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const BIG_SCREEN = { width: 1920, height: 1080 };
export const LAPTOP = { width: 1440, height: 900 };
