// When the quiz shows its leaderboard, in the console (issue 20). At a reveal the quiz follows with
// no leaderboard (`leaderboardDue: false`: between rounds only and this question ends none, or only
// at the end) the main button goes on to the next question, or to the podium after the last one,
// rather than offering the leaderboard. A 'round' quiz keeps the Leaderboard button; an 'end' quiz,
// which the server refuses it, does not. The question's card says which, in the console's language.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HostView, LiveQuestion } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { capitalQuestion, hostView } from '../../../test/host/hostView';
import { renderLiveConsole } from '../../../test/host/renderLiveConsole';
import { liveQuestion } from '../../../test/live/liveFixtures';
import { render } from '../../../test/render';
import { hostErrorMessage } from '../i18n/hostErrors';
import { mainAction } from '../utils/hostActions';
import { QuestionPreview } from './QuestionPreview';

/** The console at a scored question's reveal, in a quiz whose leaderboard shows at `leaderboard`. */
function revealView(leaderboard: LiveQuestion['leaderboard'], overrides: Partial<HostView> = {}): HostView {
  const view = hostView('reveal', overrides);
  return { ...view, live: { ...view.live, question: { ...capitalQuestion, leaderboard } } };
}
const controls = () => within(screen.getByRole('group', { name: 'Other actions' }));
const key = { correctAnswer: 2, correctTexts: {} };

describe('the console in a quiz with rounds', () => {
  it('offers the leaderboard at a reveal the leaderboard follows', async () => {
    const { posted } = renderLiveConsole(revealView('round'));
    await userEvent.click(await screen.findByRole('button', { name: 'Show the leaderboard' }));
    await waitFor(() => expect(posted()).toEqual([{ action: 'leaderboard' }]));
    expect(screen.queryByRole('button', { name: 'Next question' })).not.toBeInTheDocument();
    expect(controls().getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('goes on with Next question when no leaderboard follows, keeping the Leaderboard button between rounds', async () => {
    const { posted } = renderLiveConsole(revealView('round', { leaderboardDue: false }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(posted()).toEqual([{ action: 'next' }]));
    expect(screen.queryByRole('button', { name: 'Show the leaderboard' })).not.toBeInTheDocument();
    // Next is the main button, so not repeated; the host may still show the standings mid-round.
    expect(controls().queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(controls().getByRole('button', { name: 'Leaderboard' })).toBeEnabled();
  });

  it('keeps the standings for the podium: Next question, and no Leaderboard button', async () => {
    renderLiveConsole(revealView('end', { leaderboardDue: false }));
    expect(await screen.findByRole('button', { name: 'Next question' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Show the leaderboard' })).not.toBeInTheDocument();
    expect(controls().getByRole('button', { name: 'Leaderboard' })).toBeDisabled();
  });

  it('goes on to the podium after the last question, with no second podium button', async () => {
    const { posted } = renderLiveConsole(revealView('end', { leaderboardDue: false, upNext: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show the podium' }));
    await waitFor(() => expect(posted()).toEqual([{ action: 'next' }]));
    expect(screen.queryByRole('button', { name: 'Show the podium now' })).not.toBeInTheDocument();
  });

  it('chooses by leaderboardDue, in English and French', () => {
    const en = i18n.getFixedT('en', 'host');
    const fr = i18n.getFixedT('fr', 'host');
    expect(mainAction(en, revealView(undefined))).toEqual({ action: 'leaderboard', label: 'Show the leaderboard' });
    expect(mainAction(en, revealView('round'))).toEqual({ action: 'leaderboard', label: 'Show the leaderboard' });
    expect(mainAction(en, revealView('round', { leaderboardDue: false }))).toEqual({ action: 'next', label: 'Next question' });
    expect(mainAction(fr, revealView('end', { leaderboardDue: false }))).toEqual({ action: 'next', label: 'Question suivante' });
    expect(mainAction(fr, revealView('end', { leaderboardDue: false, upNext: null }))).toEqual({
      action: 'next',
      label: 'Afficher le podium',
    });
  });

  it('says the server’s refusal of the leaderboard in French', () => {
    const message = 'This quiz keeps its standings for the podium';
    const fr = i18n.getFixedT('fr', 'host');
    expect(hostErrorMessage(fr, i18n.getFixedT('fr', 'manage'), new Error(message))).toBe('Ce quiz garde son classement pour le podium');
  });

  it('says when the leaderboard shows on the question’s card, and nothing after every question', () => {
    const { unmount } = render(<QuestionPreview question={liveQuestion({ leaderboard: 'round' })} answerKey={key} reveal={null} />);
    expect(screen.getByText('Leaderboard between rounds')).toBeInTheDocument();
    unmount();
    const { unmount: unmountEnd } = render(
      <QuestionPreview question={liveQuestion({ leaderboard: 'end' })} answerKey={key} reveal={null} />,
    );
    expect(screen.getByText('Standings at the end')).toBeInTheDocument();
    unmountEnd();
    render(<QuestionPreview question={liveQuestion()} answerKey={key} reveal={null} />);
    expect(screen.queryByText(/between rounds|at the end/i)).not.toBeInTheDocument();
  });

  it('says it in French on the card', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const { unmount } = render(<QuestionPreview question={liveQuestion({ leaderboard: 'round' })} answerKey={key} reveal={null} />);
    expect(screen.getByText('Classement entre les manches')).toBeInTheDocument();
    unmount();
    render(<QuestionPreview question={liveQuestion({ leaderboard: 'end' })} answerKey={key} reveal={null} />);
    expect(screen.getByText('Classement à la fin')).toBeInTheDocument();
  });
});
