import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions, type UserConfig } from 'vite';
import { precompressAssets } from './precompress-assets';

const repoRoot = resolve(import.meta.dirname ?? new URL('.', import.meta.url).pathname, '../..');

/** The @lic/* path aliases of tsconfig.base.json, for Vite. */
export function workspaceAliases(): Record<string, string> {
  const { compilerOptions } = JSON.parse(readFileSync(resolve(repoRoot, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> };
  };
  return Object.fromEntries(Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, resolve(repoRoot, target)]));
}

export interface SpaOptions {
  appRoot: string;
  /** URL base the API serves the app under ('/' storefront, '/admin/' back office). */
  base: string;
  /** dist/apps/<outName> */
  outName: string;
  vendorChunks?: Record<string, string[]>;
  /** Extra paths the dev server sends to the API. */
  extraProxy?: string[];
}

/** The Vite config both SPAs share: React, workspace aliases, vendor chunks, a dev proxy to the API. */
export function spaViteConfig(options: SpaOptions): UserConfig {
  const api: ProxyOptions = { target: 'http://localhost:3000', changeOrigin: false };
  return defineConfig({
    root: options.appRoot,
    base: options.base,
    plugins: [react(), precompressAssets()],
    resolve: { alias: workspaceAliases() },
    build: {
      outDir: resolve(repoRoot, 'dist/apps', options.outName),
      emptyOutDir: true,
      // antd with the table, form and date-picker parts the back office uses is about 1.35 MB
      // minified (about 420 kB gzip), in one long-cached vendor file; the app chunks stay far below.
      chunkSizeWarningLimit: 1500,
      // Vendors change less often than the app: separate files stay cached across releases.
      rollupOptions: {
        output: {
          manualChunks: {
            react: ['react', 'react-dom', 'react-router-dom'],
            antd: ['antd', '@ant-design/icons'],
            ...options.vendorChunks,
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
        ...Object.fromEntries((options.extraProxy ?? []).map((path) => [path, api])),
      },
    },
  });
}
