import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const configDir = dirname(fileURLToPath(import.meta.url));
const root = resolve(configDir, '../../../..');
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  root,
  test: {
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir })],
        test: {
          name: 'stories',
          setupFiles: [resolve(configDir, 'vitest.setup.ts')],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: chromium, args: ['--font-render-hinting=none', '--disable-gpu'] } }),
            instances: [{ browser: 'chromium' }],
            viewport: { width: 1440, height: 900 },
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
