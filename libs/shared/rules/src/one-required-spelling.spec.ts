import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { MESSAGES } from './messages';

// Decision 0048: the required message is written one way in every screen and answer. The server's messages
// show beside the storefront's fields, so a second spelling anywhere in the sources would show in one form.
const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
const SOURCE = /\.(ts|tsx|html)$/;
const SKIPPED = new Set(['node_modules', 'dist', 'generated', 'tmp']);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : SOURCE.test(entry.name) ? [full] : [];
  });
}

describe('the required message', () => {
  it('is "Campo obligatorio"', () => {
    expect(MESSAGES.required).toBe('Campo obligatorio');
  });

  it('has no other spelling in the apps and libraries', () => {
    const other = new RegExp(`campo\\s+obligatori[oa]`, 'gi');
    const found = ['apps', 'libs'].flatMap((top) =>
      sources(path.join(root, top)).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(other)]
          .map((match) => match[0])
          .filter((text) => text !== MESSAGES.required)
          .map((text) => `${path.relative(root, file)}: ${text}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
