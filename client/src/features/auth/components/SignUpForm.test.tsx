import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/renderApp';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

// Required fields carry an asterisk after the label text.
const labelled = (label: string) => new RegExp(`^${label}\\s*\\*?$`);

async function fill(fields: Partial<Record<'Username' | 'Email Address' | 'Password' | 'Confirm Password', string>>) {
  for (const [label, value] of Object.entries(fields)) {
    await userEvent.type(await screen.findByLabelText(labelled(label), { selector: 'input' }), value);
  }
}

describe('Manager Sign Up', () => {
  it('enables Sign Up only once all four fields are filled', async () => {
    renderApp('/manager/sign-up');
    expect(await screen.findByText('Manager Sign Up')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Sign Up' });
    await fill({ Username: 'ann', 'Email Address': 'ann@example.com', Password: 'secret1' });
    expect(button).toBeDisabled();
    await fill({ 'Confirm Password': 'secret1' });
    expect(button).toBeEnabled();
  });

  it('reports the first failing check and makes no call', async () => {
    renderApp('/manager/sign-up');
    await fill({ Username: '  ', 'Email Address': 'ann@example.com', Password: 'abc', 'Confirm Password': 'abd' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Username is required')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(labelled('Username'), { selector: 'input' }), 'ann');
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs up as manager, signs in and opens the dashboard', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/auth/signup')) {
        return new Response(JSON.stringify({ id: 'u1', userName: 'ann', emailAddress: 'ann@example.com', role: 'manager' }), {
          status: 201,
        });
      }
      return new Response(
        JSON.stringify({ token: 't', refreshToken: 'r', id: 'u1', userName: 'ann', emailAddress: 'ann@example.com', role: 'manager' }),
      );
    });
    const { router } = renderApp('/manager/sign-up');
    await fill({ Username: 'ann', 'Email Address': 'ann@example.com', Password: 'secret1', 'Confirm Password': 'secret1' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/home'));
    expect(await screen.findByText('Manager Dashboard')).toBeInTheDocument();
    const signup = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(signup.role).toBe('manager');
  });
});

describe('protected pages', () => {
  it('send a signed-out visitor to the manager sign-in, remembering the page', async () => {
    const { router } = renderApp('/admin/home');
    await waitFor(() => expect(router.state.location.pathname).toBe('/manager/sign-in'));
    expect(router.state.location.search).toEqual({ redirect: '/admin/home' });
    expect(await screen.findByText('Manager Sign In')).toBeInTheDocument();
  });
});
