// The quiz's hands-free setting in the editor (issue 20): a switch, and while it is on the seconds
// each answer and then the leaderboard show, checked before Save as the server checks them (3–60 s);
// shown as the quiz has them, counted as unsaved changes, saved with the quiz; in English and French.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { openQuizEditor, QUIZ_PATH, quizOf, saveButton } from '../../../test/quiz/quizEditor';

afterEach(() => vi.unstubAllGlobals());

const handsFree = () => screen.getByRole('switch', { name: 'Hands-free' });
const SECONDS = 'Seconds per answer and leaderboard';
const seconds = () => screen.getByRole('textbox', { name: SECONDS });
const puts = (api: Awaited<ReturnType<typeof openQuizEditor>>) => api.callsTo('PUT', QUIZ_PATH);

describe('the quiz’s hands-free setting', () => {
  it('is off for a quiz that never set it, with no seconds to fill', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([]));
    expect(handsFree()).not.toBeChecked();
    expect(handsFree()).toHaveAccessibleDescription(
      'Runs the night by itself: each answer, then the leaderboard, shows for the seconds below before the quiz goes on. You can hold it or take over from the console.',
    );
    expect(screen.queryByRole('textbox', { name: SECONDS })).not.toBeInTheDocument();
  });

  it('shows a hands-free quiz’s own seconds', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([], { handsFree: true, handsFreeSeconds: 20 }));
    expect(handsFree()).toBeChecked();
    expect(seconds()).toHaveValue('20');
  });

  it('turns on from the keyboard, takes 15 s and is saved with the quiz', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([]));
    handsFree().focus();
    await userEvent.keyboard(' ');
    expect(handsFree()).toBeChecked();
    expect(seconds()).toHaveValue('10');
    await userEvent.clear(seconds());
    await userEvent.type(seconds(), '15');

    await userEvent.click(saveButton());
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ handsFree: true, handsFreeSeconds: 15 });
  });

  it.each([
    ['2', 'The seconds per answer and leaderboard must be from 3 to 60'],
    ['61', 'The seconds per answer and leaderboard must be from 3 to 60'],
    ['', 'Enter a number of seconds from 3 to 60'],
  ])('refuses “%s” at the field, Save off until it is right', { timeout: 20_000 }, async (typed, message) => {
    const api = await openQuizEditor(quizOf([], { handsFree: true }));
    await userEvent.clear(seconds());
    if (typed) await userEvent.type(seconds(), typed);
    expect(seconds()).toHaveAttribute('aria-invalid', 'true');
    expect(seconds()).toHaveAccessibleDescription(message);
    expect(saveButton()).toBeDisabled();
    await userEvent.click(saveButton());
    expect(puts(api)).toHaveLength(0);

    await userEvent.clear(seconds());
    await userEvent.type(seconds(), '60');
    expect(seconds()).not.toHaveAttribute('aria-invalid', 'true');
    expect(saveButton()).toBeEnabled();
    await userEvent.click(saveButton());
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ handsFree: true, handsFreeSeconds: 60 });
  });

  it('turned off with seconds it could not save, puts the quiz’s back and saves', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([], { handsFree: true, handsFreeSeconds: 20 }));
    await userEvent.clear(seconds());
    await userEvent.type(seconds(), '61');
    expect(saveButton()).toBeDisabled();
    await userEvent.click(handsFree());
    expect(screen.queryByRole('textbox', { name: SECONDS })).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();
    await userEvent.click(saveButton());
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ handsFree: false, handsFreeSeconds: 20 });
    // On again: the quiz's seconds, not the refused ones.
    await userEvent.click(handsFree());
    expect(seconds()).toHaveValue('20');
  });

  it('is sent back unchanged when only something else is edited', { timeout: 20_000 }, async () => {
    const api = await openQuizEditor(quizOf([], { handsFree: true, handsFreeSeconds: 25 }));
    await userEvent.click(screen.getByLabelText('Quiz Name'));
    await userEvent.paste(' 2');
    await userEvent.click(saveButton());
    await waitFor(() => expect(puts(api)).toHaveLength(1));
    expect(puts(api)[0]?.body).toMatchObject({ name: 'Pub Quiz 2', handsFree: true, handsFreeSeconds: 25 });
  });

  it('counts as unsaved changes: Back asks before dropping them, not once they are undone', { timeout: 20_000 }, async () => {
    await openQuizEditor(quizOf([]));
    const back = () => screen.getByRole('button', { name: 'Back to activities' });
    const backAsks = async () => {
      await userEvent.click(back());
      expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };

    await userEvent.click(handsFree());
    await backAsks();
    await userEvent.click(handsFree());
    // Off again but 12 s kept for a later night: still a change to save.
    await userEvent.click(handsFree());
    await userEvent.clear(seconds());
    await userEvent.type(seconds(), '12');
    await userEvent.click(handsFree());
    await backAsks();

    // Both back to the quiz's values: nothing left to lose, so Back leaves without asking.
    await userEvent.click(handsFree());
    await userEvent.clear(seconds());
    await userEvent.type(seconds(), '10');
    await userEvent.click(handsFree());
    await userEvent.click(back());
    expect(await screen.findByTestId('location')).toHaveTextContent('/manager/activities');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says it in French', { timeout: 20_000 }, async () => {
    await act(() => i18n.changeLanguage('fr'));
    await openQuizEditor(quizOf([], { handsFree: true, handsFreeSeconds: 2 }));
    const french = await screen.findByRole('switch', { name: 'Mains libres' });
    expect(french).toBeChecked();
    expect(french).toHaveAccessibleDescription(
      'Le quiz avance tout seul\u00a0: chaque réponse, puis le classement, reste affichée le nombre de secondes ci-dessous avant la suite. Vous pouvez le suspendre ou reprendre la main depuis la console.',
    );
    const field = screen.getByRole('textbox', { name: 'Secondes par réponse et par classement' });
    expect(field).toHaveAccessibleDescription('Les secondes par réponse et par classement doivent être entre 3 et 60');
  });
});
