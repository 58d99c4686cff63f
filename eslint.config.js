import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nx from '@nx/eslint-plugin';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'data/**', 'tmp/**', '**/storybook-static/**', 'docs/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { '@nx': nx },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
      '@typescript-eslint/no-empty-object-type': 'off',
      '@nx/enforce-module-boundaries': [
        'error',
        {
          allow: ['@lic/api-testing'],
          depConstraints: [
            { sourceTag: 'type:web', onlyDependOnLibsWithTags: ['type:web', 'type:shared'] },
            { sourceTag: 'type:shared', onlyDependOnLibsWithTags: ['type:shared'] },
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['type:server', 'type:shared'] },
            { sourceTag: 'scope:storefront', onlyDependOnLibsWithTags: ['type:web', 'type:shared'] },
            { sourceTag: 'scope:backoffice', onlyDependOnLibsWithTags: ['type:web', 'type:shared'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['type:server', 'type:shared'] },
            // Browser journeys may use a context's test helpers (e.g. the .xlsx reader of @lic/server-licensing/testing).
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:server', 'type:shared'] },
          ],
        },
      ],
    },
  },
  {
    // Integration tests boot the whole API and must import their own context through its alias
    // (jest gives a mapped module and the same file reached by a relative path two instances);
    // Vite configs share tools/build/spa-vite-config.ts, which belongs to no project.
    files: ['**/*.int.spec.ts', '**/vite.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  // Storefront web boundaries (issue 15), one self-contained block:
  // - app/ is the composition root (providers, route table, boot) and imports the rest; nothing imports it back.
  //   What features, routes and shared code need from it lives in src/shared/ (e.g. the storefront context).
  // - A feature uses another only through that feature's public entry (features/<name>/index.ts), never its files.
  // Tests (specs and testing/ kits) may mount the whole storefront and reach other features' fixtures.
  ...(() => {
    const appImport = {
      regex: '^(\\.\\./)+app(/|$)',
      message: 'Only app/ (the composition root) may import from app/: move what you need to src/shared/.',
    };
    // From a file `depth` folders below its feature's root, `../` × (depth + 1) leads to the features folder.
    const deepFeatureImport = (depth) => ({
      regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/`,
      message: "Import another feature through its public entry (index.ts), not its files: '../<feature>'.",
    });
    const ignores = ['apps/storefront/src/app/**', 'apps/storefront/src/main.tsx', '**/*.spec.ts', '**/*.spec.tsx', '**/testing/**'];
    return [
      {
        files: ['apps/storefront/src/**/*.ts', 'apps/storefront/src/**/*.tsx'],
        ignores,
        rules: { 'no-restricted-imports': ['error', { patterns: [appImport] }] },
      },
      {
        // Shared code sits below the features and the pages: it imports none of them.
        files: ['apps/storefront/src/shared/**/*.ts', 'apps/storefront/src/shared/**/*.tsx'],
        ignores,
        rules: {
          'no-restricted-imports': [
            'error',
            { patterns: [appImport, { regex: '^(\\.\\./)+(features|routes)(/|$)', message: 'src/shared/ imports no feature nor route.' }] },
          ],
        },
      },
      ...[0, 1, 2, 3].map((depth) => ({
        files: [`apps/storefront/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
        ignores,
        rules: { 'no-restricted-imports': ['error', { patterns: [appImport, deepFeatureImport(depth)] }] },
      })),
    ];
  })(),
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.mjs', '**/*.js', '**/*.cjs'],
    languageOptions: {
      globals: {
        fetch: 'readonly',
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        module: 'writable',
        require: 'readonly',
        setTimeout: 'readonly',
      },
    },
  },
);
