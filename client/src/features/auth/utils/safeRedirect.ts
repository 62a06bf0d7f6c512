// The remembered origin page comes from the URL, so only same-site paths are followed: anything
// else ('//evil.example', 'https://…') would make sign-in an open redirect.
export function safeRedirect(redirect: string | undefined, fallback: string): string {
  if (redirect && redirect.startsWith('/') && !redirect.startsWith('//') && !redirect.startsWith('/\\')) return redirect;
  return fallback;
}
