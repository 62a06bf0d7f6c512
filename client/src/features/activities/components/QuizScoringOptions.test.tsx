// The quiz's streak bonus and team points in the editor (issue 20): a switch and a radio group,
// shown as the quiz has them, worked by keyboard, counted as unsaved changes, saved with the quiz;
// in English and in French.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, QUIZ_PATH, quizOf, saveButton } from '../../../test/quiz/quizEditor';

afterEach(() => vi.unstubAllGlobals());

const streak = () => screen.getByRole('switch', { name: 'Streak bonus' });
const teamPoints = () => screen.getByRole('radiogroup', { name: 'Team points' });

describe('the quiz’s streak bonus and team points', () => {
  it('show a quiz’s defaults: no streak bonus, the mean of members', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([]));
    expect(streak()).not.toBeChecked();
    expect(streak()).toHaveAccessibleDescription('A right answer after others in a row earns 100 more per answer in the streak, up to 500');
    expect(teamPoints()).toHaveAccessibleDescription(
      "The mean gives small and big teams the same chance; the total adds every member's points",
    );
    expect(within(teamPoints()).getByRole('radio', { name: 'Mean of members' })).toBeChecked();
    expect(within(teamPoints()).getByRole('radio', { name: 'Total of members' })).not.toBeChecked();
  });

  it('show a quiz’s own values: a streak bonus, the total of members', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([], { streakBonus: true, teamScoring: 'total' }));
    expect(streak()).toBeChecked();
    expect(within(teamPoints()).getByRole('radio', { name: 'Total of members' })).toBeChecked();
    expect(within(teamPoints()).getByRole('radio', { name: 'Mean of members' })).not.toBeChecked();
  });

  it('turn on and to the total from the keyboard, and are saved with the quiz', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([]));
    streak().focus();
    await userEvent.keyboard(' ');
    expect(streak()).toBeChecked();
    within(teamPoints()).getByRole('radio', { name: 'Mean of members' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(within(teamPoints()).getByRole('radio', { name: 'Total of members' })).toBeChecked();

    await userEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', QUIZ_PATH)[0]?.body).toMatchObject({ streakBonus: true, teamScoring: 'total' });
  });

  it('send the quiz’s values back unchanged when only something else is edited', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([], { streakBonus: true, teamScoring: 'total' }));
    await userEvent.click(screen.getByLabelText('Quiz Name'));
    await userEvent.paste(' 2');
    await userEvent.click(saveButton());
    await waitFor(() => expect(api.callsTo('PUT', QUIZ_PATH)).toHaveLength(1));
    expect(api.callsTo('PUT', QUIZ_PATH)[0]?.body).toMatchObject({ name: 'Pub Quiz 2', streakBonus: true, teamScoring: 'total' });
  });

  it('count as unsaved changes: Back asks before dropping them, not once they are undone', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([]));
    const back = () => screen.getByRole('button', { name: 'Back to activities' });
    const backAsks = async () => {
      await userEvent.click(back());
      expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    await userEvent.click(within(teamPoints()).getByRole('radio', { name: 'Total of members' }));
    await backAsks();
    await userEvent.click(within(teamPoints()).getByRole('radio', { name: 'Mean of members' }));
    await userEvent.click(streak());
    await backAsks();

    // Both back to the quiz's values: nothing left to lose, so Back leaves without asking.
    await userEvent.click(streak());
    await userEvent.click(back());
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/activities');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('say it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    await openQuizEditor(quizOf([], { teamScoring: 'total' }));
    const bonus = await screen.findByRole('switch', { name: 'Bonus de série' });
    expect(bonus).toHaveAccessibleDescription(
      'Une bonne réponse après d’autres à la suite rapporte 100 de plus par réponse de la série, jusqu’à 500',
    );
    const group = screen.getByRole('radiogroup', { name: 'Points des équipes' });
    expect(group).toHaveAccessibleDescription(
      'La moyenne donne les mêmes chances aux petites et aux grandes équipes\u00a0; le total additionne les points de chaque membre',
    );
    expect(within(group).getByRole('radio', { name: 'Total des membres' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Moyenne des membres' })).not.toBeChecked();
  });
});
