// Sign-up checks (docs/PRODUCT-RULES.md#validation), in that order; the first failure is the one shown.
// The username is checked with the server's own schema, so the form refuses what the server would.
import { LIMITS, MIN_PASSWORD_LENGTH, schemas } from '@quizfest/shared';
import type { TFunction } from 'i18next';

export type SignUpFields = { userName: string; password: string; confirmPassword: string };

export function validateSignUp(t: TFunction<'manage'>, { userName, password, confirmPassword }: SignUpFields): string | null {
  const name = schemas.SignupBody.shape.userName.safeParse(userName);
  if (!name.success) {
    const code = name.error.issues[0]?.code;
    // Empty once trimmed is the spec's message; too long says the limit; anything else (a NUL
    // character) is a character the name cannot hold.
    if (code === 'too_small') return t('auth.usernameRequired');
    if (code === 'too_big') return t('auth.usernameTooLong', { max: LIMITS.userNameMax });
    return t('auth.usernameInvalid');
  }
  if (password !== confirmPassword) return t('auth.passwordsMismatch');
  if (password.length < MIN_PASSWORD_LENGTH) return t('auth.passwordTooShort', { min: MIN_PASSWORD_LENGTH });
  return null;
}
