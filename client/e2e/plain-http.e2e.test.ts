// A venue server reached over plain HTTP by a name on the local network is not a secure context:
// browsers then offer neither crypto.subtle nor crypto.randomUUID. Managers must still sign up (the
// password's SHA-256 is computed without WebCrypto) and players must still join (their id is made
// without randomUUID). Chromium maps the name to this machine's loopback, so no traffic leaves it.
import { createHash } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignUp, newAccount } from './authForms';
import {
  browserAvailability,
  launchBrowser,
  LOCALE,
  PHONE,
  LAPTOP,
  type RunningServer,
  screenshots,
  startServer,
  WAIT_MS,
} from './harness';

const availability = browserAvailability();
const HOST = 'venue.quizfest.test';

describe.skipIf(!availability.run)('plain HTTP on a venue network (no secure context)', () => {
  let server: RunningServer;
  let browser: Browser;
  let venueUrl: string;
  const shot = screenshots('plain-http');

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser([`--host-resolver-rules=MAP ${HOST} 127.0.0.1`]);
    venueUrl = server.url.replace('127.0.0.1', HOST);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const open = async (viewport: { width: number; height: number }) => {
    const context = await browser.newContext({ baseURL: venueUrl, locale: LOCALE, viewport });
    context.setDefaultTimeout(WAIT_MS);
    const page = await context.newPage();
    return page;
  };

  it('a manager signs up, and the server accepts the same digest that Node computes', async () => {
    const page = await open(LAPTOP);
    await page.goto('/manager/sign-up');
    expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
    expect(await page.evaluate(() => typeof crypto.subtle)).toBe('undefined');
    const account = newAccount('Venue');
    await fillSignUp(page, account);
    await page.waitForURL('**/manager/home');
    await page.getByText('Manager Dashboard').waitFor();
    await shot(page, 'manager-home-over-http');

    const passwordHash = createHash('sha256').update(account.password).digest('hex');
    const signIn = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ emailAddress: account.emailAddress, passwordHash }),
    });
    expect(signIn.status).toBe(200);
  });

  it('a player joins with the code and gets a v4 id', async () => {
    const api = async (path: string, init: RequestInit = {}, token?: string) => {
      const res = await fetch(`${server.url}/api${path}`, {
        ...init,
        headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      });
      expect(res.ok).toBe(true);
      return res.json() as Promise<Record<string, string>>;
    };
    const passwordHash = createHash('sha256').update('host-password').digest('hex');
    await api('/auth/signup', {
      method: 'POST',
      body: JSON.stringify({ userName: 'Host', emailAddress: 'host@quizfest.test', passwordHash }),
    });
    const { token } = await api('/auth/signin', {
      method: 'POST',
      body: JSON.stringify({ emailAddress: 'host@quizfest.test', passwordHash }),
    });
    const { id } = await api('/events', { method: 'POST', body: JSON.stringify({ name: 'Pub night over HTTP' }) }, token);
    const { code } = await api(`/events/${id}`, {}, token);

    const page = await open(PHONE);
    await page.goto('/');
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined');
    await page.getByRole('textbox', { name: 'Event Code' }).fill(code!.toLowerCase());
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.waitForURL('**/player');
    await page.getByText('Pub night over HTTP').waitFor();
    await shot(page, 'player-over-http');
    const playerId = await page.evaluate(() => localStorage.getItem('quizfest.playerId'));
    expect(playerId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
