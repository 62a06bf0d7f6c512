// Closing joining (issue 18): once the room is in, the operator closes the event to new players from
// the console's switch; the big screen stops inviting anyone (no code, no QR code), a newcomer's
// phone is told why in its own language, a player already in comes back, and opening it again lets
// the latecomer in. A script's made-up players, let in before the door closed, go in one action:
// ticked in the console's list (the venue's player left out) and removed together. Laptop console,
// 1920x1080 screen, French and English phones.
import type { Event } from '@quizfest/shared';
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
import { hostView, joinPlayers, type Manager, oneQuestionNight, openHostConsole } from './liveApi';

const availability = browserAvailability();

describe.skipIf(!availability.run)('closing joining: console, big screen and phones', () => {
  let server: RunningServer;
  let browser: Browser;
  let manager: Manager;
  let code = '';
  let eventId = '';
  let event: Event;
  const shot = screenshots('joining-closed');

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    const night = await oneQuestionNight(server, 'Door night', { teamsConfig: 'no_teams' });
    manager = night.manager;
    event = night.event;
    ({ code, id: eventId } = event);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const openConsole = (options: BrowserContextOptions) => openHostConsole(browser, server, manager, eventId, options);

  /** A phone on the join page, in its browser's language, that types the code and taps Join. */
  async function tryJoin(phone: Page, button: string) {
    await phone.goto(`/?code=${code}`);
    await phone.getByRole('button', { name: button, exact: true }).click();
  }

  it('closes and opens the door from the console; the screen and every phone follow', async () => {
    const screen = await openPage(browser, server, { viewport: BIG_SCREEN });
    await screen.goto(`/?isScreen=true&code=${code}`);
    await screen.getByRole('button', { name: 'Join as Screen' }).click();
    await screen.waitForURL('**/screen');
    const codeOnScreen = screen.getByLabel(`Event code ${code.split('').join(' ')}`);
    await codeOnScreen.waitFor();

    // A player already in, on an English phone.
    const regular = await openPage(browser, server, PHONE_OPTIONS);
    await tryJoin(regular, 'Join');
    await regular.getByLabel('Your Name').fill('Regular Rita');
    await regular.getByRole('button', { name: 'Join', exact: true }).click();
    await regular.getByRole('heading', { name: 'Welcome, Regular Rita!' }).waitFor();

    // A script adds made-up players before the operator notices.
    await joinPlayers(
      server,
      event,
      Array.from({ length: 12 }, (_, i) => ({ name: `Spam ${i + 1}`, teamId: null })),
    );

    // The operator closes the door by keyboard: the switch is named, and Space toggles it.
    const host = await openConsole({ viewport: LAPTOP });
    const door = host.getByRole('switch', { name: 'Open to new players' });
    await door.waitFor();
    expect(await door.isChecked()).toBe(true);
    await door.focus();
    await host.keyboard.press('Space');
    await expect.poll(() => door.isChecked(), { timeout: WAIT_MS }).toBe(false);
    await host.getByText('Joining closed').first().waitFor();
    await host.getByText('New players are refused; players already in can come back').waitFor();
    await shot(host, 'console-closed');

    // The script's players go together: the operator ticks every one listed, unticks the venue's
    // player by keyboard, and removes the rest in one action.
    await host.getByRole('checkbox', { name: 'Select Spam 12' }).waitFor();
    await host.getByRole('checkbox', { name: 'Select every player listed' }).click();
    await host.getByRole('checkbox', { name: 'Select Regular Rita' }).focus();
    await host.keyboard.press('Space');
    const selection = host.getByRole('region', { name: 'Players selected' });
    await selection.getByText('12 players selected.').waitFor();
    await shot(host, 'console-ticked');
    await selection.getByRole('button', { name: 'Remove selected' }).click();
    const confirm = host.getByRole('dialog', { name: 'Remove 12 players' });
    await confirm.getByText(/and 7 more\?/).waitFor();
    await shot(host, 'console-remove-several');
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await confirm.waitFor({ state: 'detached' });
    await expect.poll(async () => (await hostView(server, manager.token, eventId)).playerCount, { timeout: WAIT_MS }).toBe(1);
    await host.getByRole('checkbox', { name: 'Select Spam 1' }).waitFor({ state: 'detached' });
    expect(await host.getByRole('checkbox', { name: 'Select Regular Rita' }).isChecked()).toBe(false);

    // The screen no longer invites anyone: no code, no QR code, and says so in both languages.
    await codeOnScreen.waitFor({ state: 'detached' });
    expect(await screen.locator('svg title').filter({ hasText: /QR/i }).count()).toBe(0);
    await shot(screen, 'screen-closed');

    // A newcomer on a French phone is told why, in French.
    const latecomer = await openPage(browser, server, { ...PHONE_OPTIONS, locale: 'fr-FR' });
    await tryJoin(latecomer, 'Rejoindre');
    await latecomer.getByText('L’animateur a fermé cet événement aux nouveaux joueurs').first().waitFor();
    expect(new URL(latecomer.url()).pathname).toBe('/');
    await shot(latecomer, 'phone-fr-refused');

    // The player already in reloads and is back in the game.
    await regular.reload();
    await regular.getByRole('heading', { name: 'Welcome, Regular Rita!' }).waitFor();

    // Opened again: the code comes back on the screen and the latecomer gets in.
    await door.click();
    await expect.poll(() => door.isChecked(), { timeout: WAIT_MS }).toBe(true);
    await codeOnScreen.waitFor();
    await tryJoin(latecomer, 'Rejoindre');
    await latecomer.waitForURL('**/player');
    await latecomer.getByLabel('Votre nom').waitFor();
    await shot(screen, 'screen-open-again');
  });
});
