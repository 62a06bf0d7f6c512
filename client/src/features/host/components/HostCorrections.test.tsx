// The host's corrections in the console (issue 20): at a scored question's reveal and the
// leaderboard after it, the typed answers grouped with their counts, a right one marked and any
// other accepted in one tap; voiding the question after a confirmation; a void question's badge; in
// English and French, with the server's refusals said where the operator tapped.
import { act, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import englishCatalogue from '../../../i18n/locales/en/host.json';
import frenchCatalogue from '../../../i18n/locales/fr/host.json';
import { englishLeftovers } from '../../../test/englishLeftovers';
import {
  capitalQuestion,
  correctionsView,
  estimateAnswerKey,
  estimateHostQuestion,
  hostView,
  oceanCorrections,
  pollAnswerKey,
  pollHostQuestion,
} from '../../../test/host/hostView';
import { formatEstimate } from '../../../lib/live/estimate';
import { estimateReveal } from '../../../test/live/liveFixtures';
import { renderLiveConsole } from '../../../test/host/renderLiveConsole';

const renderConsole = renderLiveConsole;

/** Holds the answers to POSTs until released, to see the console while one is on its way. */
function holdPosts(): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const fetchMock = vi.mocked(fetch);
  const answer = fetchMock.getMockImplementation()!;
  fetchMock.mockImplementation(async (input, init) => {
    const response = await answer(input, init);
    if (init?.method === 'POST') await held;
    return response;
  });
  return release;
}

