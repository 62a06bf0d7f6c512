// The frame of the sign-in and sign-up forms (docs/PRODUCT-RULES.md#pages): the card, the dismissible error, fields
// disabled while busy, the submit button and the link to the other form.
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../../../components/manager/ErrorAlert';
import { AuthCard } from './AuthCard';

type AuthPath = '/manager/sign-in' | '/manager/sign-up' | '/admin/sign-in' | '/admin/sign-up';

type Props = {
  title: string;
  subtitle?: string;
  error: string | null;
  onDismissError: () => void;
  busy: boolean;
  onSubmit: () => void;
  submit: { label: string; busyLabel: string; disabled: boolean };
  other: { prompt: string; label: string; to: AuthPath };
  children: ReactNode;
};

export function AuthForm({ title, subtitle, error, onDismissError, busy, onSubmit, submit, other, children }: Props) {
  const handle = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <AuthCard title={title} subtitle={subtitle}>
      <form onSubmit={handle} noValidate>
        <Stack>
          <ErrorAlert message={error} onClose={onDismissError} />
          {/* One disabled fieldset turns every field off while the call runs (docs/PRODUCT-RULES.md#accounts). */}
          <fieldset disabled={busy} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack>{children}</Stack>
          </fieldset>
          <Button type="submit" size="md" fullWidth disabled={submit.disabled}>
            {busy ? submit.busyLabel : submit.label}
          </Button>
          <Text size="sm" ta="center">
            {other.prompt}{' '}
            <Anchor component={Link} to={other.to} underline="always">
              {other.label}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
