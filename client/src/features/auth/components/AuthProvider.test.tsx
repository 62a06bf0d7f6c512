import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../lib/storage';
import { AuthProvider } from './AuthProvider';
import { useAuth } from '../hooks/useAuth';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const session = { token: 't', refreshToken: 'r', id: 'u1', userName: 'ann', emailAddress: 'ann@example.com', role: 'manager' };

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function Probe() {
  const { user, isLoading, isAuthenticated } = useAuth();
  return <p>{isLoading ? 'loading' : isAuthenticated ? `in as ${user?.userName}` : 'out'}</p>;
}

describe('AuthProvider', () => {
  it('throws a clear error when useAuth is used outside it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    vi.restoreAllMocks();
  });

  it('restores a stored session on start', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 't');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session));
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    expect(await screen.findByText('in as ann')).toBeInTheDocument();
  });

  it('signs in with the SHA-256 of the password and stores both tokens and the user', async () => {
    fetchMock.mockResolvedValueOnce(json(session));
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.signIn('ann@example.com', 'secret1', true));
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, unknown>;
    expect(body.emailAddress).toBe('ann@example.com');
    expect(body.rememberMe).toBe(true);
    expect(body.passwordHash).toMatch(/^[0-9a-f]{64}$/);
    expect(body.passwordHash).not.toBe('secret1');
    expect(body).not.toHaveProperty('password');
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBe('t');
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBe('r');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.user)!)).toMatchObject({ userName: 'ann', role: 'manager' });
    expect(result.current.isAuthenticated).toBe(true);
  });

  it('signs up with the role, then signs in at once with the same credentials', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 'u1', userName: 'ann', emailAddress: 'ann@example.com', role: 'admin' }, 201));
    fetchMock.mockResolvedValueOnce(json({ ...session, role: 'admin' }));
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    await act(() => result.current.signUp('ann', 'ann@example.com', 'secret1', 'admin'));
    const [signupUrl, signupInit] = fetchMock.mock.calls[0]!;
    const [signinUrl, signinInit] = fetchMock.mock.calls[1]!;
    expect(signupUrl).toBe('/api/auth/signup');
    expect(signinUrl).toBe('/api/auth/signin');
    const signup = JSON.parse(String(signupInit?.body)) as Record<string, unknown>;
    const signin = JSON.parse(String(signinInit?.body)) as Record<string, unknown>;
    expect(signup.role).toBe('admin');
    expect(signin.passwordHash).toBe(signup.passwordHash);
    expect(signin.rememberMe).toBe(false);
    expect(result.current.user?.role).toBe('admin');
  });

  it('hashes as lowercase hex SHA-256', async () => {
    const { hashPassword } = await import('../utils/hashPassword');
    // Known vector: SHA-256("abc").
    expect(await hashPassword('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('signs out: clears the three stored items and the user', async () => {
    localStorage.setItem(STORAGE_KEYS.accessToken, 't');
    localStorage.setItem(STORAGE_KEYS.refreshToken, 'r');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session));
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    const { result } = renderHook(() => useAuth(), { wrapper: AuthProvider });
    await waitFor(() => expect(result.current.isAuthenticated).toBe(true));
    await act(() => result.current.signOut());
    expect(result.current.user).toBeNull();
    expect(result.current.isAuthenticated).toBe(false);
    expect(localStorage.getItem(STORAGE_KEYS.accessToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({ refreshToken: 'r' });
  });
});
