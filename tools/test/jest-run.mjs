// Runs jest (native ESM) and returns its counts, read from jest's JSON report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../build/build-steps.mjs';

/** The first lines of a failure message, without colour codes, indented under its test's name. */
function firstLines(message, count = 6) {
  return (
    (message ?? '')
      // eslint-disable-next-line no-control-regex
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim())
      .slice(0, count)
      .map((line) => `      ${line.trimEnd()}`)
  );
}

/**
 * What failed in one jest JSON report, as lines for the summary: each failed test by file and full name,
 * with the start of its message, and each file that failed before its tests ran.
 */
function failuresOf(json, report) {
  const lines = [];
  for (const file of json.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) lines.push(`  ✕ ${where} › ${test.fullName}`, ...firstLines(test.failureMessages?.join('\n')));
    if (file.status === 'failed' && failed.length === 0)
      lines.push(`  ✕ ${where} (no llegó a ejecutar sus pruebas)`, ...firstLines(file.message));
  }
  if (lines.length === 0 && !json.success) lines.push(`  ✕ ${path.relative(root, report)}: jest no terminó bien`);
  return lines;
}

/** Counts of one jest JSON report; a missing report (jest did not get as far as writing it) is one failure. */
export function readJestReport(report) {
  if (!existsSync(report))
    return { passed: 0, failed: 1, ok: false, failures: [`  ✕ sin informe de jest en ${path.relative(root, report)}`] };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failedSuites = json.numFailedTestSuites ?? 0;
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
    ok: json.success && failedSuites === 0,
    failures: failuresOf(json, report),
  };
}

export function runJest(label, args, { report = path.join(root, 'tmp', `jest-${label}.json`) } = {}) {
  mkdirSync(path.dirname(report), { recursive: true });
  rmSync(report, { force: true });
  const result = spawnSync(
    process.execPath,
    [
      '--experimental-vm-modules',
      '--no-warnings=ExperimentalWarning',
      path.join(root, 'node_modules/jest/bin/jest.js'),
      '--ci',
      '--json',
      `--outputFile=${report}`,
      ...args,
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --no-warnings=ExperimentalWarning`.trim() },
    },
  );
  const counts = readJestReport(report);
  if (result.status !== 0 && counts.ok) {
    process.stderr.write(`jest terminó con código ${result.status} (señal ${result.signal}) aunque su informe no tiene fallos.\n`);
  }
  return { ...counts, ok: result.status === 0 && counts.ok };
}
