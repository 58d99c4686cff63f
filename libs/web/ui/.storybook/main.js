import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const { compilerOptions } = JSON.parse(readFileSync(resolve(root, 'tsconfig.base.json'), 'utf8'));
// Stories import the libraries by their @lic/* names, like the apps do; vite learns them from tsconfig.
const alias = Object.fromEntries(Object.entries(compilerOptions.paths).map(([name, [target]]) => [name, resolve(root, target)]));

/** @type {import('@storybook/react-vite').StorybookConfig} */
export default {
  // The planted failures of self-check/ exist for the story tests only (Vitest sets VITEST), and stay out of a
  // baseline update, which would otherwise record the planted moved pixel as the truth.
  stories: [
    '../src/**/*.stories.tsx',
    ...(process.env.VITEST && !process.env.STORY_BASELINES_UPDATE ? ['./self-check/*.stories.tsx'] : []),
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(config) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(config, {
      resolve: { alias },
      build: {
        // antd marks its modules "use client" for React Server Components; a static bundle has no use for it.
        chunkSizeWarningLimit: 4096,
        rollupOptions: {
          onwarn(warning, warn) {
            if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
          },
        },
      },
    });
  },
};
