// The story tests: every story of libs/web/ui rendered in Debian's Chromium (no browser download) by Storybook's
// Vitest addon, with its play function, the accessibility addon and the screenshot comparison of vitest.setup.ts.
// Run by `npm run test:stories` (tools/test/run-stories.mjs), which also updates the baselines.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { storyProfile, storyScreenshot } from './story-screenshot.mts';

const configDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(configDir, '../../../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Committed reference screenshots, one folder per story. */
export const baselineDir = join(configDir, 'baselines');
/** Where a failed comparison writes the actual screenshot and its diff. */
export const diffDir = join(root, 'dist/story-diffs');

export default defineConfig({
  root,
  // Found at the first run otherwise, and Vite then reloads the tests half-way.
  optimizeDeps: { include: ['axe-core', 'storybook/test', 'react-dom/client'] },
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: {
          name: 'stories',
          setupFiles: [join(configDir, 'vitest.setup.ts')],
          testTimeout: 60_000,
          // One page per core (two here): each runs its own story files.
          maxWorkers: 2,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: ['--font-render-hinting=none', '--disable-gpu', '--force-color-profile=srgb'],
              },
            }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1440, height: 900 },
            screenshotFailures: false,
            commands: {
              storyScreenshot: storyScreenshot({ baselineDir, diffDir, root, update: process.env.STORY_BASELINES_UPDATE === '1' }),
              storyProfile: storyProfile({ root, enabled: process.env.STORY_PROFILE === '1' }),
            },
          },
        },
      },
    ],
  },
});
