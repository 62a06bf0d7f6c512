// What a manager and an admin meet on a laptop (issue 10): a missing or mangled record answered at
// once, unsaved edits kept from being dropped, an uploaded image shown, ended events marked, the
// session after a database import, page titles and the icon.
import { createHash, randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn, newAccount } from './authForms';
import { expectText } from './eventually';
import { browserAvailability, LAPTOP, openPage, type RunningServer, screenshots, startServerAndBrowser, WAIT_MS } from './harness';
import type { Question } from '@quizfest/shared';
import { api, createQuiz, type Manager, signUpManager, storeSession } from './liveApi';

const availability = browserAvailability();

describe.skipIf(!availability.run)('managers and admins on a laptop', () => {
  let server: RunningServer;
  let browser: Browser;
  let manager: Manager;
  const shot = screenshots('manager-laptop');

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    manager = await signUpManager(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  const managerPage = async (): Promise<Page> => {
    const page = await openPage(browser, server, { viewport: LAPTOP });
    await storeSession(page.context(), manager.session);
    return page;
  };

  /** The GETs a page makes to one API path, to tell one answer from retries. */
  const getsTo = (page: Page, path: string) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'GET' && new URL(request.url()).pathname === `/api${path}`) calls.push(request.url());
    });
    return calls;
  };

  it('serves an icon, and titles each page', async () => {
    const ico = await fetch(`${server.url}/favicon.ico`);
    expect(ico.status).toBe(200);
    expect(ico.headers.get('content-type')).toMatch(/^image\//);
    // An ICO file starts with reserved 0 and type 1; the page's HTML would start with '<!doctype'.
    expect([...new Uint8Array(await ico.arrayBuffer()).slice(0, 4)]).toEqual([0, 0, 1, 0]);
    const svg = await fetch(`${server.url}/favicon.svg`);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);

    const page = await managerPage();
    await page.goto('/manager/activities');
    await page.getByRole('heading', { name: 'My Activities' }).waitFor();
    await expect.poll(() => page.title(), { timeout: WAIT_MS }).toBe('My activities · QuizFest');
    expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toBe('/favicon.svg');
    await page.context().close();
  });

  it("says 'Quiz not found' after one call for a missing quiz, and after none for a mangled id", async () => {
    const page = await managerPage();
    const missing = randomUUID();
    const calls = getsTo(page, `/activities/quiz/${missing}`);
    await page.goto(`/manager/activities/quiz?id=${missing}`);
    await page.getByText('Quiz not found').waitFor();
    // Retries would have been made before the message shows: one call means none were.
    expect(calls).toHaveLength(1);

    const mangled = getsTo(page, '/activities/quiz/abc');
    for (const [path, text] of [
      ['/manager/activities/quiz?id=abc', 'Quiz not found'],
      ['/manager/teams/editor?id=abc', 'Team not found'],
      ['/manager/events/editor?id=abc', 'Event not found'],
    ] as const) {
      await page.goto(path);
      await page.getByText(text).waitFor();
      expect(await page.getByText('id must be a UUID').count()).toBe(0);
    }
    expect(mangled).toHaveLength(0);
    await page.context().close();
  });

  it('asks before unsaved quiz edits are dropped, by Back or by closing the tab, and not once saved', async () => {
    const quizId = await createQuiz(server, manager.token, 'Pub Quiz', []);
    const page = await managerPage();
    await page.goto(`/manager/activities/quiz?id=${quizId}`);
    const name = page.getByRole('textbox', { name: 'Quiz Name' });
    await name.fill('Pub Quiz, second round');

    await page.getByRole('button', { name: 'Back to activities' }).click();
    const prompt = page.getByRole('dialog', { name: 'Leave without saving?' });
    await prompt.waitFor();
    await shot(page, 'unsaved-changes-prompt');
    await page.getByRole('button', { name: 'Stay on this page' }).click();
    await prompt.waitFor({ state: 'hidden' });
    expect(await name.inputValue()).toBe('Pub Quiz, second round');

    // Closing the tab: the browser asks its own question, which is dismissed here (stay).
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Quiz saved').waitFor();
    await page.getByRole('button', { name: 'Back to activities' }).click();
    await page.waitForURL((url) => url.pathname === '/manager/activities');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await api<{ name: string }>(server, 'GET', `/activities/quiz/${quizId}`, undefined, manager.token)).name).toBe(
      'Pub Quiz, second round',
    );
    await page.context().close();
  });

  // Issue 21: a question dragged by its handle moves in both panes; a duplicated question and the
  // new order reach the server only with Save; a quiz duplicated from the list joins it.
  it('reorders questions by drag, duplicates one, saves, and duplicates the quiz', async () => {
    const question = (en: string, fr: string): Question => ({
      type: 'multiple_text_choice_2',
      correctAnswer: 1,
      texts: { en_US: { question: en, answers: ['Yes', 'No'] }, fr_FR: { question: fr, answers: ['Oui', 'Non'] } },
    });
    const questions = [question('One?', 'Un ?'), question('Two?', 'Deux ?'), question('Three?', 'Trois ?')];
    const quizId = await createQuiz(server, manager.token, 'Reorder Quiz', questions);
    const page = await managerPage();
    await page.goto(`/manager/activities/quiz?id=${quizId}`);
    const texts = (side: 'left' | 'right') =>
      page
        .getByTestId(`${side}-pane`)
        .getByRole('textbox', { name: 'Question', exact: true })
        .evaluateAll((all) => all.map((f) => (f as HTMLTextAreaElement).value));
    await page.getByTestId('left-pane').getByRole('button', { name: 'Drag question 1 to move it' }).waitFor();

    // Drag question 1 by its handle below question 3, in steps as a hand would.
    const handle = (await page.getByTestId('left-pane').getByRole('button', { name: 'Drag question 1 to move it' }).boundingBox())!;
    const target = (await page.getByTestId('left-pane').getByRole('button', { name: 'Drag question 3 to move it' }).boundingBox())!;
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + handle.width / 2, handle.y + 20, { steps: 5 });
    await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2 + 60, { steps: 15 });
    await page.mouse.up();
    await expect.poll(() => texts('left'), { timeout: WAIT_MS }).toEqual(['Two?', 'Three?', 'One?']);
    expect(await texts('right')).toEqual(['Deux ?', 'Trois ?', 'Un ?']);

    await page.getByTestId('right-pane').getByRole('button', { name: 'Duplicate question 1' }).click();
    expect(await texts('left')).toEqual(['Two?', 'Two?', 'Three?', 'One?']);
    await shot(page, 'quiz-editor-reordered');
    expect((await api(server, 'GET', `/activities/quiz/${quizId}`, undefined, manager.token)).questions).toHaveLength(3);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Quiz saved').waitFor();
    const saved = await api<{ questions: Question[] }>(server, 'GET', `/activities/quiz/${quizId}`, undefined, manager.token);
    expect(saved.questions.map((q) => q.texts.fr_FR?.question)).toEqual(['Deux ?', 'Deux ?', 'Trois ?', 'Un ?']);

    await page.getByRole('button', { name: 'Back to activities' }).click();
    await page.getByRole('button', { name: 'Duplicate Reorder Quiz' }).click();
    await page.getByRole('button', { name: 'Edit Reorder Quiz (copy)' }).waitFor();
    await shot(page, 'quiz-duplicated');
    await page.context().close();
  });

  it('shows a thumbnail of an uploaded question image', async () => {
    const quizId = await createQuiz(server, manager.token, 'Picture Round', [
      { type: 'multiple_text_choice_2', correctAnswer: 1, texts: { en_US: { question: 'Which owl?', answers: ['Barn', 'Snowy'] } } },
    ]);
    const page = await managerPage();
    await page.goto(`/manager/activities/quiz?id=${quizId}`);
    await page.getByText('Edit Quiz: Picture Round').waitFor();
    // Any real PNG will do: a picture of the page itself.
    const png = await page.screenshot({ clip: { x: 0, y: 0, width: 320, height: 200 } });
    await page
      .locator('[data-testid="left-pane"] input[type="file"]')
      .first()
      .setInputFiles({ name: 'owl.png', mimeType: 'image/png', buffer: png });
    const thumbnail = page.getByTestId('left-pane').getByRole('img', { name: 'Question image' });
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: WAIT_MS }).toBe(320);
    await shot(page, 'question-image-thumbnail');
    await page.context().close();
  });

  it('marks ended events in My Events', async () => {
    const create = async (name: string, start: number, end: number) => {
      const { id } = await api<{ id: string }>(server, 'POST', '/events', { name }, manager.token);
      await api(
        server,
        'PUT',
        `/events/${id}`,
        { name, teamIds: [], activities: [], startDate: new Date(start).toISOString(), endDate: new Date(end).toISOString() },
        manager.token,
      );
    };
    const day = 24 * 3600_000;
    await create('Spring Quiz', Date.now() - 30 * day, Date.now() - 30 * day + 3 * 3600_000);
    await create('Tonight', Date.now() - 3600_000, Date.now() + 3 * 3600_000);
    const page = await managerPage();
    await page.goto('/manager/events');
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await row('Spring Quiz').getByText('Ended').waitFor();
    expect(await row('Tonight').getByText('Ended').count()).toBe(0);
    await shot(page, 'my-events-ended-marker');
    await page.context().close();
  });

  it('after a database import, the admin is told the session has ended and signs in again', async () => {
    const account = newAccount('Admin');
    const passwordHash = createHash('sha256').update(account.password).digest('hex');
    await api(server, 'POST', '/auth/signup', {
      userName: account.userName,
      emailAddress: account.emailAddress,
      passwordHash,
      role: 'admin',
    });
    const { token } = await api<{ token: string }>(server, 'POST', '/auth/signin', { emailAddress: account.emailAddress, passwordHash });
    const dump = Buffer.from(
      await (await fetch(`${server.url}/api/admin/database-dump`, { headers: { authorization: `Bearer ${token}` } })).arrayBuffer(),
    );

    const page = await openPage(browser, server, { viewport: LAPTOP });
    await page.goto('/admin/sign-in');
    await fillSignIn(page, account);
    await page.waitForURL((url) => url.pathname === '/admin/home');
    await expectText(page.getByText(/^Welcome, /), `Welcome, ${account.userName}!`);
    await page
      .locator('input[type="file"][accept*=".zip"]')
      .setInputFiles({ name: 'backup.zip', mimeType: 'application/zip', buffer: dump });

    await page.getByText('Your session has ended').waitFor();
    await page.getByText('Database imported successfully!').waitFor();
    expect(await page.getByText(/^Welcome, /).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Export' }).count()).toBe(0);
    await shot(page, 'session-ended-after-import');

    await page.getByRole('button', { name: 'Sign in again' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/sign-in');
    // The backup held this account: its password signs in again.
    await fillSignIn(page, account);
    await page.waitForURL((url) => url.pathname === '/admin/home');
    await page.getByRole('button', { name: 'Export' }).waitFor();
    await page.context().close();
  });
});
