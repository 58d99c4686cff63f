// The apps' SDK as an npm package (docs/api/sdk.md "Instalar"; decision 0036): compiles libs/sdk/apps/src with
// tsc (ESM for Node, .d.ts, no test files) into dist/sdk/apps/dist, copies package.json, README.md and
// CHANGELOG.md beside it, and runs `npm pack` there. Prints the tarball's path (dist/sdk/lic-apps-sdk-<version>.tgz).
//   npm run sdk:pack       (npx nx run sdk-apps:pack)
// To publish it to the company's private registry: `npm publish dist/sdk/apps` with the registry configured for
// the @lic scope (docs/api/sdk.md).
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const source = path.join(root, 'libs/sdk/apps');
const staging = path.join(root, 'dist/sdk/apps');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

function run(command, args, cwd = root) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} falló (${result.status}):\n${result.stdout}\n${result.stderr}`);
  }
  return result.stdout;
}

/** Builds and packs the SDK; returns the tarball's absolute path. */
export function packSdk() {
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', path.join(source, 'tsconfig.lib.json')]);
  for (const file of ['package.json', 'README.md', 'CHANGELOG.md']) copyFileSync(path.join(source, file), path.join(staging, file));
  const [packed] = JSON.parse(run(npm, ['pack', '--json', '--pack-destination', path.dirname(staging)], staging));
  return path.join(path.dirname(staging), packed.filename);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${path.relative(root, packSdk())}\n`);
}
