// The import preview with a poll, several right answers and numeric estimates among its rows (issue
// 20): a poll typed as one, with no right answer and no points badge (a poll scores nothing); several
// right answers with each right one and its points badge; an estimate with its value, tolerance and
// unit; a slide, which has nothing to answer; a put in order's items in their right order; all handed
// to the editor as they came.
import type { Question } from '@quizfest/shared';
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiUpload } from '../../../api/client';
import { i18n } from '../../../i18n/i18n';
import { render } from '../../../test/render';
import type { ImportPreview } from '../api/quizImport';
import { ImportQuestionsDialog } from './ImportQuestionsDialog';

// The preview is an upload (XMLHttpRequest, for its progress), below the fetch seam mockApi covers.
vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/client')>()),
  apiUpload: vi.fn(),
}));

afterEach(() => vi.mocked(apiUpload).mockReset());

const POLL: Question = {
  type: 'poll',
  // A file may give a poll points: they count for no one, so no badge says otherwise.
  pointsMultiplier: 2,
  texts: { en_US: { question: 'Best season?', answers: ['Spring', 'Summer', 'Autumn'] } },
};
const TEA: Question = {
  type: 'multiple_text_choice_2',
  correctAnswer: 2,
  pointsMultiplier: 2,
  texts: { en_US: { question: 'Tea or coffee?', answers: ['Tea', 'Coffee'] } },
};
const PRIMES: Question = {
  type: 'multiple_select',
  correctAnswers: [1, 3],
  pointsMultiplier: 0,
  texts: {
    en_US: { question: 'Which are prime?', answers: ['Two', 'Four', 'Five', 'Nine'] },
    fr_FR: { question: 'Lesquels sont premiers ?', answers: ['Deux', 'Quatre', 'Cinq', 'Neuf'] },
  },
};
const MOON: Question = {
  type: 'numeric_estimate',
  correctValue: 1969,
  tolerance: 2,
  texts: {
    en_US: { question: 'Year of the Moon landing?', unit: 'years' },
    fr_FR: { question: 'Année de l’alunissage ?', unit: 'ans' },
  },
};
/** French only, so its row reads in French: a decimal comma. */
const WALK: Question = {
  type: 'numeric_estimate',
  correctValue: 3.5,
  texts: { fr_FR: { question: 'Combien de kilomètres en une heure de marche ?', unit: 'km' } },
};
/** A round's title: no right answer, no points. */
const ROUND: Question = {
  type: 'slide',
  texts: { en_US: { question: 'Round 2: space' }, fr_FR: { question: 'Manche 2 : l’espace' } },
};
/** Put in order: the items as written are the right order, in the row's language. */
const HISTORY: Question = {
  type: 'ordering',
  pointsMultiplier: 2,
  texts: {
    en_US: { question: 'Oldest first', answers: ['Rome', 'London', 'New York'] },
    fr_FR: { question: 'Du plus ancien au plus récent', answers: ['Rome', 'Londres', 'New York'] },
  },
};
const preview: ImportPreview = {
  format: 'template',
  rows: [
    { row: 2, question: POLL, problems: [] },
    { row: 3, question: TEA, problems: [] },
    { row: 4, question: PRIMES, problems: [] },
    { row: 5, question: MOON, problems: [] },
    { row: 6, question: WALK, problems: [] },
    { row: 7, question: ROUND, problems: [] },
    { row: 8, question: HISTORY, problems: [] },
  ],
  images: [],
};

async function previewFile(onImport = vi.fn()) {
  vi.mocked(apiUpload).mockResolvedValue(preview);
  render(<ImportQuestionsDialog quizId="quiz-1" opened currentCount={0} defaultLanguage="en_US" onClose={vi.fn()} onImport={onImport} />);
  // The dialog renders in a portal, outside the render's container.
  const input = document.body.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, new File(['x'], 'quiz.xlsx'));
  await userEvent.click(screen.getByRole('button', { name: i18n.t('manage:quizImport.preview') }));
  const table = await screen.findByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

