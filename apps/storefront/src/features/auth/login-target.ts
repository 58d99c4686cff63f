/**
 * Where the login page sends the browser with the fresh login parameter: the back office decodes it
 * under /admin/login, the storefront under /myplan or / (the `redirect` query says which).
 */
export function loginTarget(redirect: string | null, parameter: string): string {
  const encoded = encodeURIComponent(parameter);
  if (redirect?.startsWith('/admin')) {
    // The back-office page asked for (e.g. /admin/packages) travels along, so the user lands there.
    const next = redirect.slice('/admin'.length);
    return /^\/[A-Za-z0-9/_-]+$/.test(next) ? `/admin/login/${encoded}?next=${encodeURIComponent(next)}` : `/admin/login/${encoded}`;
  }
  if (redirect?.toLowerCase().includes('myplan')) return `/myplan/${encoded}`;
  if (redirect?.toLowerCase().startsWith('/dashboard')) return `/dashboard/${encoded}`;
  return `/${encoded}`;
}
