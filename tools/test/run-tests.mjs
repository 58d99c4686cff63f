// npm test: unit, component and integration tests (jest, run by Nx project by project; the database drills of
// apps/api/src/drills among them, with a short load — `npm run drill` runs them alone with a full one), the Storybook
// build, the story tests (npm run test:stories runs them alone), then the browser journeys in headless Chromium. Without
// Chromium the browser tests are skipped, and said so;
// under CI (CI=true) a missing Chromium is a failure.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root } from '../build/build-steps.mjs';
import { runJestThroughNx } from './jest-through-nx.mjs';
import { runE2e } from './run-e2e.mjs';
import { runStories } from './run-stories.mjs';
import { chromiumPath, hasChromium } from './chromium.mjs';

const totals = { passed: 0, failed: 0 };
const summary = [];
function record(name, result) {
  totals.passed += result.passed;
  totals.failed += result.failed;
  summary.push(`${result.ok ? 'OK   ' : 'FALLA'} ${name}: ${result.passed} passed, ${result.failed} failed`);
  // Which tests failed, so that a CI log cut to its last lines still names them.
  if (!result.ok) summary.push(...(result.failures ?? []));
}

process.stdout.write('\n== Pruebas unitarias, de componentes y de integración (jest) ==\n');
// `npm test -- --affected`: only the projects Nx calls affected against main; other arguments go to Nx.
const args = process.argv.slice(2);
const affected = args.includes('--affected');
const nxArgs = args.filter((arg) => arg !== '--affected');
record('jest (unit, web, integration)', await runJestThroughNx({ affected, nxArgs }));

process.stdout.write('\n== Storybook build ==\n');
const storybook = spawnSync(
  path.join(root, 'node_modules/.bin/storybook'),
  ['build', '-c', 'libs/web/ui/.storybook', '-o', 'dist/storybook', '--quiet'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
record('storybook build', { passed: storybook.status === 0 ? 1 : 0, failed: storybook.status === 0 ? 0 : 1, ok: storybook.status === 0 });

process.stdout.write('\n== Historias de Storybook (interacción, accesibilidad por marca, capturas) ==\n');
// Every story: its play function, axe in every brand, screenshots against the baselines (decisions 0060, 0070).
if (hasChromium()) {
  record('historias (Storybook + Vitest)', runStories());
} else if (process.env.CI === 'true') {
  process.stdout.write(`Chromium no está instalado en ${chromiumPath} y CI=true: las historias no pueden omitirse.\n`);
  record('historias (Storybook + Vitest)', { passed: 0, failed: 1, ok: false });
} else {
  summary.push('OMITIDO historias (Chromium no instalado)');
}

process.stdout.write('\n== Pruebas de navegador (e2e, Chromium headless) ==\n');
if (hasChromium()) {
  record('e2e (Chromium)', runE2e());
} else if (process.env.CI === 'true') {
  process.stdout.write(`Chromium no está instalado en ${chromiumPath} y CI=true: las pruebas de navegador no pueden omitirse.\n`);
  record('e2e (Chromium)', { passed: 0, failed: 1, ok: false });
} else {
  process.stdout.write(
    `AVISO: no se encontró Chromium en ${chromiumPath}; se OMITEN las pruebas de navegador (instala el paquete chromium para ejecutarlas).\n`,
  );
  summary.push('OMITIDO e2e (Chromium no instalado)');
}

process.stdout.write('\n== Resumen ==\n' + summary.join('\n') + '\n');
const ok = totals.failed === 0 && summary.every((line) => !line.startsWith('FALLA'));
process.stdout.write(`Total: ${totals.passed} passed, ${totals.failed} failed\n`);
process.exit(ok ? 0 : 1);
