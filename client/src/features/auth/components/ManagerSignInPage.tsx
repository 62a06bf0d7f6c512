import { getRouteApi } from '@tanstack/react-router';
import { SignInForm } from './SignInForm';

const route = getRouteApi('/manager/sign-in');

export default function ManagerSignInPage() {
  const { redirect } = route.useSearch();
  return (
    <SignInForm
      title="Manager Sign In"
      subtitle="Sign in to prepare your quizzes, teams and events"
      redirect={redirect}
      defaultRedirect="/manager/home"
      signUpPath="/manager/sign-up"
    />
  );
}
