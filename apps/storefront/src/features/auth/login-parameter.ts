/**
 * The encrypted login parameter is a long URL-safe string. Anything shorter is an ordinary path segment
 * (an unknown page), not a sign-in attempt, and must not trigger the decode-or-logout flow.
 */
const LOGIN_PARAMETER = /^[A-Za-z0-9_~.=-]{24,}$/;

export function isLoginParameter(value: string | undefined): value is string {
  return value !== undefined && LOGIN_PARAMETER.test(value);
}

/**
 * After signing in from a parameter the user lands on their plan when the path asked for it (§2), or on
 * "Productos adquiridos" when it asked for the dashboard (docs/api/contracts.md).
 */
export function landingAfterParameterLogin(pathname: string): string {
  const path = pathname.toLowerCase();
  if (path.includes('myplan')) return '/myplan';
  if (path.startsWith('/dashboard')) return '/dashboard';
  return '/';
}
