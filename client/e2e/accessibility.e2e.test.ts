// Everyone can play (issue 19): axe-core checks every page a quiz night visits, in the light and
// the dark theme, against WCAG 2.2 AA and axe's best practices. One game is played from the join
// page to the podium (a phone, the big screen and the host console), then the manager and admin
// pages are walked. Any serious or critical violation fails, named by rule, impact and nodes.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount } from './authForms';
import {
  BIG_SCREEN,
  browserAvailability,
  LAPTOP,
  openPage,
  PHONE_OPTIONS,
  type RunningServer,
  screenshots,
  startServerAndBrowser,
} from './harness';
import { api, createLiveEvent, createQuiz, createTeam, type Manager, signUpManager, storeSession } from './liveApi';

const availability = browserAvailability();
const axePath = createRequire(import.meta.url).resolve('axe-core');

const RULE_SETS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const SCHEMES = ['light', 'dark'] as const;
const TEAM = 'Green Herons';
const QUESTION = { question: 'Which planet is the largest in the solar system?', answers: ['Mercury', 'Venus', 'Jupiter', 'Mars'] };

type Finding = { id: string; impact: string; help: string; targets: string[] };

const shot = screenshots('accessibility');
/** The states pictured in both schemes, to look at the colours as people see them. */
const PICTURED = new Set([
  'player join form',
  'player answer received',
  'player reveal',
  'screen reveal',
  'host question',
  'quiz editor with the save toast',
]);

/**
 * Runs axe on the page as it is, once per colour scheme. The app follows the device's scheme until
 * someone picks one, so emulating prefers-color-scheme switches it live without reloading.
 */
async function audit(page: Page, state: string): Promise<void> {
  // One main landmark per page: screen readers jump to it past the page's controls.
  expect.soft(await page.locator('main, [role="main"]').count(), `${state}: main landmarks`).toBe(1);
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await page.waitForFunction((scheme) => document.documentElement.getAttribute('data-mantine-color-scheme') === scheme, colorScheme);
    // A navigation drops the injected script: inject it again when it is gone.
    if (!(await page.evaluate(() => 'axe' in window))) {
      await page.addScriptTag({ path: axePath });
      // Colours are measured as they end, not halfway through the scheme's colour transitions.
      await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; animation: none !important; }' });
    }
    const findings = await page.evaluate(async (runOnly) => {
      const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<any> } }).axe;
      const { violations } = await axe.run(document, { runOnly, resultTypes: ['violations'] });
      return (violations as any[])
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => ({
          id: violation.id as string,
          impact: violation.impact as string,
          help: violation.help as string,
          // The node, and for contrast the colours and ratio axe measured.
          targets: (violation.nodes as any[]).map((node) =>
            [(node.target as string[]).join(' '), node.any?.[0]?.message].filter(Boolean).join(': '),
          ),
        }));
    }, RULE_SETS);
    if (PICTURED.has(state)) await shot(page, `${state.replaceAll(' ', '-')}-${colorScheme}`);
    // Soft: one run reports every page state's findings, not only the first page's.
    expect.soft(findings, `${state} (${colorScheme})`).toEqual([] as Finding[]);
  }
}

