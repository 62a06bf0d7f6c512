import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../components/manager/testing/mockApi';
import { renderPage } from '../../../components/manager/testing/renderPage';
import { hasSession } from '../../../lib/auth/session';
import AdminDashboardPage from './AdminDashboardPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function resetDatabase() {
  await userEvent.click(await screen.findByRole('button', { name: 'Reset' }));
  const dialog = await screen.findByRole('dialog', { name: 'Reset Database' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Reset Database' }));
}

describe('AdminDashboardPage', () => {
  it('after a reset, says the account is gone instead of greeting it, and leads to a fresh sign-up', async () => {
    const api = mockApi({
      'POST /admin/reset-database': { body: { message: 'Database reset successfully!' } },
      'POST /auth/signout': { status: 204 },
    });
    renderPage(AdminDashboardPage, '/admin/home');
    expect(await screen.findByText('Welcome, Manager!')).toBeInTheDocument();

    await resetDatabase();
    expect(await screen.findByText('Database reset successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your admin account was removed')).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Manager!')).not.toBeInTheDocument();
    // The cards' calls would be refused now that the account is gone.
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign up again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/sign-up');
    expect(hasSession()).toBe(false);
    await waitFor(() => expect(api.callsTo('POST', '/auth/signout')).toHaveLength(1));
  });

  it('keeps the greeting and the cards when the reset fails', async () => {
    mockApi({ 'POST /admin/reset-database': { status: 403, body: { error: 'Admin role required' } } });
    renderPage(AdminDashboardPage, '/admin/home');
    await resetDatabase();
    expect(await screen.findByText('Admin role required')).toBeInTheDocument();
    expect(screen.getByText('Welcome, Manager!')).toBeInTheDocument();
    expect(screen.queryByText('Your admin account was removed')).not.toBeInTheDocument();
  });
});
