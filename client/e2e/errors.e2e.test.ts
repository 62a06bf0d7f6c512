// What a person sees when something is wrong: a code no event has, a code of blanks, and a
// protected page opened while signed out.
import { createHash, randomUUID } from 'node:crypto';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SNACKBAR_MS } from '@quizfest/shared';
import { fillSignIn, newAccount } from './authForms';
import { browserAvailability, LAPTOP, openPage, PHONE_OPTIONS, type RunningServer, screenshots, startServerAndBrowser } from './harness';

const availability = browserAvailability();

describe.skipIf(!availability.run)('errors: join codes and the sign-in gate', () => {
  let server: RunningServer;
  let browser: Browser;
  const shot = screenshots('errors');

  /** The join calls a page makes, to tell a refused code from one never sent. */
  const joinCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events/join') calls.push(request.postData() ?? '');
    });
    return calls;
  };

  /** The snackbar is a notification at the top centre of the viewport (docs/PRODUCT-RULES.md#errors). */
  const expectTopCentre = async (page: Page, snackbar: Locator) => {
    const box = await snackbar.boundingBox();
    const viewport = page.viewportSize();
    expect(box && viewport).toBeTruthy();
    expect(box!.y).toBeLessThan(viewport!.height / 4);
    expect(Math.abs(box!.x + box!.width / 2 - viewport!.width / 2)).toBeLessThan(viewport!.width / 10);
  };

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it("an unknown code shows the server's error in the top snackbar, which closes by itself", async () => {
    // The database is fresh, so no event has this code; ask the API what it says about it.
    const response = await fetch(`${server.url}/api/events/join`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code: 'QQQQ', playerId: randomUUID() }),
    });
    expect(response.status).toBe(404);
    const { error } = (await response.json()) as { error: string };
    expect(error).toBeTruthy();

    const page = await openPage(browser, server, PHONE_OPTIONS);
    const calls = joinCalls(page);
    await page.goto('/');
    await page.getByRole('textbox', { name: 'Event Code' }).fill('qqqq');
    await page.getByRole('button', { name: 'Join', exact: true }).tap();
    const snackbar = page.getByRole('alert').filter({ hasText: error });
    await snackbar.waitFor();
    await shot(page, 'unknown-code');
    await expectTopCentre(page, snackbar);
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]!)).toMatchObject({ code: 'QQQQ' });
    expect(new URL(page.url()).pathname).toBe('/');
    await snackbar.waitFor({ state: 'hidden', timeout: SNACKBAR_MS + 4000 });
  });

  it("a code of blanks says 'Please enter an event code' and sends nothing", async () => {
    const page = await openPage(browser, server, { viewport: LAPTOP });
    const calls = joinCalls(page);
    await page.goto('/');
    const join = page.getByRole('button', { name: 'Join', exact: true });
    expect(await join.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Event Code' }).fill('   ');
    await join.click();
    const snackbar = page.getByRole('alert').filter({ hasText: 'Please enter an event code' });
    await snackbar.waitFor();
    await shot(page, 'blank-code');
    await expectTopCentre(page, snackbar);
    expect(calls).toHaveLength(0);
  });

  it('a signed-out visit to My Activities goes to the sign-in and comes back after it', async () => {
    const account = newAccount('Manager');
    const signup = await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        userName: account.userName,
        emailAddress: account.emailAddress,
        passwordHash: createHash('sha256').update(account.password).digest('hex'),
      }),
    });
    expect(signup.status).toBe(201);

    const page = await openPage(browser, server, { viewport: LAPTOP });
    await page.goto('/manager/activities');
    await page.waitForURL('**/manager/sign-in?**');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/manager/activities');
    await page.getByRole('heading', { name: 'Manager Sign In' }).waitFor();
    await shot(page, 'sign-in-gate');
    await fillSignIn(page, account);
    await page.waitForURL((url) => url.pathname === '/manager/activities');
    await page.getByRole('heading', { name: 'My Activities' }).waitFor();
    await page.getByText('No activities found').waitFor();
    await shot(page, 'back-to-activities');
  });
});
