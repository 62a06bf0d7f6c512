// The phone's shell (issue 22): the page the QR code opens, drawn without the app, in either
// language; the player's page in its place after the join and back; the app for the rest.
// The app and the player's page are stood in for here (theirs is e2e's: join-on-phone.e2e.test.ts).
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SNACKBAR_MS } from '@quizfest/shared';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { phoneTexts } from './i18n/phoneTexts';
import { SERVER_ERROR_KEYS } from './i18n/serverErrors';
import { phoneSnackbars, showError } from './lib/phoneSnackbar';
import { STORAGE_KEYS } from './lib/storage';

const { mountApp } = vi.hoisted(() => ({ mountApp: vi.fn() }));
vi.mock('./mountApp', () => ({ mountApp }));
vi.mock('./phonePlayer', async () => {
  const { useToJoinPage } = await import('./features/player/toJoinPage');
  return {
    PhoneProviders: ({ children }: { children: ReactNode }) => <div data-testid="phone-providers">{children}</div>,
    PlayerPage: function PlayerPage() {
      const toJoinPage = useToJoinPage();
      return (
        <main>
          <h1>the player's page</h1>
          <button type="button" onClick={() => toJoinPage({ replace: false })}>
            Leave
          </button>
        </main>
      );
    },
  };
});
// The big screen's code, fetched while the code is typed: not this test's subject.
vi.mock('./pageChunks', () => ({
  loadPlayerPage: () => Promise.resolve({}),
  loadScreenPage: () => Promise.resolve({}),
  loadFullStyles: () => Promise.resolve({}),
  loadScreenCatalogues: () => Promise.resolve([]),
}));

const EVENT_ID = '0b6f7a0e-3d2c-4b8e-9a51-2f6f0e4d7c11';
const fetchMock = vi.fn<typeof fetch>();
let root: HTMLElement;
let takeDown: (() => void) | undefined;

async function draw(url: string) {
  window.history.replaceState(null, '', url);
  const { drawPhoneShell } = await import('./phoneShell');
  await act(async () => {
    takeDown = await drawPhoneShell(root, window.location.pathname === '/player' ? '/player' : '/');
  });
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  mountApp.mockReset();
  // As the app does: it takes the page over, the shell's page goes in the same task.
  mountApp.mockImplementation(async (into: HTMLElement, { beforeDraw }: { beforeDraw: () => void }) => {
    beforeDraw();
    into.textContent = 'the app';
  });
  root = document.createElement('div');
  document.body.append(root);
});

afterEach(() => {
  act(() => takeDown?.());
  takeDown = undefined;
  vi.unstubAllGlobals();
  root.remove();
  document.documentElement.removeAttribute('data-mantine-color-scheme');
});

