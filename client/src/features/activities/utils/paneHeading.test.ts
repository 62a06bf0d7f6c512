import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { paneHeading } from './paneHeading';

describe('paneHeading', () => {
  it('is Translation for two languages and Questions (Same Language) for one', () => {
    const t = i18n.getFixedT('en', 'manage');
    expect(paneHeading(t, 'en_US', 'fr_FR')).toBe('Translation');
    expect(paneHeading(t, 'fr_FR', 'fr_FR')).toBe('Questions (Same Language)');
  });
});
