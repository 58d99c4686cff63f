/**
 * Where the login page sends the browser with the fresh login parameter: the back office decodes it
 * under /admin/login, the storefront under /myplan or / (the `redirect` query says which).
 */
export function loginTarget(redirect: string | null, parameter: string): string {
  const encoded = encodeURIComponent(parameter);
  if (redirect?.startsWith('/admin')) return `/admin/login/${encoded}`;
  if (redirect?.toLowerCase().includes('myplan')) return `/myplan/${encoded}`;
  return `/${encoded}`;
}
