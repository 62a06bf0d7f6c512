// Sign-in of spec §2 for managers and admins; they differ only in texts and where success goes.
import { Alert, Anchor, Button, Checkbox, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { REMEMBER_ME_DEFAULT } from '@quizfest/shared';
import { Link, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { useAuth } from '../../lib/auth/useAuth';
import { errorMessage } from '../../lib/snackbar';
import { AuthCard } from './AuthCard';
import { safeRedirect } from './safeRedirect';

type Props = {
  title: string;
  subtitle?: string;
  redirect: string | undefined;
  defaultRedirect: '/manager/home' | '/admin/home';
  signUpPath: '/manager/sign-up' | '/admin/sign-up';
};

export function SignInForm({ title, subtitle, redirect, defaultRedirect, signUpPath }: Props) {
  const { signIn } = useAuth();
  const router = useRouter();
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(REMEMBER_ME_DEFAULT);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!emailAddress || !password || busy) return;
    setBusy(true);
    setError(null);
    try {
      await signIn(emailAddress, password, rememberMe);
      router.history.push(safeRedirect(redirect, defaultRedirect));
    } catch (caught) {
      setError(errorMessage(caught, 'An error occurred during sign-in'));
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
                label="Email Address"
                type="email"
                autoComplete="email"
                required
                value={emailAddress}
                onChange={(e) => setEmailAddress(e.currentTarget.value)}
              />
              <PasswordInput
                label="Password"
                autoComplete="current-password"
                required
                value={password}
                onChange={(e) => setPassword(e.currentTarget.value)}
              />
              <Checkbox
                label="Remember me"
                checked={rememberMe}
                onChange={(e) => setRememberMe(e.currentTarget.checked)}
              />
            </Stack>
          </fieldset>
          <Button type="submit" size="md" fullWidth disabled={!emailAddress || !password || busy}>
            {busy ? 'Signing In...' : 'Sign In'}
          </Button>
          <Text size="sm" ta="center">
            Don&apos;t have an account?{' '}
            <Anchor component={Link} to={signUpPath}>
              Sign Up
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