describe.skipIf(!availability.run)('accessibility of a whole night, in light and dark', () => {
  let server: RunningServer;
  let browser: Browser;
  let manager: Manager;
  let code = '';
  let eventId = '';
  let quizId = '';
  let teamId = '';
  let phone: Page;
  let screen: Page;
  let host: Page;

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    manager = await signUpManager(server);
    quizId = await createQuiz(server, manager.token, 'Science Round', [
      { type: 'multiple_text_choice_4', correctAnswer: 3, timeLimit: 90, texts: { en_US: QUESTION, fr_FR: QUESTION } },
    ]);
    teamId = await createTeam(server, manager.token, TEAM);
    const event = await createLiveEvent(server, manager.token, { name: 'Accessible Quiz Night', quizId, teamIds: [teamId] });
    code = event.code;
    eventId = event.id;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const press = async (label: string, next: string) => {
    await host.getByRole('button', { name: label, exact: true }).click();
    await host.getByRole('button', { name: next, exact: true }).waitFor();
  };
  const phoneHeading = (name: string) => phone.getByRole('heading', { name, exact: true });
  const screenHeading = (name: string) => screen.getByRole('heading', { level: 1, name, exact: true });
  /** What has focus on the phone: a step's control went away, and focus must not drop to the body. */
  const focused = () =>
    phone.evaluate(() => (document.activeElement === document.body ? '(the body)' : (document.activeElement?.textContent ?? '')));

  it('the join page and the player join form', async () => {
    phone = await openPage(browser, server, PHONE_OPTIONS);
    await phone.goto('/');
    await phone.getByRole('textbox', { name: 'Event Code' }).waitFor();
    await audit(phone, 'join page');
    await phone.getByRole('textbox', { name: 'Event Code' }).fill(code);
    await phone.getByRole('button', { name: 'Join', exact: true }).tap();
    await phone.getByRole('heading', { name: 'Join the game' }).waitFor();
    expect(await focused()).toBe('Join the game');
    await audit(phone, 'player join form');
    await phone.getByRole('textbox', { name: 'Your Name' }).fill('Alice');
    // The team is the phone's own picker (a native select).
    await phone.getByRole('combobox', { name: 'Team' }).selectOption({ label: TEAM });
    await phone.getByRole('button', { name: 'Join', exact: true }).tap();
    await phoneHeading('Welcome, Alice!').waitFor();
    expect(await focused()).toBe('Welcome, Alice!');
    await audit(phone, 'player lobby');
  });

  it('a second phone joins, and never answers', async () => {
    // Connected and silent, Bob keeps the question open until the host reveals it: the only
    // player's answer would close it at once and take Alice's phone past the confirmation.
    const bob = await openPage(browser, server, PHONE_OPTIONS);
    await bob.goto(`/?code=${code}`);
    await bob.getByRole('button', { name: 'Join', exact: true }).tap();
    await bob.getByRole('textbox', { name: 'Your Name' }).fill('Bob');
    // The team is the phone's own picker (a native select).
    await bob.getByRole('combobox', { name: 'Team' }).selectOption({ label: TEAM });
    await bob.getByRole('button', { name: 'Join', exact: true }).tap();
    await bob.getByRole('heading', { name: 'Welcome, Bob!' }).waitFor();
  });

  it('the big screen and the host console in the lobby', async () => {
    screen = await openPage(browser, server, { viewport: BIG_SCREEN });
    await screen.goto(`/?isScreen=true&code=${code}`);
    await screen.getByRole('button', { name: 'Join as Screen' }).click();
    await screen.getByRole('heading', { name: `${TEAM} (2)` }).waitFor();
    await audit(screen, 'screen lobby');

    host = await openPage(browser, server, { viewport: LAPTOP });
    await storeSession(host.context(), manager.session);
    await host.goto(`/manager/events/live?id=${eventId}`);
    await host.getByText('2 players ready, 2 connected.').waitFor();
    await audit(host, 'host lobby');
  });

  it('a question, answered, on the phone, the screen and the console', async () => {
    await press('Start the quiz', 'Reveal the answer');
    await phoneHeading(QUESTION.question).waitFor();
    await audit(phone, 'player question');
    await screenHeading(QUESTION.question).waitFor();
    await audit(screen, 'screen question');
    await audit(host, 'host question');
    await phone.getByRole('button', { name: 'Jupiter' }).tap();
    await phone.getByText('Answer received').waitFor();
    expect(await focused()).toMatch(/^Answer received/);
    await audit(phone, 'player answer received');
  });

  it('the reveal, the leaderboard and the podium', async () => {
    await press('Reveal the answer', 'Show the leaderboard');
    await phoneHeading('Correct!').waitFor();
    await audit(phone, 'player reveal');
    await screen.getByRole('list', { name: 'Answers per option' }).waitFor();
    await audit(screen, 'screen reveal');
    await audit(host, 'host reveal');

    await press('Show the leaderboard', 'Show the podium');
    await phoneHeading('Leaderboard').waitFor();
    await audit(phone, 'player leaderboard');
    await screenHeading('Leaderboard Classement').waitFor();
    await audit(screen, 'screen leaderboard');

    await press('Show the podium', 'End the event');
    await phoneHeading('Final results').waitFor();
    await audit(phone, 'player ended');
    await screen.getByRole('list', { name: 'Podium' }).waitFor();
    await audit(screen, 'screen podium');
  });

  it('the sign-in and sign-up pages', async () => {
    const page = await openPage(browser, server, { viewport: LAPTOP });
    await page.goto('/manager/sign-in');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await audit(page, 'manager sign in');
    await page.goto('/manager/sign-up');
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    await audit(page, 'manager sign up');
    await page.context().close();
  });

  it('the dashboard and the editors, with the save toast', async () => {
    const page = await openPage(browser, server, { viewport: LAPTOP });
    await storeSession(page.context(), manager.session);
    await page.goto('/manager/home');
    await page.getByText(`Welcome, ${manager.account.userName}!`).waitFor();
    await audit(page, 'manager dashboard');

    await page.goto(`/manager/activities/quiz?id=${quizId}`);
    const name = page.getByRole('textbox', { name: 'Quiz Name' });
    await name.waitFor();
    await audit(page, 'quiz editor');
    await name.fill('Science Round, revised');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Quiz saved').waitFor();
    await audit(page, 'quiz editor with the save toast');

    await page.goto(`/manager/events/editor?id=${eventId}`);
    await page.getByRole('textbox', { name: 'Event Name' }).waitFor();
    await audit(page, 'event editor');

    await page.goto(`/manager/teams/editor?id=${teamId}`);
    await page.getByRole('textbox', { name: 'Team Name' }).waitFor();
    await audit(page, 'team editor');
    await page.context().close();
  });

  it('the admin dashboard', async () => {
    const account = newAccount('Admin');
    const passwordHash = createHash('sha256').update(account.password).digest('hex');
    await api(server, 'POST', '/auth/signup', {
      userName: account.userName,
      emailAddress: account.emailAddress,
      passwordHash,
      role: 'admin',
    });
    const session = await api(server, 'POST', '/auth/signin', { emailAddress: account.emailAddress, passwordHash });
    const page = await openPage(browser, server, { viewport: LAPTOP });
    await storeSession(page.context(), session);
    await page.goto('/admin/home');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await audit(page, 'admin dashboard');
    await page.context().close();
  });
});
