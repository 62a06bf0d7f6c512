// The quiz editor on a French browser (issue 19): the editor's own texts in French, the quiz's texts
// as written (the panes' languages are the quiz's, not the page's).
import type { Quiz } from '@quizfest/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/signedIn';
import { SETTING_DEFAULTS } from '../../../test/quiz/quizEditor';

const QUIZ_ID = '11111111-1111-4111-8111-111111111111';
const quiz: Quiz = {
  id: QUIZ_ID,
  name: 'Quiz du pub',
  timeLimit: 20,
  readTime: 0,
  ...SETTING_DEFAULTS,
  questions: [
    {
      type: 'multiple_text_choice_2',
      correctAnswer: 2,
      texts: {
        en_US: { question: 'Tea or coffee?', answers: ['Tea', 'Coffee'] },
        fr_FR: { question: 'Thé ou café ?', answers: ['Thé', 'Café'] },
      },
    },
  ],
  createdAt: '2030-01-01T10:00:00.000Z',
  updatedAt: '2030-01-01T10:00:00.000Z',
};

const ENGLISH = [
  'Edit Quiz',
  'Back to activities',
  'Quiz Name',
  'Translation',
  'Left pane language',
  'Right pane language',
  'Multiple choice',
  'Delete question',
  'Image URL',
  'Upload',
  'Show',
  'Answers (select',
  'is correct',
  'Option 1',
  'Add Question',
  'Save',
  'must be at most',
  'Time per question',
  'Time limit',
  'seconds',
  'Empty:',
];

beforeEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
  signedIn();
});
afterEach(() => vi.unstubAllGlobals());

const pane = (side: 'left' | 'right') => within(screen.getByTestId(`${side}-pane`));

describe('QuizEditorPage in French', () => {
  // The whole two-pane editor, its time limit fields included, renders several times: on a loaded
  // 2-core machine that has gone past vitest's default 5 s (see QuizEditorPage.test.tsx).
  it('shows the editor in French around the quiz’s own texts, and says a refused save in French', { timeout: 20_000 }, async () => {
    mockApi({
      [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz },
      [`PUT /activities/quiz/${QUIZ_ID}`]: {
        status: 400,
        body: { error: 'questions.0.texts.fr_FR.question must be at most 2000 characters' },
      },
    });
    renderApp(`/manager/activities/quiz?id=${QUIZ_ID}`);
    expect(await screen.findByRole('heading', { name: 'Modifier le quiz\u00a0: Quiz du pub' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retour aux activités' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom du quiz' })).toHaveValue('Quiz du pub');
    expect(screen.getByRole('heading', { name: 'Traduction' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Langue du volet gauche' })).toHaveValue('English (US)');
    expect(screen.getByRole('combobox', { name: 'Langue du volet droit' })).toHaveValue('Français (FR)');
    await waitFor(() => expect(document.title).toBe('Modifier le quiz · QuizFest'));

    const right = pane('right');
    expect(right.getByText('Question 1')).toBeInTheDocument();
    expect(right.getByRole('combobox', { name: 'Type' })).toHaveValue('Choix multiple (2 réponses)');
    expect(right.getByRole('textbox', { name: 'Question' })).toHaveValue('Thé ou café ?');
    expect(pane('left').getByRole('textbox', { name: 'Question' })).toHaveValue('Tea or coffee?');
    expect(right.getByText('Réponses (cochez la bonne)')).toBeInTheDocument();
    expect(right.getByRole('radio', { name: 'La réponse 2 est la bonne' })).toBeChecked();
    expect(right.getByRole('textbox', { name: 'Réponse 1' })).toHaveValue('Thé');
    expect(right.getByRole('button', { name: 'Supprimer la question 1' })).toBeInTheDocument();
    expect(right.getByRole('button', { name: 'Envoyer' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Question 1 (Français (FR)) : la question ne peut pas dépasser 2000 caractères')).toBeInTheDocument();
    // The quiz's own English texts aside, nothing of the editor is left in English.
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('names and checks the time limits in French, the question’s once for both languages', { timeout: 20_000 }, async () => {
    mockApi({ [`GET /activities/quiz/${QUIZ_ID}`]: { body: quiz } });
    renderApp(`/manager/activities/quiz?id=${QUIZ_ID}`);
    const quizField = await screen.findByRole('textbox', { name: 'Durée par question (secondes)' });
    expect(quizField).toHaveValue('20');
    expect(quizField).toHaveAccessibleDescription('Pour chaque question sans durée propre');
    const questionField = pane('left').getByRole('textbox', { name: 'Durée (secondes), question 1' });
    expect(questionField).toHaveAttribute('placeholder', '20');
    expect(questionField).toHaveAccessibleDescription('Vide\u00a0: celle du quiz, 20\u00a0s');
    expect(pane('right').queryByRole('textbox', { name: /^Durée/ })).not.toBeInTheDocument();

    await userEvent.type(questionField, '4');
    expect(questionField).toHaveAccessibleDescription(expect.stringContaining('Entre 5 et 600 secondes, ou vide pour la durée du quiz'));
    await userEvent.clear(quizField);
    expect(quizField).toHaveAccessibleDescription(expect.stringContaining('Indiquez un nombre de secondes entre 5 et 600'));
    expect(questionField).toHaveAccessibleDescription(expect.stringContaining('Vide\u00a0: la durée par question du quiz'));
    await userEvent.type(quizField, '601');
    expect(quizField).toHaveAccessibleDescription(expect.stringContaining('La durée doit être entre 5 et 600 secondes'));
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('says in French that the quiz has no questions yet, and adds one', async () => {
    mockApi({ [`GET /activities/quiz/${QUIZ_ID}`]: { body: { ...quiz, questions: [] } } });
    renderApp(`/manager/activities/quiz?id=${QUIZ_ID}`);
    await screen.findByTestId('left-pane');
    expect(pane('left').getByText('Aucune question pour l’instant. Ajoutez la première !')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ajouter une question' }));
    expect(pane('left').getByRole('combobox', { name: 'Type' })).toHaveValue('Choix multiple (4 réponses)');
    expect(pane('left').getByRole('textbox', { name: 'Réponse 4' })).toHaveAttribute('placeholder', 'Réponse 4');
  });
});
