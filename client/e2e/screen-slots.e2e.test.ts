// Screens on the host console (issue 9 item 8): the operator sees every screen showing the event,
// with whether it is connected, and removes one that is not theirs; the removed screen says so and
// goes back to the join page, and its place is free for another.
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BIG_SCREEN,
  browserAvailability,
  LAPTOP,
  openPage,
  PHONE_OPTIONS,
  type RunningServer,
  screenshots,
  startServerAndBrowser,
  WAIT_MS,
} from './harness';
import { api, type Manager, oneQuestionNight, openHostConsole } from './liveApi';

const availability = browserAvailability();

describe.skipIf(!availability.run)('screens: the operator sees them and removes one', () => {
  let server: RunningServer;
  let browser: Browser;
  let manager: Manager;
  let code = '';
  let eventId = '';
  const shot = screenshots('screen-slots');

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    const night = await oneQuestionNight(server, 'Screens night');
    manager = night.manager;
    ({ code, id: eventId } = night.event);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function openScreen(): Promise<Page> {
    const screen = await openPage(browser, server, { viewport: BIG_SCREEN });
    await screen.goto(`/?isScreen=true&code=${code}`);
    await screen.getByRole('button', { name: 'Join as Screen' }).click();
    await screen.waitForURL('**/screen');
    await screen.getByText('Screens night').waitFor();
    return screen;
  }

  const openConsole = (options: BrowserContextOptions) => openHostConsole(browser, server, manager, eventId, options);

  it('lists the screens on the console, and a removed screen goes back to the join page', async () => {
    const room = await openScreen();
    const stray = await openScreen();
    const host = await openConsole({ viewport: LAPTOP });
    await host.getByRole('button', { name: 'Screens (2)' }).waitFor();
    // Both screens hold a socket: both show as connected.
    const connected = host
      .getByRole('row')
      .filter({ hasText: /^Screen \d/ })
      .filter({ has: host.getByLabel('Connected') });
    await expect.poll(() => connected.count(), { timeout: WAIT_MS }).toBe(2);
    await shot(host, 'host-laptop-screens');

    const rows = host.getByRole('row').filter({ hasText: /^Screen \d/ });
    const secondLabel = (await rows
      .nth(1)
      .getByText(/^Screen 2 · /)
      .textContent())!;
    await host.getByRole('button', { name: `Remove ${secondLabel}` }).click();
    const dialog = host.getByRole('dialog');
    await dialog.getByText(/It goes back to the join page/).waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await host.getByRole('button', { name: 'Screens (1)' }).waitFor();

    // The screens joined in order, so the second one is the stray: it says so, then asks for a code.
    await stray.getByText(/This screen was removed from the event/).waitFor();
    await stray.waitForURL((url) => url.pathname === '/' && url.searchParams.get('isScreen') === 'true');
    await stray.getByRole('button', { name: 'Join as Screen' }).waitFor();
    // The room's screen is untouched.
    expect(room.url()).toMatch(/\/screen$/);
    await room.getByText('Screens night').waitFor();

    // Its place is free.
    expect(await api(server, 'GET', `/events/${eventId}/live`, undefined, manager.token)).toMatchObject({ screens: 1 });
  });

  it('shows the screens panel on a phone, folded under the game like the other rosters', async () => {
    const host = await openConsole(PHONE_OPTIONS);
    const panel = host.getByRole('button', { name: 'Screens (1)' });
    await panel.waitFor();
    await panel.click();
    await host.getByText(/^Screen 1 · /).waitFor();
    await host.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await shot(host, 'host-phone-screens');
  });
});
