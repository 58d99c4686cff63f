import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';

// The rule lives in the workspace's eslint.config.js (plain JavaScript, without type declarations).
const ESLINT_CONFIG = '../../../../eslint.config.js';
const { featureImportCycles } = (await import(ESLINT_CONFIG)) as {
  featureImportCycles: (srcRoot: string, layers: string[]) => Rule.RuleModule;
};

// jsdom has no structuredClone, which ESLint's config reader uses.
globalThis.structuredClone ??= ((value: unknown) => deserialize(serialize(value))) as typeof structuredClone;

// The lint rule against import cycles between the SPAs' features bites: a planted app whose features import each other.
let src: string;

function plant(file: string, code: string): void {
  fs.mkdirSync(path.dirname(path.join(src, file)), { recursive: true });
  fs.writeFileSync(path.join(src, file), code);
}

function problems(file: string, code: string, layers = ['features', 'pages']): string[] {
  const linter = new Linter({ configType: 'flat', cwd: src });
  const messages = linter.verify(
    code,
    [
      {
        files: ['**/*.ts', '**/*.tsx'],
        languageOptions: { parser: tseslint.parser },
        plugins: { spa: { rules: { 'import-cycles': featureImportCycles(src, layers) } } },
        rules: { 'spa/import-cycles': 'error' },
      },
    ],
    { filename: path.join(src, file) },
  );
  return messages.map((message) => message.message);
}

describe('no import cycle between features (lint)', () => {
  beforeAll(() => {
    src = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-cycles-'));
    plant('features/catalogue/index.ts', "export { useCart } from '../cart';\nexport const catalogue = 1;\n");
    plant('features/cart/index.ts', "export { useCart } from './use-cart';\n");
    plant('features/cart/use-cart.ts', 'export const useCart = () => 1;\n');
    plant(
      'features/trial/components/trial-form.tsx',
      "import {\n  catalogue,\n} from '../../catalogue';\nexport const form = catalogue;\n",
    );
    plant('features/trial/trial.spec.ts', "import { form } from '../payments';\n");
    plant('features/trial/testing/kit.tsx', "import { payments } from '../../payments';\n");
    plant('pages/home/index.tsx', "export const HomePage = () => import('../orders');\n");
  });

  afterAll(() => fs.rmSync(src, { recursive: true, force: true }));

  it('refuses a feature importing a feature that imports it back, whatever the depth of either file', () => {
    expect(problems('features/cart/hooks/use-add.ts', "import { catalogue } from '../../catalogue';")).toEqual([
      'features/cart imports features/catalogue, which imports features/cart back: move the shared piece to shared/ (or have the caller pass it in).',
    ]);
    expect(problems('features/catalogue/x.ts', "import type { Form } from '../trial/components/trial-form';")).toHaveLength(1);
  });

  it('sees re-exports and dynamic imports, on both sides', () => {
    expect(problems('features/cart/x.ts', "export * from '../catalogue';")).toHaveLength(1);
    expect(problems('pages/orders/x.tsx', "export const load = () => import('../home');")).toHaveLength(1);
  });

  it('accepts imports one way only, within a feature, of shared code, and those of test harnesses', () => {
    expect(problems('features/catalogue/x.ts', "import { useCart } from '../cart';")).toEqual([]);
    expect(problems('features/cart/x.ts', "import { useCart } from './use-cart';")).toEqual([]);
    expect(problems('features/cart/x.ts', "import { api } from '../../shared/api/x';")).toEqual([]);
    expect(problems('features/cart/cart.spec.ts', "import { catalogue } from '../catalogue';")).toEqual([]);
    // The trial's spec and testing kit import payments: they do not make payments → trial a cycle.
    expect(problems('features/payments/x.ts', "import { form } from '../trial';")).toEqual([]);
  });

  it('checks only the layers it is given', () => {
    expect(problems('pages/orders/x.tsx', "export const load = () => import('../home');", ['features'])).toEqual([]);
  });
});
