import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The repository's root (this file is apps/api/src/testing/). */
export const repositoryRoot = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');

const SOURCE_DIRS = ['libs/server', 'apps/api/src'];
/** Read by the test and tooling harnesses only, never by a deployed server. */
export const HARNESS_ONLY_VARIABLES: ReadonlySet<string> = new Set([
  'TEST_DATABASE_URL',
  'TEST_LOG_LEVEL',
  'TEST_REDIS_URL',
  'NODE_OPTIONS',
  'CI',
]);

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

/** Every environment variable a deployed server reads (its source under libs/server and apps/api; tests aside). */
export function serverVariables(): Set<string> {
  return new Set(
    SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(repositoryRoot, dir)))
      .flatMap((file) => variablesReadBy(readFileSync(file, 'utf8')))
      .filter((name) => !HARNESS_ONLY_VARIABLES.has(name)),
  );
}
