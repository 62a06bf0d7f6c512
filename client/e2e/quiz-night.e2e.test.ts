// A whole quiz night in one browser with four people in it: the manager prepares a quiz, a team and
// an event; a player joins from a phone; the big screen shows them; the admin backs the database
// up, wipes it and restores it, and everyone's work comes back.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignIn, fillSignUp, newAccount } from './authForms';
import { expectChecked, expectSelected, expectText, expectValue } from './eventually';
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
import { pickDateTime, pickerText } from './pickDateTime';

const availability = browserAvailability();
// The screen polls every second; the player's name should be up within a few polls.
const ROSTER_WAIT_MS = 5_000;

const QUIZ = 'Pub Quiz';
const TEAM = 'Red Foxes';
const EVENT = 'Friday Quiz Night';
const PLAYER = 'Alice';
const MULTIPLE_CHOICE = {
  en_US: { question: 'What is the capital of Australia?', answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'] },
  fr_FR: { question: "Quelle est la capitale de l'Australie ?", answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth (FR)'] },
  correct: 3,
};
const FREE_TEXT = {
  en_US: { question: 'Which planet is known as the red planet?', answer: 'Mars' },
  fr_FR: { question: 'Quelle planète est surnommée la planète rouge ?', answer: 'Mars (FR)' },
};

describe.skipIf(!availability.run)('quiz night: manager, player, screen and admin', () => {
  let server: RunningServer;
  let browser: Browser;
  let manager: Page;
  let player: Page;
  let screen: Page;
  let admin: Page;
  const shot = screenshots('quiz-night');
  let downloads = '';
  const managerAccount = newAccount('Manager');
  let eventCode = '';

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    downloads = mkdtempSync(join(tmpdir(), 'quizfest-e2e-downloads-'));
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (downloads) rmSync(downloads, { recursive: true, force: true });
  });

  it('the manager signs up and writes a two-language quiz that survives a reload', async () => {
    manager = await openPage(browser, server, { viewport: LAPTOP });
    await manager.goto('/manager/sign-up');
    await manager.getByRole('heading', { name: 'Manager Sign Up' }).waitFor();
    await shot(manager, 'manager-sign-up');
    await fillSignUp(manager, managerAccount);
    await manager.waitForURL('**/manager/home');
    await manager.getByRole('heading', { name: 'Manager Dashboard' }).waitFor();
    await manager.getByText(`Welcome, ${managerAccount.userName}!`).waitFor();
    await shot(manager, 'manager-dashboard');

    await manager.getByRole('link', { name: /My Activities/ }).click();
    await manager.waitForURL('**/manager/activities');
    await manager.getByText('No activities found').waitFor();
    await manager.getByRole('button', { name: 'Create New Activity' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Create New Activity' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(QUIZ);
    await dialog.getByRole('radio', { name: 'Quiz' }).check();
    await shot(manager, 'create-activity-dialog');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await manager.waitForURL(/\/manager\/activities\/quiz\?id=[0-9a-f-]{36}$/);
    await manager.getByRole('heading', { name: `Edit Quiz: ${QUIZ}` }).waitFor();
    await manager.getByText('No questions yet. Add your first question!').first().waitFor();
    await manager.getByRole('heading', { name: 'Translation' }).waitFor();
    await expectValue(manager.getByRole('combobox', { name: 'Left pane language' }), 'English (US)');
    await expectValue(manager.getByRole('combobox', { name: 'Right pane language' }), 'Français (FR)');
    await shot(manager, 'quiz-editor-empty');

    const left = manager.getByTestId('left-pane');
    const right = manager.getByTestId('right-pane');
    const questionText = (pane: Locator, index: number) => pane.getByRole('textbox', { name: 'Question', exact: true }).nth(index);
    const option = (pane: Locator, n: number) => pane.getByRole('textbox', { name: `Option ${n}`, exact: true });

    // Question 1: four options, the third correct, in both languages.
    await manager.getByRole('button', { name: 'Add Question' }).click();
    for (const [pane, language] of [
      [left, 'en_US'],
      [right, 'fr_FR'],
    ] as const) {
      const text = MULTIPLE_CHOICE[language];
      await questionText(pane, 0).fill(text.question);
      for (const [i, answer] of text.answers.entries()) await option(pane, i + 1).fill(answer);
    }
    await left.getByRole('radio', { name: `Option ${MULTIPLE_CHOICE.correct} is correct` }).check();
    // The correct answer belongs to the question, so the French pane follows.
    await expectChecked(right.getByRole('radio', { name: `Option ${MULTIPLE_CHOICE.correct} is correct` }));

    // Question 2: free text, in both languages.
    await manager.getByRole('button', { name: 'Add Question' }).click();
    await left.getByRole('combobox', { name: 'Type' }).nth(1).click();
    await manager.getByRole('option', { name: 'Free text answer' }).click();
    await expectValue(right.getByRole('combobox', { name: 'Type' }).nth(1), 'Free text answer');
    for (const [pane, language] of [
      [left, 'en_US'],
      [right, 'fr_FR'],
    ] as const) {
      await questionText(pane, 1).fill(FREE_TEXT[language].question);
      await pane.getByRole('textbox', { name: 'Correct answer' }).fill(FREE_TEXT[language].answer);
    }
    await shot(manager, 'quiz-editor-filled');
    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.getByText('Quiz saved').waitFor();
    await shot(manager, 'quiz-saved');

    await manager.reload();
    await manager.getByRole('heading', { name: `Edit Quiz: ${QUIZ}` }).waitFor();
    for (const [pane, language] of [
      [left, 'en_US'],
      [right, 'fr_FR'],
    ] as const) {
      await expectValue(questionText(pane, 0), MULTIPLE_CHOICE[language].question);
      for (const [i, answer] of MULTIPLE_CHOICE[language].answers.entries()) await expectValue(option(pane, i + 1), answer);
      await expectChecked(pane.getByRole('radio', { name: `Option ${MULTIPLE_CHOICE.correct} is correct` }));
      await expectValue(pane.getByRole('combobox', { name: 'Type' }).nth(1), 'Free text answer');
      await expectValue(questionText(pane, 1), FREE_TEXT[language].question);
      await expectValue(pane.getByRole('textbox', { name: 'Correct answer' }), FREE_TEXT[language].answer);
    }
    await shot(manager, 'quiz-after-reload');
  });

  it('the manager creates a team', async () => {
    await manager.goto('/manager/teams');
    await manager.getByRole('heading', { name: 'My Teams' }).waitFor();
    await manager.getByRole('button', { name: 'Create New Team' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Create New Team' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(TEAM);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await manager.waitForURL(/\/manager\/teams\/editor\?id=[0-9a-f-]{36}$/);
    await manager.getByRole('heading', { name: `Edit Team: ${TEAM}` }).waitFor();
    await expectValue(manager.getByRole('textbox', { name: 'Team Name' }), TEAM);
    await shot(manager, 'team-editor');
    await manager.getByRole('button', { name: 'Back to teams' }).click();
    await manager.getByRole('cell', { name: TEAM, exact: true }).waitFor();
    await shot(manager, 'teams-list');
  });

  it('the manager creates an event with the team and the quiz, running now', async () => {
    await manager.getByRole('button', { name: 'Home' }).click();
    await manager.getByRole('link', { name: /My Events/ }).click();
    await manager.getByRole('heading', { name: 'My Events' }).waitFor();
    await manager.getByRole('button', { name: 'Create New Event' }).click();
    const dialog = manager.getByRole('dialog', { name: 'Create New Event' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill(EVENT);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await manager.getByRole('cell', { name: EVENT, exact: true }).waitFor();
    await shot(manager, 'events-list');

    await manager.getByRole('button', { name: `Edit ${EVENT}` }).click();
    await manager.waitForURL(/\/manager\/events\/editor\?id=[0-9a-f-]{36}$/);
    await manager.getByRole('heading', { name: `Edit Event: ${EVENT}` }).waitFor();
    await manager.getByText('No teams selected. You can select teams from your available teams list.').waitFor();
    await manager.getByText('No activities added yet').waitFor();
    await shot(manager, 'event-editor-new');

    await manager.getByRole('combobox', { name: 'Selected teams' }).click();
    await manager.getByRole('option', { name: TEAM }).click();
    await manager.keyboard.press('Escape');
    await manager.getByRole('heading', { name: 'Teams (1)' }).waitFor();

    await manager.getByRole('button', { name: 'Add Activity' }).click();
    await manager.getByText('Activity 1', { exact: true }).waitFor();
    await manager.getByRole('combobox', { name: 'Activity', exact: true }).click();
    await manager.getByRole('option', { name: `${QUIZ} (Quiz)` }).click();
    await expectValue(manager.getByRole('combobox', { name: 'Activity', exact: true }), `${QUIZ} (Quiz)`);
    await expectValue(manager.getByRole('combobox', { name: 'Teams Config' }), 'Only Preset Teams');
    await expectValue(manager.getByRole('combobox', { name: 'Allow Teamless Players' }), 'No');

    // Started a few minutes ago, ends in three hours: the event is running for the rest of the test.
    const start = new Date(Date.now() - 5 * 60_000);
    const end = new Date(Date.now() + 3 * 3600_000);
    await pickDateTime(manager, 'Start Date', start);
    await pickDateTime(manager, 'End Date', end);
    await expectText(manager.getByRole('button', { name: 'Start Date' }), pickerText(start));
    await expectText(manager.getByRole('button', { name: 'End Date' }), pickerText(end));

    await manager.getByRole('button', { name: 'Save' }).click();
    await manager.getByText('Event saved successfully!').waitFor();
    eventCode = await manager.getByRole('textbox', { name: 'Event Code' }).inputValue();
    expect(eventCode).toMatch(/^[A-Z]{4}$/);
    await shot(manager, 'event-saved');

    await manager.reload();
    await manager.getByRole('heading', { name: 'Teams (1)' }).waitFor();
    await manager.getByRole('heading', { name: 'Activities (1)' }).waitFor();
    await expectValue(manager.getByRole('combobox', { name: 'Activity', exact: true }), `${QUIZ} (Quiz)`);
    await expectText(manager.getByRole('button', { name: 'Start Date' }), pickerText(start));
    await expectText(manager.getByRole('button', { name: 'End Date' }), pickerText(end));
  });

  it('a player joins from a phone with the code typed in lower case', async () => {
    player = await openPage(browser, server, PHONE_OPTIONS);
    await player.goto('/');
    const code = player.getByRole('textbox', { name: 'Event Code' });
    await code.pressSequentially(eventCode.toLowerCase());
    await expectValue(code, eventCode);
    await shot(player, 'player-join-page');
    await player.getByRole('button', { name: 'Join', exact: true }).tap();
    await player.waitForURL('**/player');
    await player.getByRole('heading', { name: EVENT }).waitFor();
    await player.getByRole('heading', { name: 'Join the game' }).waitFor();
    await shot(player, 'player-join-form');

    await player.getByRole('textbox', { name: 'Your Name' }).fill(PLAYER);
    // The team is the phone's own picker (a native select).
    await player.getByRole('combobox', { name: 'Team' }).selectOption({ label: TEAM });
    await expectSelected(player.getByRole('combobox', { name: 'Team' }), TEAM);
    await shot(player, 'player-form-filled');
    await player.getByRole('button', { name: 'Join', exact: true }).tap();
    await player.getByRole('heading', { name: `Welcome, ${PLAYER}!` }).waitFor();
    await player.getByText(`Team: ${TEAM}`).waitFor();
    await shot(player, 'player-welcome');
  });

  it('the big screen joins and shows the event, its code and the player in the team', async () => {
    screen = await openPage(browser, server, { viewport: BIG_SCREEN });
    await screen.goto('/?isScreen=true');
    await screen.getByRole('textbox', { name: 'Event Code' }).fill(eventCode);
    await shot(screen, 'screen-join-page');
    await screen.getByRole('button', { name: 'Join as Screen' }).click();
    await screen.waitForURL('**/screen');
    await screen.getByRole('heading', { level: 1, name: EVENT }).waitFor();
    await expectText(screen.getByLabel(`Event code ${eventCode.split('').join(' ')}`), eventCode);
    // The roster is the team's card: its heading counts the players and the names follow it.
    const team = screen.getByRole('heading', { name: `${TEAM} (1)` });
    await team.waitFor({ timeout: ROSTER_WAIT_MS });
    expect(await team.locator('xpath=..').textContent()).toContain(PLAYER);
    await shot(screen, 'screen-lobby');
  });

  it('the admin exports, resets and imports the database, and everything comes back', async () => {
    admin = await openPage(browser, server, { viewport: LAPTOP, acceptDownloads: true });
    await admin.goto('/admin/sign-up');
    await admin.getByRole('heading', { name: 'Admin Sign Up' }).waitFor();
    await shot(admin, 'admin-sign-up');
    await fillSignUp(admin, newAccount('Admin'));
    await admin.waitForURL('**/admin/home');
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await admin.getByText('Role: admin').waitFor();
    await shot(admin, 'admin-dashboard');

    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^database_dump_.*\.zip$/);
    const dumpPath = join(downloads, download.suggestedFilename());
    await download.saveAs(dumpPath);
    await admin.getByText('Database exported successfully!').waitFor();
    await shot(admin, 'admin-exported');

    await admin.getByRole('button', { name: 'Reset', exact: true }).click();
    const confirm = admin.getByRole('dialog', { name: 'Reset Database' });
    await confirm.getByText('This action cannot be undone!').waitFor();
    await shot(admin, 'admin-reset-dialog');
    await confirm.getByRole('button', { name: 'Reset Database' }).click();
    await admin.getByText('Database reset successfully!').waitFor();
    await confirm.waitFor({ state: 'hidden' });
    await shot(admin, 'admin-reset-done');

    // The event is gone: the player is told and sent back to the join page (its id is kept).
    await player.getByText('Event not found').waitFor();
    await player.getByLabel('Event Code').waitFor();
    await shot(player, 'player-after-reset');

    // The reset took the admin's own account: the dashboard says so and leads to a fresh sign-up,
    // which the first admin after a reset may do.
    await admin.getByText('Your admin account was removed').waitFor();
    expect(await admin.getByText('Welcome,').count()).toBe(0);
    await admin.getByRole('button', { name: 'Sign up again' }).click();
    await admin.waitForURL('**/admin/sign-up');
    await fillSignUp(admin, newAccount('Admin'));
    await admin.waitForURL('**/admin/home');
    await admin.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    const [chooser] = await Promise.all([
      admin.waitForEvent('filechooser'),
      admin.getByRole('button', { name: 'Choose .zip and import' }).click(),
    ]);
    await chooser.setFiles(dumpPath);
    await admin.getByText('Database imported successfully!').waitFor();
    await shot(admin, 'admin-imported');

    await expectManagerList('/manager/activities', 'My Activities', QUIZ);
    await shot(manager, 'manager-activities-restored');
    await expectManagerList('/manager/teams', 'My Teams', TEAM);
    await shot(manager, 'manager-teams-restored');
    await expectManagerList('/manager/events', 'My Events', EVENT);
    await manager.getByRole('cell', { name: eventCode, exact: true }).waitFor();
    await shot(manager, 'manager-events-restored');

    // Back with the same code and the same player id, the restored record greets the player.
    await player.getByLabel('Event Code').fill(eventCode);
    await player.getByRole('button', { name: 'Join', exact: true }).click();
    await player.getByRole('heading', { name: `Welcome, ${PLAYER}!` }).waitFor();
    await player.getByText(`Team: ${TEAM}`).waitFor();
    await shot(player, 'player-after-import');
  });

  /** Opens a manager list, signing in again if the reset ended the session, and finds `name` in it. */
  async function expectManagerList(path: string, title: string, name: string) {
    await manager.goto(path);
    const edit = manager.getByRole('button', { name: `Edit ${name}` });
    const signIn = manager.getByRole('heading', { name: 'Manager Sign In' });
    await edit.or(signIn).waitFor();
    if (await signIn.isVisible()) {
      await shot(manager, 'manager-signed-out-by-reset');
      await fillSignIn(manager, managerAccount);
      await manager.waitForURL(`**${path}`);
    }
    await manager.getByRole('heading', { name: title }).waitFor();
    await edit.waitFor();
  }
});
