import { useTranslation } from 'react-i18next';
import { SignUpForm } from './SignUpForm';

export default function ManagerSignUpPage() {
  const { t } = useTranslation('manage');
  return (
    <SignUpForm
      title={t('auth.managerSignUp.title')}
      subtitle={t('auth.managerSignUp.subtitle')}
      role="manager"
      successPath="/manager/home"
      signInPath="/manager/sign-in"
      requireAllFields
    />
  );
}
