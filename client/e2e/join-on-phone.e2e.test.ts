// A player joining on a 390x844 phone: something drawn before the scripts run, the code typed
// straight away and Enter to join, progress shown from the tap until the player page is drawn
// (even when its code is slow to arrive), one error at a time, a long name on the welcome card, and a
// player the host removed told so and kept out; and a team created from the phone, in the browser's
// own modal dialog, by keyboard.
// The timings on slow Wi-Fi are measured by scripts/measure-join-throttled.mjs, not asserted here.
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectText } from './eventually';
import { browserAvailability, openPage, PHONE, type RunningServer, screenshots, startServerAndBrowser, WAIT_MS } from './harness';
import { api, createLiveEvent, createQuiz, createTeam, hostView, signUpManager } from './liveApi';

const availability = browserAvailability();

/** 40 letters without a space: the longest name the field takes, and the hardest to wrap. */
const LONG_NAME = 'Maximilianbartholomewvanderbergsmithjone';

describe.skipIf(!availability.run)('joining on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  let code = '';
  let eventId = '';
  let token = '';
  let customCode = '';
  const shot = screenshots('join-on-phone');

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    const manager = await signUpManager(server);
    const quizId = await createQuiz(server, manager.token, 'Phone quiz', [
      { type: 'multiple_text_choice_2', correctAnswer: 1, texts: { en_US: { question: 'Ready?', answers: ['Yes', 'No'] } } },
    ]);
    // Created out of name order: the phone lists them by name.
    const teamIds = [];
    for (const name of ['Team 10', 'Owls', 'Team 2']) teamIds.push(await createTeam(server, manager.token, name));
    const event = await createLiveEvent(server, manager.token, { name: 'Phone night', quizId, teamIds });
    customCode = (await createLiveEvent(server, manager.token, { name: 'Own teams night', quizId, teamsConfig: 'allow_custom_teams' }))
      .code;
    code = event.code;
    eventId = event.id;
    token = manager.token;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const snackbars = (page: Page) => page.locator('[data-snackbar]');
  /** The join page's own snackbar (it is drawn before Mantine's are there). */
  const joinErrors = (page: Page) => page.getByRole('main').getByRole('alert');

  it('shows the name and a spinner before any script has run', async () => {
    const page = await openPage(browser, server, { viewport: PHONE, javaScriptEnabled: false });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'QuizFest' }).isVisible()).resolves.toBe(true);
    // Before the scripts know the phone's language: in both (issue 19).
    await expect(page.getByRole('status').textContent()).resolves.toContain('Loading… Chargement…');
    await shot(page, 'shell');
    await page.context().close();
  });

  it('takes the code from the keyboard at once, and keeps Join busy until the player page is drawn', async () => {
    const page = await openPage(browser, server, { viewport: PHONE });
    // The player page's code is held back, as slow Wi-Fi would: the join call has answered, but
    // the next page cannot be drawn yet.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let playerChunkAsked = false;
    await page.route(/\/assets\/PlayerPage-[^/]*\.js$/, async (route: Route) => {
      playerChunkAsked = true;
      await released;
      await route.continue();
    });
    await page.goto('/');
    const field = page.getByLabel('Event Code');
    await field.waitFor();
    await expect.poll(() => field.evaluate((el) => el === document.activeElement), { timeout: WAIT_MS }).toBe(true);
    await shot(page, 'join-page');

    // No click, no Tab: the code goes into the field, and Enter joins.
    const joined = page.waitForResponse((res) => res.url().endsWith('/api/events/join'));
    await page.keyboard.type(code.toLowerCase());
    await page.keyboard.press('Enter');
    expect((await joined).ok()).toBe(true);
    await expect.poll(() => playerChunkAsked, { timeout: WAIT_MS }).toBe(true);
    // Frame after frame while the page is held, Join stays busy: never an idle button on a page
    // that looks as if nothing happened.
    const busyFrames = await page.evaluate(
      () =>
        new Promise<boolean[]>((resolve) => {
          const seen: boolean[] = [];
          const tick = () => {
            const button = document.querySelector<HTMLButtonElement>('button[type=submit]');
            seen.push(Boolean(button?.disabled && button.hasAttribute('data-loading')));
            if (seen.length === 20) resolve(seen);
            else requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        }),
    );
    expect(busyFrames.every(Boolean), `busy in each frame: ${busyFrames.join(', ')}`).toBe(true);
    await shot(page, 'join-busy');
    release();
    await page.getByLabel('Your Name').waitFor();
    expect(new URL(page.url()).pathname).toBe('/player');
    await page.context().close();
  });

  it('shows one error at a time, clears it on success, and wraps a long name on the welcome card', async () => {
    const page = await openPage(browser, server, { viewport: PHONE });
    await page.goto('/');
    const field = page.getByLabel('Event Code');
    await field.fill('  ');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByText('Please enter an event code').waitFor();
    await field.fill('ZZZZ');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    // The old message stays until the server's answer replaces it: wait for the new one first.
    await page.getByText('No event found with this code').waitFor({ timeout: WAIT_MS });
    await expect.poll(() => joinErrors(page).count(), { timeout: WAIT_MS }).toBe(1);
    await expect(joinErrors(page).first().textContent()).resolves.not.toContain('Please enter an event code');
    await expect(page.getByLabel('Event Code').getAttribute('aria-invalid')).resolves.toBe('true');
    await shot(page, 'join-one-error');

    await field.fill(code);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    const name = page.getByLabel('Your Name');
    await name.waitFor();
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByText('Please enter your name').waitFor();
    await name.fill(`${LONG_NAME}and more`);
    await expect(name.inputValue()).resolves.toBe(LONG_NAME);
    await expectText(page.getByText('/40 characters'), '40/40 characters');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByText('Please select a team', { exact: true }).waitFor();
    await expect.poll(() => snackbars(page).count(), { timeout: WAIT_MS }).toBe(1);
    await shot(page, 'player-one-error');

    // The team is the phone's own picker (a native select): its teams by name, after its prompt.
    const team = page.getByRole('combobox', { name: 'Team' });
    expect(await team.locator('option:not([disabled])').allTextContents()).toEqual(['Owls', 'Team 2', 'Team 10']);
    await team.selectOption({ label: 'Team 2' });
    await shot(page, 'player-team-chosen');
    await page.getByRole('button', { name: 'Join', exact: true }).click();

    const welcome = page.getByRole('heading', { name: `Welcome, ${LONG_NAME}!` });
    await welcome.waitFor();
    await expect.poll(() => snackbars(page).count(), { timeout: WAIT_MS }).toBe(0);
    // The card holds the whole name: nothing of it past the card's edges.
    const card = await page.locator('[data-with-border]', { has: welcome }).boundingBox();
    const heading = await welcome.evaluate((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const box = range.getBoundingClientRect();
      return { left: box.left, right: box.right };
    });
    expect(card).not.toBeNull();
    expect(heading.left).toBeGreaterThanOrEqual(card!.x);
    expect(heading.right).toBeLessThanOrEqual(card!.x + card!.width);
    await shot(page, 'welcome-long-name');
    await page.context().close();
  });

  it('tells a player the host removed so, sends them back to the join page, and keeps them out', async () => {
    const page = await openPage(browser, server, { viewport: PHONE });
    await page.goto('/');
    await page.getByLabel('Event Code').fill(code);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByLabel('Your Name').fill('Prankster');
    // The team is the phone's own picker (a native select).
    await page.getByRole('combobox', { name: 'Team' }).selectOption({ label: 'Owls' });
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome, Prankster!' }).waitFor({ timeout: WAIT_MS });

    // The host removes them by the alias the console shows (never the phone's own id).
    const view = await hostView(server, token, eventId);
    const alias = view.players.find((p) => p.name === 'Prankster')!.playerId;
    await api(server, 'POST', `/events/${eventId}/live`, { action: 'remove-player', playerId: alias }, token);
    const removed = 'You were removed from this event by the host';
    await page.getByText(removed).first().waitFor({ timeout: WAIT_MS });
    await page.waitForURL((url) => url.pathname === '/', { timeout: WAIT_MS });
    await shot(page, 'removed-by-host');

    // The same phone, with the same id, tries the code again: refused with the same words.
    await page.getByLabel('Event Code').fill(code);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await expect.poll(() => joinErrors(page).last().textContent(), { timeout: WAIT_MS }).toContain(removed);
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
  it('creates a team in a modal dialog: the focus inside, Escape closes it, Enter creates and picks the team', async () => {
    const page = await openPage(browser, server, { viewport: PHONE });
    await page.goto(`/?code=${customCode}`);
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByLabel('Your Name').fill('Captain');
    const opener = page.getByRole('button', { name: 'Create New Team' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Create New Team' });
    await dialog.waitFor();
    // The browser's modal: the name field has the focus, and the page behind takes no clicks.
    await expect(page.evaluate(() => document.activeElement?.closest('dialog')?.open ?? false)).resolves.toBe(true);
    await shot(page, 'create-team-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Back on the button that opened it.
    await expect(opener.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

    await opener.click();
    await dialog.waitFor();
    await page.keyboard.type('Night Owls');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden', timeout: WAIT_MS });
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Team' }).evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.text), {
        timeout: WAIT_MS,
      })
      .toBe('Night Owls');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome, Captain!' }).waitFor({ timeout: WAIT_MS });
    await page.context().close();
  });
});
