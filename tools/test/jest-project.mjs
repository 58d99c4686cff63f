// The jest tests of one Nx project: the command of the `test` and `test-integration` targets that
// tools/test/nx-test-targets.js gives every project (docs/decisions/0029-nx-runs-the-work.md).
// It runs the root jest.config.js, limited to some of its jest projects (unit, web, integration) and to the
// files under the project's root that no nested project owns (libs/server/licensing without
// libs/server/licensing/api), and leaves jest's JSON report where Nx caches it. Other arguments go to jest:
//   npx nx test server-licensing -- -t 'consumo'      npx nx test web-ui -- --maxWorkers=2
import path from 'node:path';
import { root } from '../build/build-steps.mjs';
import { runJest } from './jest-run.mjs';

const options = { 'jest-projects': '', root: '', exclude: '', report: '' };
const jestArgs = [];
for (const arg of process.argv.slice(2)) {
  const option = /^--(jest-projects|root|exclude|report)=(.*)$/.exec(arg);
  if (option) options[option[1]] = option[2];
  else jestArgs.push(arg);
}
if (!options['jest-projects'] || !options.root || !options.report) {
  process.stderr.write(
    'uso: jest-project.mjs --jest-projects=unit,web --root=libs/x --report=tmp/jest/libs/x/test.json [--exclude=libs/x/api,...]\n',
  );
  process.exit(2);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const projectRoot = options.root.replace(/\/$/, '');
const nested = options.exclude
  .split(',')
  .filter(Boolean)
  .map((dir) => escape(path.posix.relative(projectRoot, dir)));
const files = `(^|/)${escape(projectRoot)}/${nested.length ? `(?!(?:${nested.join('|')})/)` : ''}`;

// Test files always run in jest workers, as they did when one jest run held every project: jest would run a
// small project (or --maxWorkers=1) in its own process, where a spec that logs after its end ("Cannot log
// after tests are done") sets the exit code of the whole run. A worker memory limit makes jest use workers.
// JEST_MAX_WORKERS: the worker count npm test chooses (an argument --maxWorkers wins).
const workers = ['--workerIdleMemoryLimit=2GB'];
if (process.env.JEST_MAX_WORKERS && !jestArgs.some((arg) => /^(--maxWorkers|-w)\b/.test(arg))) {
  workers.push(`--maxWorkers=${process.env.JEST_MAX_WORKERS}`);
}

const result = runJest(
  'project',
  ['--selectProjects', ...options['jest-projects'].split(','), '--testPathPatterns', files, ...workers, ...jestArgs],
  {
    report: path.resolve(root, options.report),
  },
);
process.exit(result.ok ? 0 : 1);
