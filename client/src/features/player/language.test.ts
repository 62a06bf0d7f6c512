import { describe, expect, it } from 'vitest';
import { inLanguage } from './language';

describe('inLanguage', () => {
  it('falls back to the other language', () => {
    expect(inLanguage({ en_US: 'a', fr_FR: 'b' }, 'fr_FR')).toBe('b');
    expect(inLanguage({ en_US: 'a' }, 'fr_FR')).toBe('a');
    expect(inLanguage({ fr_FR: 'b' }, 'en_US')).toBe('b');
    expect(inLanguage({}, 'en_US')).toBeUndefined();
  });
});
