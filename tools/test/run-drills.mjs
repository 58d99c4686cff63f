// npm run drill: the database drills with a full load (decision 0045), then their figures. `npm test` runs the same
// drills with a short load, as integration tests of apps/api (apps/api/src/drills/*.int.spec.ts).
//   failover: kill -9 the primary under load, promote the synchronous standby, twice (pg_rewind in between)
//   restore:  base backup + archived WAL, recovered to a noted second in a new data folder
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { root } from '../build/build-steps.mjs';
import { runJest } from './jest-run.mjs';

const figures = path.join(root, 'tmp', 'drills');
rmSync(figures, { recursive: true, force: true });
process.env.DRILL_LOAD = process.env.DRILL_LOAD || 'full';

process.stdout.write(`\n== Simulacros de la base de datos (carga ${process.env.DRILL_LOAD}) ==\n`);
const result = runJest('drills', ['--selectProjects', 'integration', '--testPathPatterns', 'apps/api/src/drills/', '--runInBand']);

/** @param {string} name */
function read(name) {
  const file = path.join(figures, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

const lines = [];
const failover = read('failover');
if (failover) {
  failover.runs.forEach((run, i) =>
    lines.push(
      `Conmutación ${i + 1}: ${run.acknowledgedEvents} eventos, ${run.acknowledgedReservations} reservas y ${run.acknowledgedApprovals} ` +
        `aprobaciones confirmados (${run.licences} licencias); perdidos ${run.lost}, duplicados ${run.doubled}; ` +
        `primera escritura a los ${run.secondsToRecover.toFixed(2)} s del kill -9 (promoción a los ${run.secondsToPromote.toFixed(2)} s), ${run.answers503} respuestas 503`,
    ),
  );
  lines.push(`El primario anterior volvió como réplica (pg_rewind) en ${failover.rejoinSeconds.toFixed(1)} s`);
} else lines.push('Conmutación: sin cifras (el simulacro no terminó)');
const restore = read('restore');
if (restore) {
  lines.push(
    `Restauración a ${restore.target}: ${restore.acknowledgedBeforeTarget.events} eventos y ${restore.acknowledgedBeforeTarget.approvals} ` +
      `aprobaciones confirmados antes, perdidos ${restore.lost}; ${restore.sentAfterTarget} enviados después, presentes ${restore.presentAfterTarget}; ` +
      `recuperada en ${restore.secondsToRestore.toFixed(1)} s`,
  );
} else lines.push('Restauración: sin cifras (el simulacro no terminó)');

process.stdout.write(
  `\n== Cifras ==\n${lines.join('\n')}\n${result.ok ? 'OK' : 'FALLA'}: ${result.passed} pasaron, ${result.failed} fallaron\n`,
);
process.exit(result.ok ? 0 : 1);
