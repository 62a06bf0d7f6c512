// The manager's home on a French browser (issue 19): drawn in French from its first frame, with the
// EN/FR switch in its header.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/signedIn';

const ENGLISH = ['Manager Dashboard', 'Welcome', 'My Activities', 'My Teams', 'My Events', 'Create and manage', 'Logout', 'Light theme'];

afterAll(async () => {
  // The next test files' setup expects both catalogues in memory, as it left them.
  await i18n.loadNamespaces('manage');
  await i18n.loadLanguages(['en', 'fr']);
});

describe('ManagerDashboardPage in French', () => {
  // As on a French browser opening /manager/home: French chosen, the manager catalogue not yet
  // downloaded (it is a lazy chunk). The route loads it before the page draws: no key and no English
  // text may ever reach the document, not even for a frame.
  it('never shows a raw key or an English text while its catalogue loads', async () => {
    i18n.removeResourceBundle('en', 'manage');
    i18n.removeResourceBundle('fr', 'manage');
    i18n.options.ns = ['play'];
    await act(() => i18n.changeLanguage('fr'));
    expect(i18n.hasResourceBundle('fr', 'manage')).toBe(false);

    const seen = new Set<string>();
    const record = () => seen.add(document.body.textContent ?? '');
    const observer = new MutationObserver(record);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    signedIn();
    renderApp('/manager/home');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord organisateur' })).toBeInTheDocument();
    record();
    observer.disconnect();

    const texts = [...seen].join('\n');
    expect(texts).not.toMatch(/managerHome\.|common\.|titles\./);
    expect(texts).not.toContain('Manager Dashboard');
    expect(screen.getByText('Bienvenue, Manager !', { exact: false })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tableau de bord · QuizFest'));
  });

  it('lists the three areas in French, and switches to English from its header', async () => {
    await act(() => i18n.changeLanguage('fr'));
    signedIn();
    renderApp('/manager/home');
    expect(await screen.findByRole('link', { name: /Mes activités.*Créer et gérer les activités/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mes équipes.*Gérer les équipes et les joueurs/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Mes événements.*Organiser et gérer les événements/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déconnexion' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Thème clair/ })).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Manager Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(localStorage.getItem('quizfest.playerLanguage')).toBe('en_US');
  });
});
