/** /robots.txt of every brand host: the storefront's pages may be crawled; the back office and the API may not. */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Allow: /',
  'Disallow: /admin',
  'Disallow: /api/',
  'Disallow: /license/api/',
  'Disallow: /user/',
  'Disallow: /payment/',
  '',
].join('\n');
