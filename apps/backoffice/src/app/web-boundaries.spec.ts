import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';

// The rule lives in the workspace's eslint.config.js (plain JavaScript, without type declarations).
const ESLINT_CONFIG = '../../../../eslint.config.js';
const { backofficeBoundaries } = (await import(ESLINT_CONFIG)) as { backofficeBoundaries: Rule.RuleModule };

// jsdom has no structuredClone, which ESLint's config reader uses.
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;

// The lint rule of the back office's web boundaries bites: each import below is one `npx eslint apps/backoffice` refuses.
const SRC = path.resolve('apps/backoffice/src');

function problems(file: string, code: string): string[] {
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { backoffice: { rules: { boundaries: backofficeBoundaries } } },
        rules: { 'backoffice/boundaries': 'error' },
      },
    ],
    { filename: path.join(SRC, file) },
  );
  return messages.map((message) => message.message);
}

describe('back office web boundaries', () => {
  it('refuses a feature importing another feature', () => {
    expect(problems('features/payments/hooks/use-x.ts', "import { CATALOGUE_TEXT } from '../../catalogue/catalogue.messages';")).toEqual([
      'features/payments must not import features/catalogue: move the shared piece to shared/ (or libs/web/*).',
    ]);
  });

  it('refuses imports from app/ outside the shell, also dynamic ones', () => {
    expect(problems('pages/home/index.tsx', "import { adminRoutes } from '../../app/routes';")).toHaveLength(1);
    expect(problems('features/reports/api/x.ts', "export const load = () => import('../../../app/router');")).toHaveLength(1);
    expect(problems('shared/x.ts', "export { App } from '../app/app';")).toHaveLength(1);
  });

  it('refuses a page importing another page, and shared code importing features or pages', () => {
    expect(problems('pages/home/x.ts', "export * from '../licenses';")).toHaveLength(1);
    expect(problems('shared/api/x.ts', "import { PAYMENTS_TEXT } from '../../features/payments/payments.messages';")).toHaveLength(1);
    expect(problems('session/x.ts', "import { HomePage } from '../pages/home';")).toHaveLength(1);
    expect(problems('features/payments/x.ts', "import { HomePage } from '../../pages/home';")).toHaveLength(1);
  });

  it('lets pages use features and shared code, features use shared code, and test harnesses render the app', () => {
    expect(problems('pages/payments/index.tsx', "import { PAYMENTS_TEXT } from '../../features/payments/payments.messages';")).toEqual([]);
    expect(problems('features/payments/api/x.ts', "import { useRemote } from '../../../shared/api/use-remote';")).toEqual([]);
    expect(problems('features/payments/api/x.ts', "import { logFailure } from '../x/log';")).toEqual([]);
    expect(problems('testing/render-x.tsx', "import { backofficeRoutes } from '../app/router';")).toEqual([]);
    expect(problems('pages/home/home.spec.tsx', "import { adminRoutes } from '../../app/routes';")).toEqual([]);
    expect(problems('app/router.tsx', "import { HomePage } from '../pages/home';")).toEqual([]);
  });
});
