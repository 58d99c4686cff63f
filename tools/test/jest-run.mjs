// Runs jest (native ESM) and returns its counts, read from jest's JSON report.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../build/build-steps.mjs';

/** Counts of one jest JSON report; a missing report (jest did not get as far as writing it) is one failure. */
export function readJestReport(report) {
  if (!existsSync(report)) return { passed: 0, failed: 1, ok: false };
  const json = JSON.parse(readFileSync(report, 'utf8'));
  const failedSuites = json.numFailedTestSuites ?? 0;
  return {
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0),
    ok: json.success && failedSuites === 0,
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
