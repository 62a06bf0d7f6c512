import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SignInForm } from './SignInForm';

const route = getRouteApi('/manager/sign-in');

export default function ManagerSignInPage() {
  const { t } = useTranslation('manage');
  const { redirect } = route.useSearch();
  return (
    <SignInForm
      title={t('auth.managerSignIn.title')}
      subtitle={t('auth.managerSignIn.subtitle')}
      redirect={redirect}
      defaultRedirect="/manager/home"
      signUpPath="/manager/sign-up"
    />
  );
}
