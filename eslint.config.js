import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import nx from '@nx/eslint-plugin';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The back office's web boundaries (docs/architecture.md, "The web apps: boundaries"): a feature imports no other feature, only app/ imports app/ (the
 * shell: providers, router, routes, layout), pages import no other page, and shared code (shared/, session/,
 * auth/) imports neither features nor pages. Test harnesses (testing/ folders, *.spec files) may render the
 * whole app. Relative imports are resolved against the importing file, so the depth of a file does not matter.
 */
const BACKOFFICE_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'apps/backoffice/src');
const BACKOFFICE_SHARED = new Set(['shared', 'session', 'auth']);
export const backofficeBoundaries = {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      crossFeature: 'features/{{from}} must not import features/{{to}}: move the shared piece to shared/ (or libs/web/*).',
      upward: '{{from}} must not import from app/ (the shell): only app/ and test harnesses may.',
      crossPage: 'pages/{{from}} must not import pages/{{to}}: move the shared piece to a feature or shared/.',
      sharedUp: '{{from}}/ is shared by the app and must not import {{to}}.',
      featureToPage: 'features/{{from}} must not import {{to}}: pages compose features, not the reverse.',
    },
  },
  create(context) {
    const file = context.filename;
    const from = path.relative(BACKOFFICE_SRC, file).split(path.sep);
    if (from[0] === '..' || path.isAbsolute(from.join(path.sep))) return {};
    const harness = from.includes('testing') || /\.spec\.tsx?$/.test(file);
    const check = (node) => {
      const source = node.source && node.source.type === 'Literal' ? node.source.value : null;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = path.relative(BACKOFFICE_SRC, path.resolve(path.dirname(file), source)).split(path.sep);
      if (to[0] === '..') return;
      const report = (messageId, data) => context.report({ node: node.source, messageId, data });
      if (from[0] === 'features' && to[0] === 'features' && to.length > 1 && to[1] !== from[1])
        return report('crossFeature', { from: from[1], to: to[1] });
      if (from[0] === 'pages' && to[0] === 'pages' && to.length > 1 && to[1] !== from[1])
        return report('crossPage', { from: from[1], to: to[1] });
      if (to[0] === 'app' && from[0] !== 'app' && from.length > 1 && !harness)
        return report('upward', { from: from.slice(0, 2).join('/') });
      if (BACKOFFICE_SHARED.has(from[0]) && (to[0] === 'features' || to[0] === 'pages') && !harness)
        return report('sharedUp', { from: from[0], to: to.slice(0, 2).join('/') });
      if (from[0] === 'features' && to[0] === 'pages') return report('featureToPage', { from: from[1], to: to.slice(0, 2).join('/') });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/**
 * No import cycle between the SPAs' features (a cycle makes neither side movable alone): when a file of one unit (storefront features/<name>, back
 * office features/<name> or pages/<name>) imports another unit, that unit's files must not import the first one back.
 * The imported unit's files are read from disk (a regex over their relative import specifiers, cached by mtime);
 * a direct cycle is enough to report. Specs and testing/ kits may mount the whole app, so they neither are checked
 * nor count as imports.
 */
const IMPORT_SPECIFIER = /(?:\bimport|\bexport)\s*(?:type\s+)?(?:[^'"`;]*?\sfrom\s*)?\(?\s*['"](\.[^'"]*)['"]/g;
const isHarness = (file) => file.split(path.sep).includes('testing') || /\.spec\.tsx?$/.test(file);
const importedUnitsCache = new Map();
export function featureImportCycles(srcRoot, layers) {
  const unitOf = (file) => {
    const parts = path.relative(srcRoot, file).split(path.sep);
    return parts.length > 1 && layers.includes(parts[0]) ? `${parts[0]}/${parts[1]}` : null;
  };
  const unitsImportedBy = (file) => {
    const mtime = fs.statSync(file).mtimeMs;
    const cached = importedUnitsCache.get(file);
    if (cached && cached.mtime === mtime) return cached.units;
    const units = new Set();
    for (const [, specifier] of fs.readFileSync(file, 'utf8').matchAll(IMPORT_SPECIFIER)) {
      const unit = unitOf(path.resolve(path.dirname(file), specifier));
      if (unit !== null) units.add(unit);
    }
    importedUnitsCache.set(file, { mtime, units });
    return units;
  };
  const filesOf = (dir) =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'testing' ? [] : filesOf(full);
      return /\.tsx?$/.test(entry.name) && !isHarness(full) ? [full] : [];
    });
  return {
    meta: {
      type: 'problem',
      schema: [],
      messages: {
        cycle: '{{from}} imports {{to}}, which imports {{from}} back: move the shared piece to shared/ (or have the caller pass it in).',
      },
    },
    create(context) {
      const file = context.filename;
      const from = unitOf(file);
      if (from === null || isHarness(file)) return {};
      const check = (node) => {
        const source = node.source && node.source.type === 'Literal' ? node.source.value : null;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const to = unitOf(path.resolve(path.dirname(file), source));
        if (to === null || to === from) return;
        const toDir = path.join(srcRoot, ...to.split('/'));
        if (!fs.existsSync(toDir) || !fs.statSync(toDir).isDirectory()) return;
        if (filesOf(toDir).some((other) => unitsImportedBy(other).has(from)))
          context.report({ node: node.source, messageId: 'cycle', data: { from, to } });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  };
}
const STOREFRONT_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'apps/storefront/src');

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'tmp/**',
      '**/storybook-static/**',
      'docs/**',
      // openapi-typescript's output (tools/sdk/generate-types.mjs).
      'libs/sdk/apps/src/generated/**',
    ],
  },
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
            // The context map (docs/architecture.md, "Mapa de contextos"; decision 0026): a server context imports
            // itself, the published language (-api lib) of another context, the supporting contexts, the kernel
            // and shared libs; never another context's implementation. A -api lib imports only the kernel and shared.
            // The storefront's backend is scope:storefront-server: scope:storefront is the storefront SPA's.
            ...['catalogue', 'storefront-server', 'ordering', 'payments', 'licensing', 'contracts', 'webhooks', 'privacy', 'invoicing'].map(
              (context) => ({
                sourceTag: `scope:${context}`,
                onlyDependOnLibsWithTags: [`scope:${context}`, 'kind:api', 'kind:supporting', 'scope:kernel', 'type:shared'],
              }),
            ),
            { sourceTag: 'kind:api', onlyDependOnLibsWithTags: ['scope:kernel', 'type:shared'] },
            { sourceTag: 'kind:supporting', onlyDependOnLibsWithTags: ['kind:supporting', 'kind:api', 'scope:kernel', 'type:shared'] },
            { sourceTag: 'scope:kernel', onlyDependOnLibsWithTags: ['scope:kernel', 'type:shared'] },
            // Browser journeys may use a context's test helpers (e.g. the .xlsx reader of @lic/server-licensing/testing).
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:server', 'type:shared', 'type:sdk'] },
            // The apps' SDK (libs/sdk/apps, decision 0036) ships to the apps: it imports no other lib of the workspace
            // (its types come from docs/openapi.json); tests, journeys and the bench may import it.
            { sourceTag: 'type:sdk', onlyDependOnLibsWithTags: ['type:sdk'] },
          ],
        },
      ],
    },
  },
  {
    // A timer keeps the async context it was started in reachable until it fires: during a request, the request
    // and its ORM fork. AbortSignal.timeout cannot be cleared (decision 0071).
    files: ['apps/api/src/**/*.ts', 'libs/server/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'AbortSignal',
          property: 'timeout',
          message: 'Usa withinDeadline de @lic/server-kernel: su temporizador se borra al terminar (decisión 0071).',
        },
      ],
    },
  },
  {
    // Integration tests boot the whole API and must import their own context through its alias
    // (jest gives a mapped module and the same file reached by a relative path two instances);
    // Vite configs share tools/build/spa-vite-config.ts, which belongs to no project.
    files: ['**/*.int.spec.ts', '**/vite.config.ts', '**/vite.ssr.config.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  // Storefront web boundaries (docs/architecture.md, "The web apps: boundaries"), one self-contained block:
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
    // Back office web boundaries (see backofficeBoundaries above).
    files: ['apps/backoffice/src/**/*.ts', 'apps/backoffice/src/**/*.tsx'],
    plugins: {
      backoffice: {
        rules: { boundaries: backofficeBoundaries, 'import-cycles': featureImportCycles(BACKOFFICE_SRC, ['features', 'pages']) },
      },
    },
    rules: { 'backoffice/boundaries': 'error', 'backoffice/import-cycles': 'error' },
  },
  {
    // No import cycle between the storefront's features (see featureImportCycles above).
    files: ['apps/storefront/src/**/*.ts', 'apps/storefront/src/**/*.tsx'],
    plugins: { storefront: { rules: { 'import-cycles': featureImportCycles(STOREFRONT_SRC, ['features']) } } },
    rules: { 'storefront/import-cycles': 'error' },
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
