// A slide in the host console (issue 20): the server opens it straight at its "reveal". The card
// says it is a slide and shows its texts in both languages and its image, with no answered count,
// no answer key, no tally and no corrections; the main button goes on to the next question rather
// than to a leaderboard a slide did not change.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { slideHostQuestion, slideHostView } from '../../../test/host/hostView';
import { renderLiveConsole } from '../../../test/host/renderLiveConsole';
import { render } from '../../../test/render';
import { mainAction } from '../utils/hostActions';
import { phaseLabel } from '../utils/phaseLabel';
import { UpNext } from './UpNext';

/** A text of the console, line breaks kept. */
const byText = (text: string) => screen.getByText((_, element) => element?.tagName === 'P' && element.textContent === text);

describe('the console at a slide', () => {
  it('says it is a slide, in the card and the status bar', async () => {
    renderLiveConsole(slideHostView());
    expect(await screen.findByRole('heading', { name: 'Slide' })).toBeInTheDocument();
    expect(screen.getByLabelText('Phase: Slide')).toBeInTheDocument();
    expect(screen.queryByText('Answers revealed')).not.toBeInTheDocument();
  });

  it('shows its texts in both languages, every line kept, and its image', async () => {
    renderLiveConsole(slideHostView());
    await screen.findByRole('heading', { name: 'Slide' });
    for (const [text, lang] of [
      ['Round 2\nMusic and films', 'en'],
      ['Manche 2\nMusique et cinéma', 'fr'],
    ] as const) {
      expect(byText(text)).toHaveStyle({ whiteSpace: 'pre-line' });
      expect(byText(text).closest('[lang]')).toHaveAttribute('lang', lang);
    }
    // Sized for a phone, as the console previews what phones show (issue 22).
    expect(document.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\/upload\/round-2\.png\?w=\d+$/));
  });

  it('shows no answered count, no answer key, no tally and no corrections', async () => {
    renderLiveConsole(slideHostView());
    // The card of what the room sees (the roster's tables have an Answered column of their own).
    const card = within((await screen.findByRole('heading', { name: 'Slide' })).closest<HTMLElement>('.mantine-Card-root')!);
    for (const text of [/answered/i, /correct answer/i, /\d+ right/, /wrong/]) expect(card.queryByText(text)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Corrections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /void/i })).not.toBeInTheDocument();
  });

  it('goes on with Next question as its main button, not Show the leaderboard', async () => {
    const { posted } = renderLiveConsole(slideHostView());
    await userEvent.click(await screen.findByRole('button', { name: 'Next question' }));
    await waitFor(() => expect(posted()).toEqual([{ action: 'next' }]));
    expect(screen.queryByRole('button', { name: 'Show the leaderboard' })).not.toBeInTheDocument();
    const controls = within(screen.getByRole('group', { name: 'Other actions' }));
    // Next is the main button, so not repeated; the leaderboard is still allowed, if pointless.
    expect(controls.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(controls.getByRole('button', { name: 'Leaderboard' })).toBeEnabled();
  });

  it('goes on to the podium from a last slide, with no second podium button', async () => {
    const { posted } = renderLiveConsole(slideHostView({ upNext: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'Show the podium' }));
    await waitFor(() => expect(posted()).toEqual([{ action: 'next' }]));
    expect(screen.queryByRole('button', { name: 'Show the podium now' })).not.toBeInTheDocument();
  });

  it('chooses next for a slide and the leaderboard for a question, at their reveal', () => {
    const t = i18n.getFixedT('en', 'host');
    const view = slideHostView();
    expect(mainAction(t, view)).toEqual({ action: 'next', label: 'Next question' });
    const question = { ...view, live: { ...view.live, question: { ...slideHostQuestion, type: 'free_text_input' as const } } };
    expect(mainAction(t, question)).toEqual({ action: 'leaderboard', label: 'Show the leaderboard' });
  });

  it('announces a slide up next by its kind, not as a numbered question', () => {
    const live = { phase: 'leaderboard' } as Parameters<typeof UpNext>[0]['view']['live'];
    const upNext = {
      activityId: 'activity-1',
      questionIndex: 2,
      questionCount: 3,
      numbering: { number: 2, count: 2 },
      texts: { en_US: 'Lunch break' },
      kind: 'slide' as const,
    };
    render(<UpNext view={{ live, upNext }} />);
    expect(screen.getByText(/^Up next:/).parentElement).toHaveTextContent(/^Up next: — Lunch break \(Slide\)$/);
  });

  it('numbers the questions of a quiz with slides without them', () => {
    const live = { phase: 'reveal' } as Parameters<typeof UpNext>[0]['view']['live'];
    // The quiz's fourth item, after a slide: its third question of five.
    const upNext = {
      activityId: 'activity-1',
      questionIndex: 3,
      questionCount: 7,
      numbering: { number: 3, count: 5 },
      texts: { en_US: 'Q' },
    };
    render(<UpNext view={{ live, upNext }} />);
    expect(screen.getByText('Up next: question 3 of 5')).toBeInTheDocument();
    const question = {
      ...slideHostQuestion,
      type: 'free_text_input' as const,
      questionIndex: 3,
      questionCount: 7,
      numbering: { number: 3, count: 5 },
    };
    expect(phaseLabel(i18n.getFixedT('en', 'host'), { ...slideHostView().live, phase: 'question', question })).toBe('Question 3 of 5');
  });

  it('says it in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const fr = i18n.getFixedT('fr', 'host');
    expect(phaseLabel(fr, slideHostView().live)).toBe('Diapositive');
    expect(mainAction(fr, slideHostView())).toEqual({ action: 'next', label: 'Question suivante' });
    const live = { phase: 'leaderboard' } as Parameters<typeof UpNext>[0]['view']['live'];
    const upNext = { activityId: 'activity-1', questionIndex: 2, questionCount: 3, texts: { fr_FR: 'Pause' }, kind: 'slide' as const };
    render(<UpNext view={{ live, upNext }} />);
    expect(screen.getByText(/Pause/)).toHaveTextContent('Pause (Diapositive)');
  });
});
