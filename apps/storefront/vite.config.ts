import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bootShell } from '../../tools/build/boot-shell';
import { spaViteConfig } from '../../tools/build/spa-vite-config';

export default spaViteConfig({
  appRoot: dirname(fileURLToPath(import.meta.url)),
  base: '/',
  outName: 'storefront',
  plugins: [bootShell()],
});
