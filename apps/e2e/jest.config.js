// Browser journeys (design.md §10): headless Debian Chromium through playwright-core against the
// built API, started once for the run on a fresh database with the demo data.
export default {
  rootDir: '../..',
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/apps/e2e/src/**/*.e2e.ts'],
  // Builds are not modules of the workspace (dist/sdk/apps/package.json is @lic/apps-sdk too).
  modulePathIgnorePatterns: ['<rootDir>/dist/'],
  extensionsToTreatAsEsm: ['.ts'],
  // The one workspace module the journeys read: the .xlsx reader of the export tests.
  moduleNameMapper: { '^@lic/server-licensing/testing$': '<rootDir>/libs/server/licensing/src/testing/index.ts' },
  transform: {
    '^.+\\.ts$': ['@swc/jest', { swcrc: false, jsc: { target: 'es2022', parser: { syntax: 'typescript' } }, module: { type: 'es6' } }],
  },
  globalSetup: '<rootDir>/apps/e2e/src/support/global-setup.ts',
  globalTeardown: '<rootDir>/apps/e2e/src/support/global-teardown.ts',
  testTimeout: 90000,
  maxWorkers: 1,
  // The API child process started by the global setup is stopped by the global teardown.
  forceExit: true,
};
