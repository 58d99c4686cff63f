// Build steps shared by `npm run build`, `npm start`, the database scripts and the test runner.
import './node-runtime.mjs';
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, readFileSync, mkdirSync, cpSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const serverEntry = path.join(root, 'dist/server/apps/api/src/main.js');
export const databaseCli = path.join(root, 'dist/server/apps/api/src/database/database-cli.js');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} falló (código ${result.status})`);
  }
}

const bin = (name) => path.join(root, 'node_modules/.bin', name);

/**
 * The API and every server library, compiled by SWC to native ESM under dist/server; with them the apps'
 * SDK (libs/sdk, dist/server/libs/sdk/apps/src/index.js), which the bench (tools/bench) uses as an app would.
 */
export function buildServer() {
  run(bin('swc'), [
    'apps/api/src',
    'libs/server',
    'libs/shared',
    'libs/sdk',
    '-d',
    'dist/server',
    '--config-file',
    '.swcrc',
    '--only',
    '**/*.ts',
    '--ignore',
    '**/*.spec.ts,**/testing/**,**/*.stories.tsx',
    '--quiet',
  ]);
  writeFileSync(path.join(root, 'dist/server/package.json'), JSON.stringify({ type: 'module' }) + '\n');
  // The UBL 2.1 and DIAN schemas that invoicing validates its documents against, beside its compiled code.
  const xsd = 'libs/server/invoicing/src/infrastructure/ubl/xsd';
  cpSync(path.join(root, xsd), path.join(root, 'dist/server', xsd), { recursive: true });
  // The SQL functions applied after the migrations (decision 0072), beside the code that lists them.
  const sql = 'libs/server/licensing/src/infrastructure/sql';
  cpSync(path.join(root, sql), path.join(root, 'dist/server', sql), { recursive: true });
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Both SPAs with Vite; skipped when nothing they are built from changed since the last build. */
export function buildWeb({ force = false } = {}) {
  const stamp = path.join(root, 'dist/apps/.web-build-stamp');
  const sources = Math.max(
    newestMtime(path.join(root, 'apps/storefront')),
    newestMtime(path.join(root, 'apps/backoffice')),
    newestMtime(path.join(root, 'libs/web')),
    newestMtime(path.join(root, 'libs/shared')),
  );
  if (!force && existsSync(stamp) && Number(readFileSync(stamp, 'utf8')) >= sources) return false;
  run(bin('vite'), ['build', '-c', 'apps/storefront/vite.config.ts', '--logLevel', 'warn']);
  // The storefront's server render of its first screen, which the API imports (decision 0055).
  run(bin('vite'), ['build', '-c', 'apps/storefront/vite.ssr.config.ts', '--logLevel', 'warn']);
  run(bin('vite'), ['build', '-c', 'apps/backoffice/vite.config.ts', '--logLevel', 'warn']);
  mkdirSync(path.dirname(stamp), { recursive: true });
  writeFileSync(stamp, String(sources));
  return true;
}

/** docs/openapi.json from the compiled API (no database needed). */
export function writeOpenApi() {
  run(process.execPath, [path.join(root, 'dist/server/apps/api/src/openapi/write-openapi.js')]);
}

/** The apps' SDK types (libs/sdk/apps/src/generated/openapi.ts) from docs/openapi.json (decision 0036). */
export function writeSdkTypes() {
  run(process.execPath, [path.join(root, 'tools/sdk/generate-types.mjs')]);
}
