import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { mockApi } from '../test/mockApi';
import { saveSession } from '../features/auth/session/session';
import { renderApp } from '../test/renderApp';

afterEach(() => {
  vi.unstubAllGlobals();
});

// Every page was titled 'QuizFest': several tabs of the app could not be told apart.
describe('page titles', () => {
  it('names the page in the tab, and follows navigation', async () => {
    saveSession({
      token: 'a',
      refreshToken: 'r',
      id: '00000000-0000-4000-8000-000000000001',
      userName: 'M',
      emailAddress: 'm@example.com',
      role: 'manager',
    });
    mockApi({ 'GET /activities': { body: [] }, 'GET /events': { body: [] } });
    const { router } = renderApp('/manager/activities');
    await waitFor(() => expect(document.title).toBe('My activities · QuizFest'));
    await router.navigate({ to: '/manager/events' });
    await waitFor(() => expect(document.title).toBe('My events · QuizFest'));
    await router.navigate({ to: '/manager/activities/quiz', search: { id: 'abc' } });
    await waitFor(() => expect(document.title).toBe('Edit quiz · QuizFest'));
  });

  // The title stayed in the first language after the EN/FR switch (issue 19).
  it('words the title again in the language switched to', async () => {
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Join · QuizFest'));
    await act(() => i18n.changeLanguage('fr'));
    await waitFor(() => expect(document.title).toBe('Rejoindre · QuizFest'));
  });

  it('titles the sign-in page', async () => {
    renderApp('/admin/sign-in');
    await waitFor(() => expect(document.title).toBe('Admin sign in · QuizFest'));
  });
});
