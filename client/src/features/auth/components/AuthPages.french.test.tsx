// The sign-in and sign-up pages on a French browser (issue 19): every text, label and refusal in French.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { renderApp } from '../../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();

// What these pages said in English before they were translated.
const ENGLISH = [
  'Manager Sign In',
  'Sign in to prepare',
  'Email Address',
  'Password',
  'Remember me',
  'Sign In',
  'Sign Up',
  "Don't have an account?",
  'Already have an account?',
  'Username',
  'Admin',
  'Invalid email or password',
  'Passwords do not match',
  'Light theme',
];

beforeEach(async () => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  await act(() => i18n.changeLanguage('fr'));
});
afterEach(() => vi.unstubAllGlobals());

// Required fields carry an asterisk after the label text.
const field = (label: string) => screen.findByLabelText(new RegExp(`^${label}\\s*\\*?$`), { selector: 'input' });

describe('sign-in and sign-up in French', () => {
  it('asks for the manager’s credentials in French, and says a refusal in French', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'Invalid email or password' }), { status: 401 }));
    renderApp('/manager/sign-in');
    expect(await screen.findByRole('heading', { name: 'Connexion organisateur' })).toBeInTheDocument();
    expect(screen.getByText('Connectez-vous pour préparer vos quiz, vos équipes et vos événements')).toBeInTheDocument();
    expect(screen.getByLabelText('Se souvenir de moi')).toBeInTheDocument();
    expect(screen.getByText('Pas encore de compte ?', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/manager/sign-up');
    expect(screen.getByRole('radiogroup', { name: 'Langue' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Connexion · QuizFest'));

    await userEvent.type(await field('Adresse e-mail'), 'ann@example.com');
    await userEvent.type(await field('Mot de passe'), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Adresse e-mail ou mot de passe incorrect')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Fermer l’erreur' })).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('checks a sign-up in French, in the spec’s order', async () => {
    renderApp('/manager/sign-up');
    expect(await screen.findByRole('heading', { name: 'Inscription organisateur' })).toBeInTheDocument();
    await userEvent.type(await field('Nom d’utilisateur'), '  ');
    await userEvent.type(await field('Adresse e-mail'), 'ann@example.com');
    await userEvent.type(await field('Mot de passe'), 'abc');
    await userEvent.type(await field('Confirmer le mot de passe'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByText('Le nom d’utilisateur est obligatoire')).toBeInTheDocument();
    await userEvent.type(await field('Nom d’utilisateur'), 'ann');
    await userEvent.click(screen.getByRole('button', { name: 'Créer un compte' }));
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(screen.getByText('Vous avez déjà un compte ?', { exact: false })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('titles the admin pages in French, with the password rule', async () => {
    renderApp('/admin/sign-up');
    expect(await screen.findByRole('heading', { name: 'Inscription administrateur' })).toBeInTheDocument();
    expect(screen.getByText('Le mot de passe doit contenir au moins 6 caractères')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Inscription administrateur · QuizFest'));
    await userEvent.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Connexion administrateur' })).toBeInTheDocument();
    expect(screen.getByText('Saisissez vos identifiants pour accéder à l’administration')).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('turns to English from its own switch, and keeps the choice', async () => {
    renderApp('/manager/sign-in');
    await screen.findByRole('heading', { name: 'Connexion organisateur' });
    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Manager Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('quizfest.playerLanguage')).toBe('en_US');
  });
});
