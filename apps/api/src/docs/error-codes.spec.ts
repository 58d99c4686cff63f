import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ErrorCode } from '@lic/shared-api-types';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
const docs = path.join(root, 'docs/api');
const CONTEXTS = [
  'ACCESS',
  'CATALOGUE',
  'CONTRACTS',
  'CUSTOMERS',
  'IDENTITY',
  'INVOICING',
  'LICENSING',
  'ORDERING',
  'PAYMENTS',
  'PRIVACY',
  'REFERENCE',
  'STOREFRONT',
  'WEBHOOKS',
];
const CONTEXT_CODE = new RegExp(`\\b(?:${CONTEXTS.join('|')})\\.[A-Z][A-Z_]+\\b`, 'g');

/** The rows of docs/api/errors.md: code → its "what to do" cell. */
function errorTable(): Map<string, string> {
  const rows = new Map<string, string>();
  for (const line of readFileSync(path.join(docs, 'errors.md'), 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const code = /^`([^`]+)`$/.exec(cells[1] ?? '')?.[1];
    if (code) rows.set(code, cells[4] ?? '');
  }
  return rows;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' || name === 'test' ? [] : sourceFiles(full);
    return name.endsWith('.ts') && !name.endsWith('.spec.ts') ? [full] : [];
  });
}

/** Every error code is explained once, with what to do (docs/api/errors.md), so no page can name one that is not. */
describe('docs/api/errors.md', () => {
  const table = errorTable();

  it('gives every code a "what to do" line of a few words', () => {
    expect(table.size).toBeGreaterThan(80);
    const thin = [...table].filter(([, what]) => what.split(/\s+/).length < 3).map(([code]) => code);
    expect(thin).toEqual([]);
  });

  it('lists every code another page of docs/api names', () => {
    const generic = Object.values(ErrorCode);
    const missing = new Set<string>();
    for (const page of readdirSync(docs).filter((name) => name.endsWith('.md') && name !== 'errors.md')) {
      const text = readFileSync(path.join(docs, page), 'utf8');
      for (const [code] of text.matchAll(CONTEXT_CODE)) if (!table.has(code)) missing.add(`${page}: ${code}`);
      for (const code of generic) if (text.includes(`\`${code}\``) && !table.has(code)) missing.add(`${page}: ${code}`);
    }
    expect([...missing]).toEqual([]);
  });

  it('lists every generic code and every code the apps can meet (LICENSING, WEBHOOKS, ACCESS) that the server defines', () => {
    const defined = new Set<string>(Object.values(ErrorCode));
    for (const file of sourceFiles(path.join(root, 'libs/server'))) {
      for (const [, code] of readFileSync(file, 'utf8').matchAll(/'((?:LICENSING|WEBHOOKS|ACCESS)\.[A-Z][A-Z_]+)'/g)) defined.add(code!);
    }
    expect([...defined].filter((code) => !table.has(code)).sort()).toEqual([]);
  });
});
