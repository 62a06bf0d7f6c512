import { LIMITS } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { validateSignUp as validate } from './validateSignUp';

const en = i18n.getFixedT('en', 'manage');
const fr = i18n.getFixedT('fr', 'manage');
const validateSignUp = (fields: Parameters<typeof validate>[1]) => validate(en, fields);

describe('validateSignUp', () => {
  it('checks the username first, trimmed', () => {
    expect(validateSignUp({ userName: '   ', password: 'a', confirmPassword: 'b' })).toBe('Username is required');
  });

  it("refuses a username the server's schema refuses, saying the limit", () => {
    const long = 'a'.repeat(LIMITS.userNameMax + 1);
    expect(validateSignUp({ userName: long, password: 'abcdef', confirmPassword: 'abcdef' })).toBe(
      `Username must be at most ${LIMITS.userNameMax} characters`,
    );
    expect(validateSignUp({ userName: ` ${'a'.repeat(LIMITS.userNameMax)} `, password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('checks that the passwords match before their length', () => {
    expect(validateSignUp({ userName: 'ann', password: 'abc', confirmPassword: 'abd' })).toBe('Passwords do not match');
  });

  it('then requires at least 6 characters', () => {
    expect(validateSignUp({ userName: 'ann', password: 'abcde', confirmPassword: 'abcde' })).toBe(
      'Password must be at least 6 characters long',
    );
  });

  it('accepts a complete sign-up', () => {
    expect(validateSignUp({ userName: 'ann', password: 'abcdef', confirmPassword: 'abcdef' })).toBeNull();
  });

  it('refuses a username with a character the server refuses (NUL)', () => {
    expect(validateSignUp({ userName: 'a\u0000b', password: 'abcdef', confirmPassword: 'abcdef' })).toBe(
      'Username contains characters that cannot be used',
    );
  });

  it('says each problem in French on a French page', async () => {
    await i18n.loadNamespaces('manage');
    await i18n.loadLanguages('fr');
    expect(validate(fr, { userName: ' ', password: 'a', confirmPassword: 'a' })).toBe('Le nom d’utilisateur est obligatoire');
    expect(validate(fr, { userName: 'a'.repeat(LIMITS.userNameMax + 1), password: 'a', confirmPassword: 'a' })).toBe(
      `Le nom d’utilisateur ne peut pas dépasser ${LIMITS.userNameMax} caractères`,
    );
    expect(validate(fr, { userName: 'ann', password: 'abc', confirmPassword: 'abd' })).toBe('Les mots de passe ne correspondent pas');
    expect(validate(fr, { userName: 'ann', password: 'abc', confirmPassword: 'abc' })).toBe(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
  });
});
