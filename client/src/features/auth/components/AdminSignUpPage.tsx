import { MIN_PASSWORD_LENGTH } from '@quizfest/shared';
import { SignUpForm } from './SignUpForm';

export default function AdminSignUpPage() {
  return (
    <SignUpForm
      title="Admin Sign Up"
      subtitle="Create your admin account"
      role="admin"
      successPath="/admin/home"
      signInPath="/admin/sign-in"
      requireAllFields={false}
      passwordHelper={`Password must be at least ${MIN_PASSWORD_LENGTH} characters long`}
    />
  );
}
