// The admin dashboard on a French browser (issue 19): cards, the reset confirmation and the
// snackbars in French.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { englishLeftovers } from '../../../test/englishLeftovers';
import { mockApi } from '../../../test/mockApi';
import { renderApp } from '../../../test/renderApp';
import { signedIn } from '../../../test/signedIn';

const ENGLISH = [
  'Admin Dashboard',
  'Welcome',
  'Role:',
  'Export Database',
  'Download a complete backup',
  'Import Database',
  'Upload and restore',
  'Choose .zip',
  'Reset Database',
  'Clear all data',
  'Are you sure',
  'All user accounts',
  'cannot be undone',
  'Cancel',
  'Logout',
  'Database reset successfully',
  'Your admin account was removed',
  'Sign up again',
];

beforeEach(async () => {
  await act(() => i18n.changeLanguage('fr'));
  signedIn('admin', 'Alice');
});
afterEach(() => vi.unstubAllGlobals());

describe('AdminDashboardPage in French', () => {
  it('offers export, import and reset in French, confirms the reset in French and says what it did', async () => {
    mockApi({ 'POST /admin/reset-database': { body: { message: 'Database reset successfully!' } } });
    renderApp('/admin/home');
    expect(await screen.findByRole('heading', { name: 'Tableau de bord d’administration' })).toBeInTheDocument();
    expect(screen.getByText('Bienvenue, Alice !')).toBeInTheDocument();
    expect(screen.getByText('manager@example.com · Rôle : administrateur')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exporter la base' })).toBeInTheDocument();
    expect(screen.getByText('Télécharger une sauvegarde complète de la base de données')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir un .zip et importer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Tableau de bord d’administration · QuizFest'));

    await userEvent.click(screen.getByRole('button', { name: 'Réinitialiser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Réinitialiser la base' });
    expect(within(dialog).getByText('tous les comptes utilisateurs ;')).toBeInTheDocument();
    expect(within(dialog).getByText('Cette action est irréversible !')).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Réinitialiser la base' }));

    expect(await screen.findByText('Base de données réinitialisée !')).toBeInTheDocument();
    expect(screen.getByText('Votre compte administrateur a été supprimé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'S’inscrire à nouveau' })).toBeInTheDocument();
    expect(englishLeftovers(ENGLISH)).toEqual([]);
  });

  it('says a refused export in French', async () => {
    mockApi({ 'GET /admin/database-dump': { status: 403, body: { error: 'Admin role required' } } });
    renderApp('/admin/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Exporter' }));
    expect(await screen.findByText('Réservé aux administrateurs')).toBeInTheDocument();
  });
});
