// Sign-up of spec §2: creates the account, then signs in at once with the same credentials.
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { Role } from '@quizfest/shared';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../lib/auth/useAuth';
import { errorMessage } from '../../lib/snackbar';
import { AuthCard } from './AuthCard';
import { validateSignUp } from './validateSignUp';

type Props = {
  title: string;
  subtitle?: string;
  role: Role;
  successPath: '/manager/home' | '/admin/home';
  signInPath: '/manager/sign-in' | '/admin/sign-in';
  /** Managers need all four fields before the button enables (spec §5); admins are checked on submit. */
  requireAllFields: boolean;
  passwordHelper?: string;
};

export function SignUpForm({ title, subtitle, role, successPath, signInPath, requireAllFields, passwordHelper }: Props) {
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [userName, setUserName] = useState('');
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const complete = Boolean(userName && emailAddress && password && confirmPassword);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || (requireAllFields && !complete)) return;
    const invalid = validateSignUp({ userName, password, confirmPassword });
    if (invalid) {
      setError(invalid);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await signUp(userName.trim(), emailAddress, password, role);
      await navigate({ to: successPath });
    } catch (caught) {
      setError(errorMessage(caught, 'An error occurred during sign-up'));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={title} {...(subtitle ? { subtitle } : {})}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {error && (
            <Alert color="red" withCloseButton onClose={() => setError(null)} closeButtonLabel="Dismiss error">
              {error}
            </Alert>
          )}
          <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack>
              <TextInput
                label="Username"
                autoComplete="username"
                required
                value={userName}
                onChange={(e) => setUserName(e.currentTarget.value)}
              />
              <TextInput
                label="Email Address"
                type="email"
                autoComplete="email"
                required
                value={emailAddress}
                onChange={(e) => setEmailAddress(e.currentTarget.value)}
              />
              <PasswordInput
                label="Password"
                autoComplete="new-password"
                required
                {...(passwordHelper ? { description: passwordHelper } : {})}
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <PasswordInput
                label="Confirm Password"
                autoComplete="new-password"
                required
                value={confirmPassword}
                onChange={(e) => setConfirmPassword(e.currentTarget.value)}
              />
            </Stack>
          </fieldset>
          <Button type="submit" size="md" fullWidth disabled={busy || (requireAllFields && !complete)}>
            {busy ? 'Creating Account...' : 'Sign Up'}
          </Button>
          <Text size="sm" ta="center">
            Already have an account?{' '}
            <Anchor component={Link} to={signInPath}>
              Sign In
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
