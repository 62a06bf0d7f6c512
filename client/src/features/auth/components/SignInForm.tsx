// Sign-in (docs/PRODUCT-RULES.md#accounts) for managers and admins; they differ only in texts and where success goes.
import { Checkbox, PasswordInput } from '@mantine/core';
import { REMEMBER_ME_DEFAULT } from '@quizfest/shared';
import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../hooks/useAuth';
import { AuthForm } from './AuthForm';
import { EmailAddressField } from './EmailAddressField';
import { safeRedirect } from '../utils/safeRedirect';
import { useAuthCall } from '../hooks/useAuthCall';

type Props = {
  title: string;
  subtitle?: string;
  redirect: string | undefined;
  defaultRedirect: '/manager/home' | '/admin/home';
  signUpPath: '/manager/sign-up' | '/admin/sign-up';
};

export function SignInForm({ title, subtitle, redirect, defaultRedirect, signUpPath }: Props) {
  const { t } = useTranslation('manage');
  const { signIn } = useAuth();
  const router = useRouter();
  const [emailAddress, setEmailAddress] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(REMEMBER_ME_DEFAULT);
  const call = useAuthCall(t('auth.signInFailed'));
  const incomplete = !emailAddress || !password;

  const submit = () => {
    if (incomplete || call.busy) return;
    void call.run(async () => {
      await signIn(emailAddress, password, rememberMe);
      router.history.push(safeRedirect(redirect, defaultRedirect));
    });
  };

  return (
    <AuthForm
      title={title}
      subtitle={subtitle}
      {...call.form}
      onSubmit={submit}
      submit={{ label: t('auth.signIn'), busyLabel: t('auth.signingIn'), disabled: incomplete || call.busy }}
      other={{ prompt: t('auth.noAccount'), label: t('auth.signUp'), to: signUpPath }}
    >
      <EmailAddressField value={emailAddress} onChange={setEmailAddress} />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <Checkbox label={t('auth.rememberMe')} checked={rememberMe} onChange={(e) => setRememberMe(e.currentTarget.checked)} />
    </AuthForm>
  );
}
