// The join page on a French phone (issue 19): every text in French, the server's known messages too.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { renderApp } from '../../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();

// What the page said in English before it was translated.
const ENGLISH = [
  'Enter the code shown on the big screen',
  'Event Code',
  'Enter 4-letter code',
  'Join',
  'Join as a screen',
  'Light theme',
  'Dark theme',
  'System theme',
  'switch to',
  'Please enter an event code',
  'No event found with this code',
];

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  await act(() => i18n.changeLanguage('fr'));
});
afterEach(() => vi.unstubAllGlobals());

describe('JoinPage in French', () => {
  it('asks for the code in French, in every text a phone shows or reads out', async () => {
    renderApp('/');
    const field = await screen.findByLabelText('Code de l’événement');
    expect(field).toHaveAttribute('placeholder', 'Code à 4 lettres');
    expect(screen.getByText('Saisissez le code affiché sur le grand écran')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rejoindre' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Rejoindre comme écran' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Thème/ })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
    expect(document.title).toBe('Rejoindre · QuizFest');

    await userEvent.type(field, '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByText('Veuillez saisir le code de l’événement')).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('offers the organisers their way in, in French, and keeps a pasted code whole', async () => {
    renderApp('/');
    const field = await screen.findByLabelText('Code de l’événement');
    field.focus();
    await userEvent.paste('eh vr');
    expect(field).toHaveValue('EHVR');
    // The accessible name keeps the French no-break space before the colon.
    expect(screen.getByRole('link', { name: 'Organisateurs\u00a0: se connecter' })).toHaveAttribute('href', '/manager');
    expect(englishLeftovers(['Organisers', 'sign in'])).toEqual([]);
  });

  it("says the server's refusal in French", async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'No event found with this code' }), { status: 404 }));
    renderApp('/');
    await userEvent.type(await screen.findByLabelText('Code de l’événement'), 'ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByText('Aucun événement ne porte ce code')).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it.each([
    [409, 'The host has closed this event to new players', 'L’animateur a fermé cet événement aux nouveaux joueurs'],
    [
      429,
      'Too many new players for this event from this network. Try again in 12 s.',
      'Trop de nouveaux joueurs pour cet événement depuis ce réseau. Réessayez dans 12\u00a0s.',
    ],
  ])('says in French a refusal of a newcomer (issue 18): %i', async (status, english, french) => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: english }), { status }));
    renderApp('/');
    await userEvent.type(await screen.findByLabelText('Code de l’événement'), 'ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    const alert = await screen.findByRole('alert');
    // textContent, not the query's normalised text: the no-break space before 's.' stays.
    await waitFor(() => expect(alert.textContent).toBe(french));
    expect(englishLeftovers([english])).toEqual([]);
  });

  it('shows a message it does not know as the server wrote it', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Something new went wrong' }), { status: 400 }));
    renderApp('/');
    await userEvent.type(await screen.findByLabelText('Code de l’événement'), 'ZZZZ');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByText('Something new went wrong')).toBeInTheDocument();
  });

  it('offers the screen mode in French', async () => {
    renderApp('/?isScreen=true&code=qwer');
    expect(await screen.findByText('Connectez cet écran à un événement')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connecter l’écran' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Rejoindre comme joueur' })).toBeInTheDocument();
    expect(englishLeftovers(['Connect this display to an event', 'Join as Screen', 'Join as a player'])).toEqual([]);
  });
});
