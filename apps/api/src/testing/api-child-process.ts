import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { repositoryRoot } from './server-variables';

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The API compiled by SWC into `dir` (a few seconds), as `npm start` runs it, so a test can run it as a child process. */
export function compileApi(dir: string): void {
  const swc = spawnSync(
    path.join(repositoryRoot, 'node_modules/.bin/swc'),
    ['apps/api/src', 'libs/server', 'libs/shared', '-d', dir, '--config-file', '.swcrc', '--only', '**/*.ts'].concat([
      '--ignore',
      '**/*.spec.ts,**/testing/**,**/*.stories.tsx',
      '--quiet',
    ]),
    { cwd: repositoryRoot, encoding: 'utf8' },
  );
  if (swc.status !== 0) throw new Error(`swc failed: ${swc.stderr}`);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
  // What the code reads beside itself, as the build copies it (tools/build/build-steps.mjs).
  for (const assets of ['libs/server/licensing/src/infrastructure/sql', 'libs/server/invoicing/src/infrastructure/ubl/xsd']) {
    cpSync(path.join(repositoryRoot, assets), path.join(dir, assets), { recursive: true });
  }
}

export function removeCompiledApi(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** Starts the compiled API (its main.js) with `env` on a free port and waits until /api/health/live answers. */
export async function startApiChild(dir: string, env: Record<string, string>): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(dir, 'apps/api/src/main.js')], {
    cwd: repositoryRoot,
    env: { ...process.env, NODE_ENV: 'test', PORT: String(port), DB_AUTO_MIGRATE: 'false', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API child ended with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/api/health/live`)).ok) return { child, origin };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error('the API child did not start');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
