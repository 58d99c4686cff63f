// One jest run, three projects: unit (node), web (jsdom components) and integration (HTTP + PostgreSQL).
// The code is native ESM (NestJS 12 and MikroORM 7 are ESM-only), so jest runs with --experimental-vm-modules.
import { readFileSync } from 'node:fs';

const { compilerOptions } = JSON.parse(readFileSync(new URL('./tsconfig.base.json', import.meta.url), 'utf8'));
const aliases = Object.fromEntries(Object.entries(compilerOptions.paths).map(([alias, [target]]) => [`^${alias}$`, `<rootDir>/${target}`]));

const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } },
      keepClassNames: true,
    },
    module: { type: 'es6' },
  },
];

const common = {
  rootDir: '.',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleNameMapper: {
    ...aliases,
    // ESM sources that name their relative imports as compiled (`./client.js`, the SDK) resolve to the .ts file.
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css|less|svg|png|jpg|ico)$': '<rootDir>/tools/test/file-stub.cjs',
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/apps/e2e/'],
  // Builds are not modules of the workspace (dist/sdk/apps/package.json is @lic/apps-sdk too).
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  setupFiles: ['<rootDir>/tools/test/setup-reflect.ts'],
};

export default {
  // Integration tests boot the whole API on a new database; browser-free but slower than unit tests.
  testTimeout: 60000,
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/libs/{server,shared,sdk}/**/*.spec.ts', '<rootDir>/apps/api/**/*.spec.ts'],
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.spec\\.ts$'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/libs/web/**/*.spec.{ts,tsx}', '<rootDir>/apps/{storefront,backoffice}/**/*.spec.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/tools/test/setup-web.ts'],
    },
    {
      ...common,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{apps,libs}/**/*.int.spec.ts'],
      globalSetup: '<rootDir>/tools/test/integration-global-setup.ts',
      globalTeardown: '<rootDir>/tools/test/integration-global-teardown.ts',
    },
  ],
};
