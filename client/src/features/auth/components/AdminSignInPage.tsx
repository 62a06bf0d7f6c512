import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { SignInForm } from './SignInForm';

const route = getRouteApi('/admin/sign-in');

export default function AdminSignInPage() {
  const { t } = useTranslation('manage');
  const { redirect } = route.useSearch();
  return (
    <SignInForm
      title={t('auth.adminSignIn.title')}
      subtitle={t('auth.adminSignIn.subtitle')}
      redirect={redirect}
      defaultRedirect="/admin/home"
      signUpPath="/admin/sign-up"
    />
  );
}
