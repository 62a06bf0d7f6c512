// When the quiz's leaderboard shows, in the editor (issue 20): a radio group — after each question,
// between rounds or only at the end — shown as the quiz has it, worked by keyboard, saved with the
// quiz; in English and in French.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, QUIZ_PATH, quizOf, saveButton } from '../../../test/quiz/quizEditor';

afterEach(() => vi.unstubAllGlobals());

const group = (name = 'Leaderboard') => screen.getByRole('radiogroup', { name });
const option = (name: string, groupName?: string) => within(group(groupName)).getByRole('radio', { name });

describe('the quiz’s leaderboard moment', () => {
  it('shows after each question for a quiz that keeps the default', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([]));
    expect(group()).toHaveAccessibleDescription('A slide starts a new round. At the end, the standings stay hidden until the podium.');
    expect(option('After each question')).toBeChecked();
    expect(option('Between rounds')).not.toBeChecked();
    expect(option('Only at the end')).not.toBeChecked();
  });

  it('shows a quiz’s own moment', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([], { leaderboard: 'end' }));
    expect(option('Only at the end')).toBeChecked();
    expect(option('After each question')).not.toBeChecked();
  });

  it('moves to between rounds from the keyboard and is saved with the quiz', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([]));
    option('After each question').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(option('Between rounds')).toBeChecked();

    await userEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', QUIZ_PATH)[0]?.body).toMatchObject({ leaderboard: 'round' });
  });

  it('sends the quiz’s moment back unchanged when only something else is edited', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([], { leaderboard: 'end' }));
    await userEvent.click(screen.getByLabelText('Quiz Name'));
    await userEvent.paste(' 2');
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', QUIZ_PATH)[0]?.body).toMatchObject({ name: 'Pub Quiz 2', leaderboard: 'end' });
  });

  it('says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    await openQuizEditor(quizOf([], { leaderboard: 'round' }));
    const classement = await screen.findByRole('radiogroup', { name: 'Classement' });
    expect(classement).toHaveAccessibleDescription(
      'Une diapositive ouvre une nouvelle manche. À la fin\u00a0: le classement reste caché jusqu’au podium.',
    );
    expect(option('Entre les manches', 'Classement')).toBeChecked();
    expect(option('Après chaque question', 'Classement')).not.toBeChecked();
    expect(option('Seulement à la fin', 'Classement')).not.toBeChecked();
  });
});