describe('the phone shell', () => {
  it('draws the join page in English with its title, and takes the code at once', async () => {
    await draw('/');
    const field = await screen.findByLabelText('Event Code');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('placeholder', 'Enter 4-letter code');
    expect(screen.getByText('Enter the code shown on the big screen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join' })).toBeDisabled();
    expect(document.title).toBe('Join · QuizFest');
    expect(document.documentElement.lang).toBe('en');
  });

  it('speaks French on a phone set to French, the server’s refusals too', async () => {
    window.localStorage.setItem('quizfest.playerLanguage', 'fr_FR');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: 'No event found with this code' }), { status: 404 }));
    await draw('/');
    const field = await screen.findByLabelText('Code de l’événement');
    expect(document.title).toBe('Rejoindre · QuizFest');
    expect(document.documentElement.lang).toBe('fr');
    expect(screen.getByRole('button', { name: 'Rejoindre comme écran' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Organisateurs\u00a0: se connecter' })).toHaveAttribute('href', '/manager');
    await userEvent.type(field, 'zzzz');
    await userEvent.click(screen.getByRole('button', { name: 'Rejoindre' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aucun événement ne porte ce code');
    expect(screen.getByRole('button', { name: 'Fermer le message' })).toBeInTheDocument();
  });

  it('joins with the code from the QR link and draws the player page in place of the join page, and back on Leave', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ eventId: EVENT_ID }), { status: 200 }));
    await draw('/?code=wxyz');
    expect(await screen.findByLabelText('Event Code')).toHaveValue('WXYZ');
    // What the last event left (its player was removed) does not cover the next one's page.
    showError('You were removed from this event by the host', { id: 'event-gone' });
    const before = window.history.length;
    await userEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: "the player's page" })).toBeInTheDocument();
    expect(phoneSnackbars()).toEqual([]);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events/join');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ code: 'WXYZ' });
    expect(window.localStorage.getItem(STORAGE_KEYS.eventId)).toBe(EVENT_ID);
    // In place of the join page: Back from the game leaves rather than showing the code field.
    expect(window.location.pathname).toBe('/player');
    expect(window.history.length).toBe(before);
    expect(document.title).toBe('Play · QuizFest');
    expect(mountApp).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByLabelText('Event Code')).toHaveValue('');
    expect(window.location.pathname).toBe('/');
    expect(document.title).toBe('Join · QuizFest');
    // Within the player page's providers now (its snackbars stay), with the join page's theme button.
    expect(screen.getByTestId('phone-providers')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /theme/ })).toBeInTheDocument();
    // Back returns to the player page.
    await act(async () => {
      window.history.back();
      await waitFor(() => expect(window.location.pathname).toBe('/player'));
    });
    expect(await screen.findByRole('heading', { name: "the player's page" })).toBeInTheDocument();
  });

  it('draws the player page at /player, with nothing of the app', async () => {
    window.localStorage.setItem(STORAGE_KEYS.eventId, EVENT_ID);
    await draw('/player');
    expect(screen.getByRole('heading', { name: "the player's page" })).toBeInTheDocument();
    expect(document.title).toBe('Play · QuizFest');
    expect(mountApp).not.toHaveBeenCalled();
  });

  it('hands the page to the app at /screen after a join as a screen, keeping Join busy until it draws', async () => {
    let drawn!: () => void;
    mountApp.mockImplementation(
      (into: HTMLElement, { beforeDraw }: { beforeDraw: () => void }) =>
        new Promise<void>((resolve) => {
          drawn = () => {
            beforeDraw();
            into.textContent = 'the app';
            resolve();
          };
        }),
    );
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ eventId: EVENT_ID }), { status: 200 }));
    await draw('/?isScreen=true&code=abcd');
    await userEvent.click(await screen.findByRole('button', { name: 'Join as Screen' }));
    await waitFor(() => expect(mountApp).toHaveBeenCalledOnce());
    expect(mountApp.mock.calls[0]![1]).toMatchObject({ goTo: { href: '/screen', replace: true } });
    const join = screen.getByRole('button', { name: 'Join as Screen' });
    expect(join).toBeDisabled();
    expect(join).toHaveAttribute('data-loading');
    act(() => drawn());
    expect(root).toHaveTextContent('the app');
    expect(screen.queryByLabelText('Event Code')).not.toBeInTheDocument();
  });

  it('switches to screen mode in place, keeps the big-screen key for its own code, and joins as a screen', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ eventId: EVENT_ID }), { status: 200 }));
    await draw('/?code=qwer&key=the-key');
    await userEvent.click(await screen.findByRole('button', { name: 'Join as a screen' }));
    expect(new URLSearchParams(window.location.search).get('isScreen')).toBe('true');
    expect(window.location.search).toContain('code=qwer');
    expect(screen.getByText('Connect this display to an event')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Join as Screen' }));
    await waitFor(() => expect(mountApp).toHaveBeenCalledOnce());
    expect(mountApp.mock.calls[0]![1]).toMatchObject({ goTo: { href: '/screen', replace: true } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/events/join-as-screen');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toMatchObject({ code: 'QWER', key: 'the-key' });
  });

  it('says a refusal in a snackbar that closes by itself, and makes no call for a code of blanks', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await draw('/');
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      await user.type(await screen.findByLabelText('Event Code'), '  ');
      await user.click(screen.getByRole('button', { name: 'Join' }));
      expect(screen.getByRole('alert')).toHaveTextContent('Please enter an event code');
      expect(screen.getByLabelText('Event Code')).toHaveAttribute('aria-invalid', 'true');
      expect(fetchMock).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(SNACKBAR_MS + 10));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves for the manager area through the app, keeping the join page in the history', async () => {
    await draw('/');
    await userEvent.click(await screen.findByRole('link', { name: 'Organisers: sign in' }));
    await waitFor(() => expect(mountApp).toHaveBeenCalledOnce());
    expect(mountApp.mock.calls[0]![1]).toMatchObject({ goTo: { href: '/manager', replace: false } });
  });

  it('cycles the theme light, dark, system, and writes it where Mantine reads it', async () => {
    window.localStorage.setItem(STORAGE_KEYS.themeMode, 'light');
    await draw('/');
    const toggle = await screen.findByRole('button', { name: 'Light theme (switch to dark)' });
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
    await userEvent.click(toggle);
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('dark');
    await userEvent.click(screen.getByRole('button', { name: 'Dark theme (switch to system)' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.themeMode)).toBe('system');
    // The test's device prefers light (setup.ts's matchMedia).
    expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'light');
  });
});

describe('phoneTexts', () => {
  it('has every server message the join page can translate, in both languages, and fills its placeholders', () => {
    for (const language of ['en', 'fr'] as const) {
      const t = phoneTexts(language);
      for (const key of SERVER_ERROR_KEYS) expect(t(key), `${language} ${key}`).not.toBe(key);
    }
    expect(phoneTexts('en')('serverErrors.codeFormat', { length: 4 })).toBe('code must be 4 letters');
  });

  it('shows a key it does not bundle as the key, as i18next would', () => {
    expect(phoneTexts('en')('player.ended')).toBe('player.ended');
  });
});
