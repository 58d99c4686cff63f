// npm run test:stories: every Storybook story of libs/web/ui as a browser test (Storybook's Vitest addon, Debian's
// Chromium): its play function, the accessibility addon in every brand, and screenshots compared with the committed
// baselines (libs/web/ui/.storybook/baselines). `npm run test:stories -- --update` (or test:stories:update) rewrites
// the baselines that changed; other arguments go to vitest (e.g. a story file to run alone). STORY_PROFILE=1 writes
// the milliseconds of each phase of every story's checks to tmp/story-profile.jsonl (decision 0070).
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
  // (the planted failures of .storybook/self-check run too, except in an update)
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
  // The planted failures of .storybook/self-check must each fail, for their own reason; the unmoved control must pass.
  const selfCheck = checkPlanted(
    tests.filter((test) => test.file.includes('.storybook/self-check/')),
    update,
  );
  const storyTests = tests.filter((test) => !test.file.includes('.storybook/self-check/'));
  // A file that failed before any test ran (an import error) has no tests to count: it counts as one failure.
  const brokenFiles = json.testResults.filter((file) => file.status === 'failed' && file.assertionResults.length === 0);
  const failedTests = storyTests.filter((test) => test.status === 'failed');
  const passed = storyTests.filter((test) => test.status === 'passed').length + selfCheck.passed.length;
  const failed = failedTests.length + brokenFiles.length + selfCheck.failed.length;
  return {
    // vitest itself exits 1 because of the planted failures: the verdict is ours.
    ok: failed === 0 && passed > 0 && (run.status === 0 || run.status === 1),
    passed,
    failed,
    seconds,
    tests,
    failures: [
      ...failedTests.map((test) => `  ✕ ${test.file} > ${test.name}`),
      ...brokenFiles.map((file) => `  ✕ ${path.relative(root, file.name)} (no cargó: ${file.message ?? 'error'})`),
      ...selfCheck.failed.map((line) => `  ✕ autoprueba: ${line}`),
    ],
    selfCheck,
  };
}

/** What each planted story must end in: a failure whose message matches, or a pass. */
export const PLANTED = {
  'Planted Violation': { fails: /button-name/ },
  'Broken Interaction': { fails: /Guardado/ },
  'Moved Pixel': { fails: /difiere de .*píxeles distintos[\s\S]*Diferencia: dist\/story-diffs\// },
  Unmoved: { passes: true },
};

function checkPlanted(tests, update) {
  const passed = [];
  const failed = [];
  if (update) return { passed, failed };
  for (const [name, expected] of Object.entries(PLANTED)) {
    const test = tests.find((candidate) => candidate.name.endsWith(name));
    if (!test) failed.push(`${name}: no se ejecutó`);
    else if (expected.passes && test.status !== 'passed')
      failed.push(`${name} debía pasar y falló: ${test.messages.join(' ').slice(0, 300)}`);
    else if (expected.fails && test.status !== 'failed')
      failed.push(`${name} debía fallar y pasó: la comprobación no detecta el fallo sembrado`);
    else if (expected.fails && !expected.fails.test(test.messages.join('\n')))
      failed.push(`${name} falló por otro motivo: ${test.messages.join(' ').slice(0, 300)}`);
    else passed.push(name);
  }
  return { passed, failed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!hasChromium()) {
    process.stderr.write(`No se encontró Chromium en ${chromiumPath}: instala el paquete chromium (apt-get install chromium).\n`);
    process.exit(1);
  }
  const argv = process.argv.slice(2);
  const update = argv.includes('--update') || argv.includes('-u');
  const result = runStories({ update, args: argv.filter((arg) => arg !== '--update' && arg !== '-u') });
  if (result.selfCheck?.passed.length)
    process.stdout.write(
      `\nAutoprueba: fallan como deben ${result.selfCheck.passed.filter((name) => name !== 'Unmoved').join(', ')}; la historia sin mover pasa.\n`,
    );
  if (result.failures.length) process.stdout.write(`\nHistorias que fallaron:\n${result.failures.join('\n')}\n`);
  process.stdout.write(`Tiempo: ${result.seconds} s\n`);
  process.stdout.write(`Stories: ${result.passed} passed, ${result.failed} failed\n`);
  process.exit(result.ok ? 0 : 1);
}
