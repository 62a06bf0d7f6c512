// Sign-up (docs/PRODUCT-RULES.md#accounts): creates the account, then signs in at once with the same credentials.
import { PasswordInput, TextInput } from '@mantine/core';
import type { Role } from '@quizfest/shared';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/useAuth';
import { AuthForm } from './AuthForm';
import { EmailAddressField } from './EmailAddressField';
import { useAuthCall } from '../hooks/useAuthCall';
import { validateSignUp } from '../utils/validateSignUp';

type Props = {
  title: string;
  subtitle?: string;
  role: Role;
  successPath: '/manager/home' | '/admin/home';
  signInPath: '/manager/sign-in' | '/admin/sign-in';
  /** Managers need all four fields before the button enables (docs/PRODUCT-RULES.md#validation); admins are checked on submit. */
  requireAllFields: boolean;
  passwordHelper?: string;
};

export function SignUpForm({ title, subtitle, role, successPath, signInPath, requireAllFields, passwordHelper }: Props) {
  const { t } = useTranslation('manage');
  const { signUp } = useAuth();
  const navigate = useNavigate();
  const [userName, setUserName] = useState('');
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const call = useAuthCall(t('auth.signUpFailed'));
  const blocked = call.busy || (requireAllFields && !(userName && emailAddress && password && confirmPassword));

  const submit = () => {
    if (blocked) return;
    const invalid = validateSignUp(t, { userName, password, confirmPassword });
    if (invalid) {
      call.fail(invalid);
      return;
    }
    void call.run(async () => {
      await signUp(userName.trim(), emailAddress, password, role);
      await navigate({ to: successPath });
    });
  };

  return (
    <AuthForm
      title={title}
      subtitle={subtitle}
      {...call.form}
      onSubmit={submit}
      submit={{ label: t('auth.signUp'), busyLabel: t('auth.creatingAccount'), disabled: blocked }}
      other={{ prompt: t('auth.haveAccount'), label: t('auth.signIn'), to: signInPath }}
    >
      <TextInput
        label={t('auth.username')}
        autoComplete="username"
        required
        value={userName}
        onChange={(e) => setUserName(e.currentTarget.value)}
      />
      <EmailAddressField value={emailAddress} onChange={setEmailAddress} />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="new-password"
        required
        description={passwordHelper}
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <PasswordInput
        label={t('auth.confirmPassword')}
        autoComplete="new-password"
        required
        value={confirmPassword}
        onChange={(e) => setConfirmPassword(e.currentTarget.value)}
      />
    </AuthForm>
  );
}
