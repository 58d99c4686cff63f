import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions, type UserConfig } from 'vite';
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
  /** Plugins of this app only (the storefront's boot shell). */
  plugins?: Plugin[];
}

/** The Vite config both SPAs share: React, workspace aliases, vendor chunks, a dev proxy to the API. */
export function spaViteConfig(options: SpaOptions): UserConfig {
  const api: ProxyOptions = { target: 'http://localhost:3000', changeOrigin: false };
  return defineConfig({
    root: options.appRoot,
    base: options.base,
    plugins: [react(), ...(options.plugins ?? []), precompressAssets()],
    resolve: { alias: workspaceAliases() },
    build: {
      outDir: resolve(repoRoot, 'dist/apps', options.outName),
      emptyOutDir: true,
      // The back office's reports page with its charts is the largest lazy chunk (decision 0015).
      chunkSizeWarningLimit: 1500,
      rollupOptions: {
        // The workspace's own modules run nothing when imported (their side-effect imports are of
        // packages: dayjs locales...), so a module of the @lic/* barrels that no screen uses is left out.
        treeshake: {
          moduleSideEffects: (id, external) => external || !id.startsWith(repoRoot) || id.includes('/node_modules/') || /\.css$/.test(id),
        },
        output: {
          // React and the router are on every screen and change less often than the app: a file of their
          // own stays cached across releases. antd and pro-components are left to Rollup, which splits them
          // by the screens that import each part, so a first screen loads only the components it shows.
          manualChunks: {
            react: ['react', 'react-dom', 'react-router-dom'],
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
