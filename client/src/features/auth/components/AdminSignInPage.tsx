import { getRouteApi } from '@tanstack/react-router';
import { SignInForm } from './SignInForm';

const route = getRouteApi('/admin/sign-in');

export default function AdminSignInPage() {
  const { redirect } = route.useSearch();
  return (
    <SignInForm
      title="Admin Sign In"
      subtitle="Enter your credentials to access the admin panel"
      redirect={redirect}
      defaultRedirect="/admin/home"
      signUpPath="/admin/sign-up"
    />
  );
}
