import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mockApi';
import { renderPage } from '../../../test/renderPage';
import { apiUpload } from '../../../api/client';
import { hasSession } from '../../auth/session/session';
import AdminDashboardPage from './AdminDashboardPage';

// The import is an upload (XMLHttpRequest, for its progress), below the fetch seam mockApi covers.
vi.mock('../../../api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/client')>()),
  apiUpload: vi.fn(),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(apiUpload).mockReset();
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

  it('after an import, says the session has ended instead of looking signed in, and leads to the admin sign-in', async () => {
    vi.mocked(apiUpload).mockResolvedValue({ message: 'Database imported successfully!', counts: {} });
    const api = mockApi({ 'POST /auth/signout': { status: 204 } });
    const { container } = renderPage(AdminDashboardPage, '/admin/home');
    expect(await screen.findByText('Welcome, Manager!')).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input!, new File(['PK'], 'backup.zip', { type: 'application/zip' }));

    expect(await screen.findByText('Database imported successfully!')).toBeInTheDocument();
    expect(screen.getByText('Your session has ended')).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Manager!')).not.toBeInTheDocument();
    // Every card's call would be refused with the replaced account.
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/admin/sign-in');
    expect(hasSession()).toBe(false);
    await waitFor(() => expect(api.callsTo('POST', '/auth/signout')).toHaveLength(1));
  });
});
