import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import path from 'node:path';

// Every text staff read comes from a `*.messages.ts` file; none of them may show an internal error code
// (`LICENSING.PLAN_SUSPENDED`, `ORDERING.NO_BASE_PACKAGE`): staff read what it means, in Spanish.
const SRC = path.resolve('apps/backoffice/src');
const INTERNAL_CODE = /\b[A-Z]{2,}\.[A-Z][A-Z_]+\b/;

function messageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return messageFiles(full);
    return entry.name.endsWith('.messages.ts') ? [full] : [];
  });
}

function texts(value: unknown, at: string): Array<[string, string]> {
  if (typeof value === 'string') return [[at, value]];
  if (typeof value === 'function') return [];
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => texts(inner, `${at}.${key}`));
  return [];
}

describe('texts shown to staff', () => {
  const files = messageFiles(SRC);

  it('are found (the check below reads every messages file)', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
  });

  it('name no internal error code', async () => {
    const found: Array<[string, string]> = [];
    for (const file of files) {
      const module = (await import(file)) as Record<string, unknown>;
      found.push(...texts(module, path.relative(SRC, file)).filter(([, text]) => INTERNAL_CODE.test(text)));
    }
    expect(found).toEqual([]);
  });

  it('the pattern bites on a code', () => {
    expect(INTERNAL_CODE.test('las apps reciben LICENSING.PLAN_SUSPENDED')).toBe(true);
    expect(INTERNAL_CODE.test('las apps los reciben como plan suspendido')).toBe(false);
  });
});
