import { MIN_PASSWORD_LENGTH } from '@quizfest/shared';
import { useTranslation } from 'react-i18next';
import { SignUpForm } from './SignUpForm';

export default function AdminSignUpPage() {
  const { t } = useTranslation('manage');
  return (
    <SignUpForm
      title={t('auth.adminSignUp.title')}
      subtitle={t('auth.adminSignUp.subtitle')}
      role="admin"
      successPath="/admin/home"
      signInPath="/admin/sign-in"
      requireAllFields={false}
      passwordHelper={t('auth.passwordHelper', { min: MIN_PASSWORD_LENGTH })}
    />
  );
}
