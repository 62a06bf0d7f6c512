import { SignUpForm } from './SignUpForm';

export default function ManagerSignUpPage() {
  return (
    <SignUpForm
      title="Manager Sign Up"
      subtitle="Create your account to run quiz nights"
      role="manager"
      successPath="/manager/home"
      signInPath="/manager/sign-in"
      requireAllFields
    />
  );
}