const section = () => screen.getByRole('region', { name: /^Corrections$/ });
const rows = (name = 'Answers given') =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the corrections card', () => {
  it('lists the answers given with their counts, the right one marked and the others to accept', async () => {
    renderConsole(correctionsView());
    expect(await screen.findByRole('heading', { name: 'Corrections', level: 2 })).toBeInTheDocument();
    expect(rows()).toEqual(['Pacifc Ocean2 playersAccept', 'Atlantic1 playerAccept', 'Pacific1 playerRight']);
    const card = section();
    expect(within(card).getByRole('button', { name: 'Accept “Pacifc Ocean” as right (2 players)' })).toBeEnabled();
    expect(within(card).getByRole('button', { name: 'Accept “Atlantic” as right (1 player)' })).toBeEnabled();
    expect(within(card).queryByRole('button', { name: /Pacific”/ })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Void this question' })).toBeEnabled();
    expect(within(card).queryByText(/more answers? not listed/)).not.toBeInTheDocument();
  });

  it('accepts an answer in one tap, posting its key, the button loading until the server answers', async () => {
    const accepted = correctionsView(
      oceanCorrections({
        answers: [
          { key: 'pacifcocean', text: 'Pacifc Ocean', count: 2, correct: true },
          { key: 'atlantic', text: 'Atlantic', count: 1, correct: false },
          { key: 'pacific', text: 'Pacific', count: 1, correct: true },
        ],
      }),
    );
    const api = renderConsole(correctionsView(), () => ({ body: accepted }));
    const release = holdPosts();
    const button = await screen.findByRole('button', { name: 'Accept “Pacifc Ocean” as right (2 players)' });
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.posted()).toEqual([{ action: 'accept-answer', answer: 'pacifcocean' }]);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    expect(button).toBeDisabled();
    // Nothing else is sent meanwhile.
    expect(screen.getByRole('button', { name: 'Accept “Atlantic” as right (1 player)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Void this question' })).toBeDisabled();

    release();
    await waitFor(() => expect(rows()).toEqual(['Pacifc Ocean2 playersRight', 'Atlantic1 playerAccept', 'Pacific1 playerRight']));
    // Focus goes to the answer's row rather than falling to the page.
    expect(within(screen.getByRole('list', { name: 'Answers given' })).getAllByRole('listitem')[0]).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Accept “Atlantic” as right (1 player)' })).toBeEnabled();
    expect(api.posted()).toHaveLength(1);
  });

  it('asks before voiding the question, posts it on yes, then shows it void with nothing left to correct', async () => {
    const voided = correctionsView(oceanCorrections({ voided: true }));
    const api = renderConsole(correctionsView(), () => ({ body: voided }));
    await userEvent.click(await screen.findByRole('button', { name: 'Void this question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this question?' });
    expect(within(dialog).getByText("Nobody scores for it, and the teams' points go back.")).toBeInTheDocument();
    expect(api.posted()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, void it' }));
    await waitFor(() => expect(api.posted()).toEqual([{ action: 'void-question' }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(section()).getByText('Void: no points')).toBeInTheDocument();
    expect(within(section()).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Corrections' })).toHaveFocus();
  });

  it('sends nothing when voiding is cancelled', async () => {
    const api = renderConsole(correctionsView());
    await userEvent.click(await screen.findByRole('button', { name: 'Void this question' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.posted()).toEqual([]);
    expect(within(section()).queryByText('Void: no points')).not.toBeInTheDocument();
  });

  it('shows a void question as void, with no answers to accept and no button', async () => {
    renderConsole(correctionsView(oceanCorrections({ voided: true })));
    const card = await screen.findByRole('region', { name: /^Corrections$/ });
    expect(within(card).getByText('Void: no points')).toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
  });

  it('says how many more answers were given than it lists, one or many', async () => {
    renderConsole(correctionsView(oceanCorrections({ more: 12 })));
    expect(await screen.findByText('12 more answers not listed')).toBeInTheDocument();
  });

  it('says one more answer in the singular', async () => {
    renderConsole(correctionsView(oceanCorrections({ more: 1 })));
    expect(await screen.findByText('1 more answer not listed')).toBeInTheDocument();
  });

  it('offers only voiding for a question with options', async () => {
    const view = correctionsView(
      { voided: false, answers: [], more: 0 },
      { question: capitalQuestion, reveal: { correctAnswer: 2, correctTexts: {}, distribution: [0, 2, 0, 0], answered: 2 } },
    );
    renderConsole(view);
    const card = await screen.findByRole('region', { name: /^Corrections$/ });
    expect(within(card).getByText('A mistake in the answer key? Void the question: nobody scores for it.')).toBeInTheDocument();
    expect(within(card).queryByRole('list')).not.toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Void this question']);
  });

  it('says nobody answered a typed question nobody answered', async () => {
    renderConsole(correctionsView({ voided: false, answers: [], more: 0 }));
    expect(await screen.findByText('Nobody answered.')).toBeInTheDocument();
    expect(within(section()).getByRole('button', { name: 'Void this question' })).toBeInTheDocument();
  });

  it('writes an estimate’s answers as the console’s language writes numbers, with the unit in it', async () => {
    const corrections = oceanCorrections({
      answers: [
        { key: '1970', text: '1970', count: 3, correct: true },
        { key: '1975.5', text: '1975.5', count: 1, correct: false },
      ],
    });
    const view = correctionsView(corrections, { question: estimateHostQuestion, reveal: estimateReveal(), answerKey: estimateAnswerKey });
    renderConsole(view);
    // As the console writes the closest answers (lib/live/estimate.ts decides the grouping).
    const written = formatEstimate(1975.5, 'en', 'years');
    expect(written).toMatch(/^1,?975\.5\u00a0years$/);
    expect(await screen.findByRole('button', { name: `Accept “${written}” as right (1 player)` })).toBeInTheDocument();
    // Exact text: the default matcher would take the no-break space before the unit for any space.
    const exact = { normalizer: getDefaultNormalizer({ collapseWhitespace: false }) };
    expect(within(section()).getByText(formatEstimate(1970, 'en', 'years'), exact)).toBeInTheDocument();
  });

  it('writes them in French with the decimal comma and the French unit', async () => {
    await act(() => i18n.changeLanguage('fr'));
    const corrections = oceanCorrections({ answers: [{ key: '1975.5', text: '1975.5', count: 1, correct: false }] });
    renderConsole(correctionsView(corrections, { question: estimateHostQuestion, reveal: estimateReveal(), answerKey: estimateAnswerKey }));
    const written = formatEstimate(1975.5, 'fr', 'ans');
    expect(written).toMatch(/^1[\u202f ]?975,5\u00a0ans$/);
    expect(await screen.findByRole('button', { name: `Accepter «\u00a0${written}\u00a0» comme juste (1 joueur)` })).toBeInTheDocument();
  });

  it('stays at the leaderboard after the reveal, and keeps writing the answers as it did', async () => {
    renderConsole(correctionsView(oceanCorrections({ more: 3 }), { phase: 'leaderboard' }));
    expect(await screen.findByRole('heading', { name: 'Corrections' })).toBeInTheDocument();
    expect(rows()).toEqual(['Pacifc Ocean2 playersAccept', 'Atlantic1 playerAccept', 'Pacific1 playerRight']);
    expect(screen.getByText('3 more answers not listed')).toBeInTheDocument();
  });

  it('is not there while a question runs', async () => {
    renderConsole(hostView('question'));
    expect(await screen.findByRole('button', { name: 'Reveal the answer' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Corrections' })).not.toBeInTheDocument();
  });

  it('is not there at a poll’s votes, which score no one (the server sends none)', async () => {
    const view = hostView('reveal');
    const reveal = { correctAnswer: null, correctTexts: {}, distribution: [1, 1, 0, 0], answered: 2 };
    renderConsole({ ...view, live: { ...view.live, question: pollHostQuestion, reveal }, answerKey: pollAnswerKey });
    expect(await screen.findByText('Best music for the party?')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Corrections' })).not.toBeInTheDocument();
  });

  it("says the server's refusal in the card, where the operator tapped, and lets them dismiss it", async () => {
    renderConsole(correctionsView(), () => ({ status: 409, body: { error: 'The event changed at the same moment; try again' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accept “Atlantic” as right (1 player)' }));
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('The event changed at the same moment; try again');
    // Said once: not at the top of the page as well.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Accept “Atlantic” as right (1 player)' })).toBeEnabled();
    await userEvent.click(within(alert).getByRole('button'));
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refused void in its dialog', async () => {
    renderConsole(correctionsView(), () => ({ status: 409, body: { error: 'This question is void: it scores no one' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Void this question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Void this question?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, void it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This question is void: it scores no one');
  });
});

describe('the corrections card in French', () => {
  const texts = (node: unknown): string[] =>
    typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(texts);
  const FRENCH = texts(frenchCatalogue);
  // The card's English words, cut at their placeholders, but for those French has too ('Corrections', 'Accept').
  const ENGLISH = [englishCatalogue.corrections, englishCatalogue.dialogs.voidTitle, englishCatalogue.dialogs.voidMessage]
    .flatMap(texts)
    .flatMap((text) => text.split(/\{\{[^}]+\}\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 4 && !FRENCH.some((french) => french.includes(part)));

  it('words the list, its counts and its buttons in French, plurals included', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderConsole(correctionsView(oceanCorrections({ more: 12 })));
    expect(await screen.findByRole('heading', { name: 'Corrections' })).toBeInTheDocument();
    expect(rows('Réponses données')).toEqual(['Pacifc Ocean2 joueursAccepter', 'Atlantic1 joueurAccepter', 'Pacific1 joueurJuste']);
    // Testing Library reads the French no-break space as a plain one.
    expect(screen.getByRole('button', { name: 'Accepter «\u00a0Pacifc Ocean\u00a0» comme juste (2 joueurs)' })).toBeInTheDocument();
    expect(screen.getByText('12 autres réponses non listées')).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Annuler cette question' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler cette question\u00a0?' });
    expect(dialog).toHaveTextContent('Personne ne marque pour elle, et les équipes perdent les points qu’elle leur avait donnés.');
    expect(within(dialog).getByRole('button', { name: 'Oui, l’annuler' })).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('shows a void question in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderConsole(correctionsView(oceanCorrections({ voided: true })));
    expect(await screen.findByText('Annulée : aucun point')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Corrections' })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a refused acceptance in French', async () => {
    await act(() => i18n.changeLanguage('fr'));
    renderConsole(correctionsView(), () => ({ status: 400, body: { error: 'answer: no player gave this answer' } }));
    await userEvent.click(await screen.findByRole('button', { name: 'Accepter «\u00a0Atlantic\u00a0» comme juste (1 joueur)' }));
    expect(await within(screen.getByRole('region', { name: 'Corrections' })).findByRole('alert')).toHaveTextContent(
      'Aucun joueur n’a donné cette réponse',
    );
  });
});