const cells = (row: HTMLElement | undefined) =>
  within(row!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the import preview of a poll, of several right answers and of numeric estimates', () => {
  it('shows the poll’s type, that it has no right answer, and no points badge', async () => {
    const onImport = vi.fn();
    const [poll, tea] = await previewFile(onImport);
    expect(cells(poll)).toEqual(['2', 'Poll', 'Best season?', '', 'None: a poll', 'Ready']);
    expect(cells(tea)).toEqual(['3', 'Multiple choice (2 options)×2 points', 'Tea or coffee?', '', '2. Coffee', 'Ready']);

    await userEvent.click(screen.getByRole('button', { name: 'Add 7 questions' }));
    expect(onImport).toHaveBeenCalledWith([POLL, TEA, PRIMES, MOON, WALK, ROUND, HISTORY], 'append');
  });

  it('shows several right answers with its type, each right answer and its points', async () => {
    const [, , primes] = await previewFile();
    const [, type, , , right] = within(primes!).getAllByRole('cell');
    expect(type).toHaveTextContent(/^Several right answersNo points$/);
    expect(within(right!).getByText('1. Two')).toBeInTheDocument();
    expect(within(right!).getByText('3. Five')).toBeInTheDocument();
    expect(right).not.toHaveTextContent(/Four|Nine/);
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const [poll] = await previewFile();
    expect(within(poll!).getByRole('cell', { name: 'Sondage' })).toBeInTheDocument();
    expect(within(poll!).getByRole('cell', { name: 'Aucune\u00a0: sondage' })).toBeInTheDocument();
  });

  it('says several right answers in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const [, , primes] = await previewFile();
    expect(within(primes!).getAllByRole('cell')[1]).toHaveTextContent(/^Plusieurs bonnes réponsesSans points$/);
  });

  it('shows a numeric estimate’s type, and its value with the tolerance and unit in the row’s language', async () => {
    const [, , , moon, walk] = await previewFile();
    expect(cells(moon)).toEqual([
      '5',
      'Numeric estimate',
      'Year of the Moon landing?',
      'Année de l’alunissage ?',
      '1969 ± 2\u00a0years',
      'Ready',
    ]);
    expect(cells(walk)).toEqual(['6', 'Numeric estimate', '', 'Combien de kilomètres en une heure de marche ?', '3,5\u00a0km', 'Ready']);
  });

  it('says a numeric estimate in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const [, , , moon] = await previewFile();
    expect(within(moon!).getByRole('cell', { name: 'Estimation numérique' })).toBeInTheDocument();
  });

  it('shows a slide’s type and that it has no right answer, in English and in French', async () => {
    const [, , , , , round] = await previewFile();
    expect(cells(round)).toEqual(['7', 'Slide', 'Round 2: space', 'Manche 2 : l’espace', 'None: a slide', 'Ready']);
    cleanup();
    await act(() => i18n.changeLanguage('fr'));
    const [, , , , , manche] = await previewFile();
    expect(within(manche!).getByRole('cell', { name: 'Diapositive' })).toBeInTheDocument();
    expect(within(manche!).getByRole('cell', { name: 'Aucune\u00a0: diapositive' })).toBeInTheDocument();
  });

  it('shows put in order’s type, points and its items in their right order, in English and in French', async () => {
    const [, , , , , , history] = await previewFile();
    expect(cells(history)).toEqual([
      '8',
      'Put in order×2 points',
      'Oldest first',
      'Du plus ancien au plus récent',
      'Rome > London > New York',
      'Ready',
    ]);
    cleanup();
    await act(() => i18n.changeLanguage('fr'));
    const [, , , , , , histoire] = await previewFile();
    expect(within(histoire!).getAllByRole('cell')[1]).toHaveTextContent(/^Remettre dans l’ordrePoints ×2$/);
  });
});
