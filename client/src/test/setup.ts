// jsdom lacks the layout APIs Mantine reads; these stand-ins keep components rendering in tests.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { registerAuthHandlers } from '../features/auth/session/registerAuthHandlers';

// As main.tsx does at start-up: the API client reads the session through these.
registerAuthHandlers();

afterEach(() => {
  cleanup();
  // The notifications store is global: a snackbar from one test must not satisfy the next.
  notifications.clean();
  window.localStorage.clear();
});

Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;

window.HTMLElement.prototype.scrollIntoView = () => {};

// The router restores scroll positions after each navigation.
window.scrollTo = () => {};
