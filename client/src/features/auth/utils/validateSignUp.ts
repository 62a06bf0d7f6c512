// Sign-up checks (docs/PRODUCT-RULES.md#validation), in that order; the first failure is the one shown.
// The username is checked with the server's own schema, so the form refuses what the server would.
import { MIN_PASSWORD_LENGTH, schemas } from '@quizfest/shared';

export type SignUpFields = { userName: string; password: string; confirmPassword: string };

export function validateSignUp({ userName, password, confirmPassword }: SignUpFields): string | null {
  const name = schemas.SignupBody.shape.userName.safeParse(userName);
  if (!name.success) {
    const issue = name.error.issues[0];
    // Empty once trimmed is the spec's message; anything else (too long) in the schema's words, as
    // the server would put it.
    return issue?.code === 'too_small' ? 'Username is required' : `Username ${issue?.message ?? 'is invalid'}`;
  }
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  return null;
}
