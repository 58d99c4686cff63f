import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const appRoot = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(appRoot, '../..');
const { compilerOptions } = JSON.parse(readFileSync(resolve(repoRoot, 'tsconfig.base.json'), 'utf8')) as {
  compilerOptions: { paths: Record<string, string[]> };
};
const alias = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, resolve(repoRoot, target)]),
);
const api = { target: 'http://localhost:3000', changeOrigin: false };

export default defineConfig({
  root: appRoot,
  base: '/',
  plugins: [react()],
  resolve: { alias },
  build: {
    outDir: resolve(repoRoot, 'dist/apps/storefront'),
    emptyOutDir: true,
    // antd alone is about 730 kB minified (230 kB gzip); everything else is split below that.
    chunkSizeWarningLimit: 800,
    // Vendors change less often than the app: separate files stay cached across releases.
    rollupOptions: {
      output: {
        manualChunks: {
          react: ['react', 'react-dom', 'react-router-dom'],
          antd: ['antd', '@ant-design/icons'],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': { ...api, ws: true },
      // Only the API part: /license/addCartItem, /license/viewCartModal... are storefront routes.
      '/license/api': api,
      '/mail': api,
      '/user': api,
    },
  },
});
