// jsdom lacks the layout APIs Mantine reads; these stand-ins keep components rendering in tests.
import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { clearSnackbars } from '../lib/phoneSnackbar';
import { afterEach, vi } from 'vitest';
import { registerAuthHandlers } from '../features/auth/session/registerAuthHandlers';
import { i18n, initI18n, loadCatalogues } from '../i18n/i18n';
import { missingKeys, recordMissingKey } from './missingKeys';

// findBy and waitFor give up after 1 s by default; in CI these tests share two cores with the server
// suites and a debounced search or a lazy chunk has missed that second (HostConsole's player search,
// twice). A wait only lasts this long when the test is failing anyway.
configure({ asyncUtilTimeout: 5000 });

// As main.tsx does at start-up: the API client reads the session through these.
registerAuthHandlers();

// The app's own translations, in English so that tests find the texts as the spec words them.
// A key the current language's catalogue lacks is recorded and fails the test that asked for it
// (no falling back to English in tests: a French test must see French or fail).
initI18n('en', { onMissingKey: recordMissingKey });
// Loaded at once in tests, lazily in the app: a manager page's test need not wait for its strings.
await i18n.loadNamespaces('manage');
// The host console's, and the big screen's in both languages (it shows both), as their routes' loaders do.
await loadCatalogues('host');
await loadCatalogues('screen', ['en', 'fr']);

afterEach(async () => {
  cleanup();
  // The notifications store is global: a snackbar from one test must not satisfy the next.
  notifications.clean();
  clearSnackbars();
  window.localStorage.clear();
  // A test that switched to French leaves the next one in English.
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  const missing = missingKeys.splice(0);
  if (missing.length) throw new Error(`Keys missing from the catalogues: ${[...new Set(missing)].join('; ')}`);
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

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens on it for fonts that load late.
if (!document.fonts) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

window.HTMLElement.prototype.scrollIntoView = () => {};

// The router restores scroll positions after each navigation.
window.scrollTo = () => {};
