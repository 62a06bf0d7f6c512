import { LIMITS } from '@quizfest/shared';
import { describe, expect, it } from 'vitest';
import { validateSignUp } from './validateSignUp';

describe('validateSignUp', () => {
  it('checks the username first, trimmed', () => {
    expect(validateSignUp({ userName: '   ', password: 'a', confirmPassword: 'b' })).toBe('Username is required');
  });

  it("refuses a username the server's schema refuses, in the schema's words", () => {
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
});
