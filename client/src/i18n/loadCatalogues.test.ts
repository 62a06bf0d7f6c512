// The lazy namespaces (manage, screen, host) come as their own chunks; a route's loader awaits
// loadCatalogues so that its page never draws before its texts.
import { describe, expect, it } from 'vitest';
import { i18n, loadCatalogues, type Namespace } from './i18n';

describe('loadCatalogues', () => {
  it('loads a lazy namespace in the languages asked for, beside the current one', async () => {
    // The test setup loaded them already: drop them, as a page opened afresh would not have them.
    i18n.removeResourceBundle('en', 'screen');
    i18n.removeResourceBundle('fr', 'screen');
    await loadCatalogues('screen', ['en', 'fr']);
    expect(i18n.getFixedT('en', 'screen')('title')).toBe('Screen');
    expect(i18n.getFixedT('fr', 'screen')('title')).toBe('Écran');
  });

  it('loads a lazy namespace in the current language', async () => {
    i18n.removeResourceBundle('en', 'host');
    await loadCatalogues('host');
    expect(i18n.hasResourceBundle('en', 'host')).toBe(true);
    expect(i18n.t('host:title')).toBe('Host console');
  });

  it('fails when a catalogue cannot be had, rather than letting the page draw its keys', async () => {
    await expect(loadCatalogues('nowhere' as Namespace, ['fr'])).rejects.toThrow('Failed to load the nowhere texts (fr, en)');
    // Not asked for again by the next language change.
    const namespaces = i18n.options.ns as string[];
    namespaces.splice(namespaces.indexOf('nowhere'), 1);
  });
});
