// The jest part of `npm test`, run by Nx (docs/decisions/0029-nx-runs-the-work.md): every project's `test`
// target (unit and web; cached), then every project's `test-integration` target (PostgreSQL; never
// cached). The counts come from the jest report each target leaves under tmp/jest (Nx
// restores it on a cache hit), so the summary reads as it did when one jest run did it all.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root } from '../build/build-steps.mjs';
import { readJestReport } from './jest-run.mjs';

const reports = path.join(root, 'tmp/jest');

// On 2 cores at most two test files run at once, as in the single jest run before: two projects side by
// side with one jest worker each. Integration projects do that too when they share a PostgreSQL server (CI,
// a local server); without one each starts an embedded PostgreSQL on the same fixed port, so they run one
// after another with two workers.
const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres'; // as integration-global-setup.ts
// The worker count travels in JEST_MAX_WORKERS (read by jest-project.mjs), not as an argument: arguments are
// part of a task's hash, and `npx nx test <project>` should hit the cache that `npm test` filled.
const SIDE_BY_SIDE = { nx: ['--parallel=2', '--outputStyle=static'], maxWorkers: '1' };
const ONE_AT_A_TIME = { nx: ['--parallel=1', '--outputStyle=stream-without-prefixes'], maxWorkers: '2' };

/** Whether a PostgreSQL server listens where the integration tests will look for one. */
function databaseListens() {
  const url = new URL(process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname, port: Number(url.port || 5432) });
    const answer = (listens) => {
      socket.destroy();
      resolve(listens);
    };
    socket.setTimeout(2000, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

function nx(args, env) {
  return spawnSync(process.execPath, [path.join(root, 'node_modules/nx/dist/bin/nx.js'), ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', ...env },
  });
}

/** Spec files under apps/ and libs/ that no Nx project holds: Nx would never run them, so they fail the run. */
function specsOutsideProjects() {
  const orphans = [];
  const walk = (dir, inProject) => {
    const entries = readdirSync(path.join(root, dir), { withFileTypes: true });
    const here = inProject || entries.some((entry) => entry.name === 'project.json');
    for (const entry of entries) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const child = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(child, here);
      else if (!here && /\.spec\.tsx?$/.test(entry.name)) orphans.push(child);
    }
  };
  for (const dir of ['apps', 'libs']) walk(dir, false);
  return orphans;
}

function collectReports(dir, found = []) {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) collectReports(full, found);
    else if (entry.name.endsWith('.json')) found.push(full);
  }
  return found;
}

/**
 * Runs the jest targets of every project (`affected`: only those Nx calls affected against main) and returns
 * the summed counts. `nxArgs` go to Nx as they are (e.g. --skip-nx-cache).
 */
export async function runJestThroughNx({ affected = false, nxArgs = [] } = {}) {
  const orphans = specsOutsideProjects();
  if (orphans.length) {
    process.stdout.write(`Pruebas fuera de todo proyecto Nx (añade un project.json que las contenga):\n  ${orphans.join('\n  ')}\n`);
  }
  rmSync(reports, { recursive: true, force: true });
  let nxFailed = false;
  const phases = [
    { target: 'test', ...SIDE_BY_SIDE },
    { target: 'test-integration', ...((await databaseListens()) ? SIDE_BY_SIDE : ONE_AT_A_TIME) },
  ];
  for (const phase of phases) {
    const command = affected ? ['affected', '--base=main'] : ['run-many'];
    const result = nx([...command, '-t', phase.target, ...phase.nx, ...nxArgs], { JEST_MAX_WORKERS: phase.maxWorkers });
    nxFailed ||= result.status !== 0;
  }
  const totals = {
    passed: 0,
    failed: orphans.length,
    ok: orphans.length === 0 && !nxFailed,
    failures: orphans.map((file) => `  ✕ ${file} (fuera de todo proyecto Nx)`),
  };
  for (const report of collectReports(reports)) {
    const counts = readJestReport(report);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
    totals.ok &&= counts.ok;
    totals.failures.push(...counts.failures);
  }
  // A target that failed before jest wrote its report still counts as one failure.
  if (nxFailed && totals.failed === 0) {
    totals.failed = 1;
    totals.failures.push('  ✕ Nx terminó con error antes de que jest escribiera un informe (ver la salida de arriba)');
  }
  return totals;
}
