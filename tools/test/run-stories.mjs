// npm run test:stories: every Storybook story of libs/web/ui as a browser test (Storybook's Vitest addon, Debian's
// Chromium): its play function, the accessibility addon in every brand, and screenshots compared with the committed
// baselines (libs/web/ui/.storybook/baselines). `npm run test:stories -- --update` (or test:stories:update) rewrites
// the baselines that changed; other arguments go to vitest (e.g. a story file to run alone).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath, hasChromium } from './chromium.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const storiesConfig = 'libs/web/ui/.storybook/vitest.config.mts';

/**
 * Runs the story tests; `env` adds variables (the self-test plants its failures with them). Gives back the counts,
 * the failed tests' names and messages, and the JSON report.
 */
export function runStories({ update = false, args = [], env = {}, quiet = false } = {}) {
  const reportDir = path.join(root, 'tmp');
  mkdirSync(reportDir, { recursive: true });
  const report = path.join(reportDir, `stories-report-${process.pid}-${Date.now()}.json`);
  const started = Date.now();
  const run = spawnSync(
    path.join(root, 'node_modules/.bin/vitest'),
    ['run', '-c', storiesConfig, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args],
    {
      cwd: root,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, CHROMIUM_PATH: chromiumPath, STORY_BASELINES_UPDATE: update ? '1' : '', ...env },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(report)) {
    return {
      ok: false,
      passed: 0,
      failed: 1,
      seconds,
      failures: ['  ✕ vitest terminó sin escribir su informe (ver la salida de arriba)'],
      tests: [],
      output: `${run.stdout ?? ''}${run.stderr ?? ''}`,
    };
  }
  const json = JSON.parse(readFileSync(report, 'utf8'));
  rmSync(report, { force: true });
  const tests = json.testResults.flatMap((file) =>
    file.assertionResults.map((test) => ({
      file: path.relative(root, file.name),
      name: test.fullName ?? test.title,
      status: test.status,
      messages: test.failureMessages ?? [],
    })),
  );
  // A file that failed before any test ran (an import error) has no tests to count: it counts as one failure.
  const brokenFiles = json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
  const failedTests = tests.filter((test) => test.status === 'failed');
  const passed = tests.filter((test) => test.status === 'passed').length;
  const failed = failedTests.length + brokenFiles.length;
  return {
    ok: run.status === 0 && failed === 0 && passed > 0,
    passed,
    failed,
    seconds,
    tests,
    failures: [
      ...failedTests.map((test) => `  ✕ ${test.file} > ${test.name}`),
      ...brokenFiles.map((file) => `  ✕ ${path.relative(root, file.name)} (no cargó: ${file.message ?? 'error'})`),
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!hasChromium()) {
    process.stderr.write(`No se encontró Chromium en ${chromiumPath}: instala el paquete chromium (apt-get install chromium).\n`);
    process.exit(1);
  }
  const argv = process.argv.slice(2);
  const update = argv.includes('--update') || argv.includes('-u');
  const result = runStories({ update, args: argv.filter((arg) => arg !== '--update' && arg !== '-u') });
  if (result.failures.length) process.stdout.write(`\nHistorias que fallaron:\n${result.failures.join('\n')}\n`);
  process.stdout.write(`Tiempo: ${result.seconds} s\n`);
  process.stdout.write(`Stories: ${result.passed} passed, ${result.failed} failed\n`);
  process.exit(result.ok ? 0 : 1);
}
