import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spaViteConfig } from '../../tools/build/spa-vite-config';

export default spaViteConfig({
  appRoot: dirname(fileURLToPath(import.meta.url)),
  base: '/admin/',
  outName: 'backoffice',
  // The sign-in page belongs to the storefront, which the API serves.
  extraProxy: ['/login'],
});
