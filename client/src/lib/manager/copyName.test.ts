import { LIMITS } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { copyName } from './copyName';

describe('copyName', () => {
  it('adds "(copy)" in English and "(copie)" in French', () => {
    const en = i18n.getFixedT('en', 'manage');
    const fr = i18n.getFixedT('fr', 'manage');
    expect(copyName(en, 'Pub Quiz')).toBe('Pub Quiz (copy)');
    expect(copyName(fr, 'Pub Quiz')).toBe('Pub Quiz (copie)');
  });

  it('shortens a name at the limit so that the copy stays within it', () => {
    const en = i18n.getFixedT('en', 'manage');
    const long = 'x'.repeat(LIMITS.nameMax);
    const copy = copyName(en, long);
    expect(copy.length).toBeLessThanOrEqual(LIMITS.nameMax);
    expect(copy.endsWith('… (copy)')).toBe(true);
  });
});
