// Questions in from a spreadsheet (issue 21), as a manager does it on a laptop: the quiz editor's
// Import dialog previews every row with its problems, the good rows go into the editor, one is
// fixed there, and Save stores the quiz; nothing is stored before Save.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { Quiz } from '@quizfest/shared';
import { browserAvailability, LAPTOP, openPage, type RunningServer, screenshots, startServerAndBrowser } from './harness';
import { api, createQuiz, type Manager, signUpManager, storeSession } from './liveApi';

const availability = browserAvailability();

const HEADER = [
  'type',
  'question_en',
  'question_fr',
  'answer_1_en',
  'answer_1_fr',
  'answer_2_en',
  'answer_2_fr',
  'answer_3_en',
  'answer_3_fr',
  'answer_4_en',
  'answer_4_fr',
  'correct_answer',
  'text_answer_en',
  'text_answer_fr',
  'image',
  'time_limit',
];
const ROWS = [
  [
    '4 choices',
    'Capital of Australia',
    "Capitale de l'Australie ?",
    'Sydney',
    'Sydney',
    'Melbourne',
    'Melbourne',
    'Canberra',
    'Canberra',
    'Perth',
    'Perth',
    3,
    '',
    '',
    '',
    30,
  ],
  [
    '4 choices',
    'Largest ocean?',
    'Plus grand océan ?',
    'Atlantic',
    'Atlantique',
    'Indian',
    'Indien',
    'Arctic',
    'Arctique',
    'Pacific',
    'Pacifique',
    5,
    '',
    '',
    '',
    '',
  ],
  ['free text', 'Red planet?', 'Planète rouge ?', '', '', '', '', '', '', '', '', '', 'Mars', 'Mars', '', ''],
];

describe.skipIf(!availability.run)('importing questions from a spreadsheet', () => {
  let server: RunningServer;
  let browser: Browser;
  let manager: Manager;
  const shot = screenshots('quiz-import');

  beforeAll(async () => {
    ({ server, browser } = await startServerAndBrowser());
    manager = await signUpManager(server);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('previews the rows with their problems, puts the good ones in the editor, and saves them with a fix', async () => {
    const quizId = await createQuiz(server, manager.token, 'Imported night', []);
    const cells = [HEADER, ...ROWS].map((row) => row.map((value) => (value === '' ? null : { value })));
    const file = join(mkdtempSync(join(tmpdir(), 'quiz-import-')), 'questions.xlsx');
    writeFileSync(file, await writeXlsxFile(cells as never).toBuffer());

    const page = await openPage(browser, server, { viewport: LAPTOP });
    await storeSession(page.context(), manager.session);
    await page.goto(`/manager/activities/quiz?id=${quizId}`);
    await page.getByRole('button', { name: 'Import / export' }).click();
    await page.getByRole('menuitem', { name: 'Import questions…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import questions' });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles(file);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await dialog.getByText('row 3: correct answer 5 but only 4 answers').waitFor();
    // The row left out still shows what it asks, so it can be found in the spreadsheet.
    await dialog.getByRole('cell', { name: 'Largest ocean?' }).waitFor();
    await dialog.getByText('2 questions ready. 1 row with problems is left out.').waitFor();
    await shot(page, 'import-preview');
    // The preview saved nothing.
    expect((await api<Quiz>(server, 'GET', `/activities/quiz/${quizId}`, undefined, manager.token)).questions).toEqual([]);

    await dialog.getByRole('button', { name: 'Add 2 questions' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('2 questions imported: press Save to keep them').waitFor();
    // The fix: the first question lost its question mark in the spreadsheet.
    const first = page.getByRole('textbox', { name: 'Question', exact: true }).first();
    expect(await first.inputValue()).toBe('Capital of Australia');
    await first.fill('Capital of Australia?');
    await shot(page, 'imported-in-editor');
    expect((await api<Quiz>(server, 'GET', `/activities/quiz/${quizId}`, undefined, manager.token)).questions).toEqual([]);

    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Quiz saved').waitFor();
    const saved = await api<Quiz>(server, 'GET', `/activities/quiz/${quizId}`, undefined, manager.token);
    expect(saved.questions).toEqual([
      {
        type: 'multiple_text_choice_4',
        correctAnswer: 3,
        timeLimit: 30,
        texts: {
          en_US: { question: 'Capital of Australia?', answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'] },
          fr_FR: { question: "Capitale de l'Australie ?", answers: ['Sydney', 'Melbourne', 'Canberra', 'Perth'] },
        },
      },
      {
        type: 'free_text_input',
        texts: { en_US: { question: 'Red planet?', answer: 'Mars' }, fr_FR: { question: 'Planète rouge ?', answer: 'Mars' } },
      },
    ]);
    await page.context().close();
  });
});
