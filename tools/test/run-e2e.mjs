// npm run e2e: builds the API and both SPAs, then runs the browser journeys in headless Chromium.
import { buildServer, buildWeb } from '../build/build-steps.mjs';
import { runJest } from './jest-run.mjs';
import { chromiumPath, hasChromium } from './chromium.mjs';

export function runE2e(extraArgs = []) {
  buildServer();
  buildWeb();
  return runJest('e2e', ['-c', 'apps/e2e/jest.config.js', '--runInBand', ...extraArgs]);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (!hasChromium()) {
    process.stderr.write(`No se encontró Chromium en ${chromiumPath}: instala el paquete chromium (apt-get install chromium).\n`);
    process.exit(1);
  }
  // Extra arguments go to jest, e.g. `npm run e2e -- payments-online` runs one journey file.
  const result = runE2e(process.argv.slice(2));
  process.stdout.write(`E2E: ${result.passed} passed, ${result.failed} failed\n`);
  process.exit(result.ok ? 0 : 1);
}
