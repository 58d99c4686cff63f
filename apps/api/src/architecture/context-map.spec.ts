import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';

/*
 * docs/architecture.md draws the context map; its `context-map` block lists, per server context, the
 * published languages (-api libs) it imports. This fails when the drawing and the code disagree.
 */

const repoRoot = new URL('../../../../', import.meta.url).pathname;
const serverLibs = join(repoRoot, 'libs/server');

/** The block of docs/architecture.md: context → the contexts whose -api lib it imports. */
function drawnMap(): Map<string, string[]> {
  const doc = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
  const block = /```context-map\n([\s\S]*?)```/.exec(doc);
  if (!block) throw new Error('docs/architecture.md has no ```context-map block');
  const rows = block[1].split('\n').filter((line) => line.trim() !== '');
  return new Map(
    rows.map((row) => {
      const [context, ...rest] = row.trim().split(/\s+/);
      const imports = rest.join(' ') === '-' ? [] : rest.join(' ').split(/\s*,\s*/);
      return [context, [...imports].sort()];
    }),
  );
}

function typescriptFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return typescriptFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const API_IMPORT = /(?:from|import)\s*\(?\s*'@lic\/server-([a-z]+)-api'/g;

/** What the code does: every server context (not the kernel) → the other contexts' -api libs its src imports. */
function codeMap(): Map<string, string[]> {
  const contexts = readdirSync(serverLibs, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'kernel')
    .map((entry) => entry.name);
  return new Map(
    contexts.map((context) => {
      const imported = new Set<string>();
      for (const file of typescriptFiles(join(serverLibs, context, 'src'))) {
        for (const match of readFileSync(file, 'utf8').matchAll(API_IMPORT)) {
          if (match[1] !== context) imported.add(match[1]);
        }
      }
      return [context, [...imported].sort()];
    }),
  );
}

describe('the context map of docs/architecture.md', () => {
  it('lists every server context, and only those', () => {
    expect([...drawnMap().keys()].sort()).toEqual([...codeMap().keys()].sort());
  });

  it("draws the -api libs each context's code imports", () => {
    expect(Object.fromEntries(drawnMap())).toEqual(Object.fromEntries(codeMap()));
  });

  it('names only published languages that exist', () => {
    const published = new Set(readdirSync(serverLibs).filter((context) => readdirSync(join(serverLibs, context)).includes('api')));
    for (const imports of drawnMap().values()) for (const context of imports) expect(published).toContain(context);
  });
});
