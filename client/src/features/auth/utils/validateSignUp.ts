// Sign-up checks (docs/PRODUCT-RULES.md#validation), in that order; the first failure is the one shown.
import { MIN_PASSWORD_LENGTH } from '@quizfest/shared';

export type SignUpFields = { userName: string; password: string; confirmPassword: string };

export function validateSignUp({ userName, password, confirmPassword }: SignUpFields): string | null {
  if (!userName.trim()) return 'Username is required';
  if (password !== confirmPassword) return 'Passwords do not match';
  if (password.length < MIN_PASSWORD_LENGTH) return `Password must be at least ${MIN_PASSWORD_LENGTH} characters long`;
  return null;
}
