// The quiz's speed scoring in the editor (issue 20): a switch, on by default and for quizzes saved
// before it, worked by keyboard, saved with the quiz; in English and in French.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, QUIZ_PATH, quizOf } from '../../../test/quiz/quizEditor';

const quiz = quizOf([]);

afterEach(() => vi.unstubAllGlobals());

describe('the quiz’s speed scoring', () => {
  it('is on, turns off from the keyboard, and is saved with the quiz', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quiz);
    const speed = screen.getByRole('switch', { name: 'Faster answers score more' });
    expect(speed).toBeChecked();
    expect(speed).toHaveAccessibleDescription('Off: every right answer scores 1000');
    speed.focus();
    await userEvent.keyboard(' ');
    expect(speed).not.toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', QUIZ_PATH)[0]?.body).toMatchObject({ speedScoring: false });
  });

  it('shows a quiz without it as off, and says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    await openQuizEditor(quizOf([], { speedScoring: false }));
    expect(await screen.findByRole('switch', { name: 'Les réponses rapides rapportent plus' })).not.toBeChecked();
  });
});
