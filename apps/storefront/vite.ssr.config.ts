import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../tools/build/spa-vite-config';

const appRoot = dirname(fileURLToPath(import.meta.url));

/**
 * The storefront's server render (decision 0055): one ES module with every dependency inside (antd,
 * its CSS-in-JS, React's server renderer), which the API imports. React's production build, as in the browser.
 */
export default defineConfig({
  root: appRoot,
  plugins: [react()],
  resolve: { alias: workspaceAliases() },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: resolve(appRoot, 'src/entry-server.tsx'),
    outDir: resolve(appRoot, '../../dist/apps/storefront-ssr'),
    emptyOutDir: true,
    minify: false,
    rollupOptions: { output: { format: 'es', entryFileNames: 'entry-server.mjs', inlineDynamicImports: true } },
  },
});
