import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * The README's configuration table is the operator's list of every environment variable the server
 * reads. This test reads the server's source (libs/server, apps/api; tests and tooling aside) for the
 * variables it reads and fails when one is missing from the table, or when the table lists one that
 * nothing reads any more.
 */

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
const sourceDirs = ['libs/server', 'apps/api/src'];
/** Read by the test and tooling harnesses only, never by a deployed server. */
const harnessOnly = new Set(['TEST_DATABASE_URL', 'TEST_LOG_LEVEL', 'TEST_REDIS_URL', 'NODE_OPTIONS', 'CI']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'test' || name === 'testing' || name === 'node_modules' ? [] : sourceFiles(full);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [full] : [];
  });
}

/** `env.NAME`, `env['NAME']`, and in files that take a `NodeJS.ProcessEnv`, names passed to their readers (`int('PORT', …)`). */
export function variablesReadBy(source: string): string[] {
  const names = new Set<string>();
  for (const match of source.matchAll(/env(?:\.|\[\s*['"`])([A-Z][A-Z0-9_]+)/g)) names.add(match[1]);
  if (/NodeJS\.ProcessEnv/.test(source)) {
    const name = `['"\`]([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|PORT)['"\`]`;
    // Arguments of the file's readers (not Symbol(...)), and names mapped in object literals ({ key: 'EPAYCO_P_KEY' }).
    for (const match of source.matchAll(new RegExp(`\\b(?!Symbol\\b)[a-zA-Z]+\\(\\s*${name}`, 'g'))) names.add(match[1]);
    for (const match of source.matchAll(new RegExp(`\\b[a-zA-Z]+:\\s*${name}`, 'g'))) names.add(match[1]);
  }
  return [...names];
}

function variablesInReadmeTable(): Set<string> {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const section = readme.split(/^## Configuration$/m)[1]?.split(/^## /m)[0] ?? '';
  const names = new Set<string>();
  for (const line of section.split('\n').filter((l) => l.startsWith('|'))) {
    const firstCell = line.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)(\*)?`/g)) names.add(match[1] + (match[2] ?? ''));
  }
  return names;
}

describe('README configuration table', () => {
  const read = new Set(
    sourceDirs
      .flatMap((dir) => sourceFiles(path.join(root, dir)))
      .flatMap((file) => variablesReadBy(readFileSync(file, 'utf8')))
      .filter((name) => !harnessOnly.has(name)),
  );
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
    expect(stale.filter((name) => !harnessOnly.has(name)).sort()).toEqual([]);
  });

  it('finds the variables of a config reader', () => {
    const source =
      "function load(env: NodeJS.ProcessEnv) { const a = int('PORT', 3000); const b = value('EPAYCO_KEY'); const c = { key: 'PAGUEATIEMPO_SECRET' }; const d = Symbol('APP_CONFIG'); return env.REDIS_URL; }";
    expect(variablesReadBy(source).sort()).toEqual(['EPAYCO_KEY', 'PAGUEATIEMPO_SECRET', 'PORT', 'REDIS_URL']);
  });
});
