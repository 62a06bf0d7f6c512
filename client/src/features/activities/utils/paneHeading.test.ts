import { describe, expect, it } from 'vitest';
import { paneHeading } from './paneHeading';

describe('paneHeading', () => {
  it('is Translation for two languages and Questions (Same Language) for one', () => {
    expect(paneHeading('en_US', 'fr_FR')).toBe('Translation');
    expect(paneHeading('fr_FR', 'fr_FR')).toBe('Questions (Same Language)');
  });
});
