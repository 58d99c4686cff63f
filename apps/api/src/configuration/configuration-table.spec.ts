import { readFileSync } from 'node:fs';
import path from 'node:path';
import { HARNESS_ONLY_VARIABLES, repositoryRoot, serverVariables, variablesReadBy } from '../testing/server-variables';

/*
 * The README's configuration table is the operator's list of every environment variable the server
 * reads. This test reads the server's source (libs/server, apps/api; tests and tooling aside) for the
 * variables it reads and fails when one is missing from the table, or when the table lists one that
 * nothing reads any more.
 */

function variablesInReadmeTable(): Set<string> {
  const readme = readFileSync(path.join(repositoryRoot, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const names = new Set<string>();
  for (const line of section.split('\n').filter((l) => l.startsWith('|'))) {
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)(\*)?`/g)) names.add(match[1] + (match[2] ?? ''));
  }
  return names;
}

describe('README configuration table', () => {
  const read = serverVariables();
  const documented = variablesInReadmeTable();
  const isDocumented = (name: string) =>
    documented.has(name) || [...documented].some((entry) => entry.endsWith('*') && name.startsWith(entry.slice(0, -1)));

  it('lists every variable the server reads', () => {
    expect([...read].filter((name) => !isDocumented(name)).sort()).toEqual([]);
  });

  it('lists no variable that nothing reads', () => {
    const stale = [...documented].filter((entry) =>
      entry.endsWith('*') ? ![...read].some((name) => name.startsWith(entry.slice(0, -1))) : !read.has(entry),
    );
    expect(stale.filter((name) => !HARNESS_ONLY_VARIABLES.has(name)).sort()).toEqual([]);
  });

  it('finds the variables of a config reader', () => {
    const source =
      "function load(env: NodeJS.ProcessEnv) { const a = int('PORT', 3000); const b = value('EPAYCO_KEY'); const c = { key: 'PAGUEATIEMPO_SECRET' }; const d = Symbol('APP_CONFIG'); return env.REDIS_URL; }";
    expect(variablesReadBy(source).sort()).toEqual(['EPAYCO_KEY', 'PAGUEATIEMPO_SECRET', 'PORT', 'REDIS_URL']);
  });
});
