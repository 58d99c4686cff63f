import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import path from 'node:path';

// Relative imports only: jest loads global setup outside the module mapper.
const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`La API terminó al iniciar (código ${child.exitCode})`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('La API no respondió a tiempo');
}

/** Starts the built API on a free port with a database of its own, migrated and seeded. */
export default async function globalSetup(): Promise<void> {
  const server = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
  const database = `lic_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database "${database}"`);
  await admin.end();
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${database}`;

  const port = await freePort();
  const root = path.resolve(process.cwd());
  const child = spawn(process.execPath, [path.join(root, 'dist/server/apps/api/src/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: databaseUrl.toString(),
      DB_AUTO_MIGRATE: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '1000',
      // The sign-in lock journey locks a user name after 4 failures (no slowdown before it).
      LOGIN_SLOWDOWN_AFTER_FAILURES: '4',
      LOGIN_LOCK_AFTER_FAILURES: '4',
      LOGIN_LOCK_MINUTES: '15',
      // Two quick attempts, so the dead-letters journey parks a delivery in seconds.
      DELIVERY_MAX_ATTEMPTS: '2',
      DELIVERY_RETRY_BASE_SECONDS: '1',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl, child, 180000); // a loaded 2-core machine migrates and seeds slowly
  process.env.E2E_PORT = String(port);
  process.env.E2E_DATABASE = database;
  process.env.E2E_SERVER_URL = server;
  (globalThis as { __e2eApi__?: ChildProcess }).__e2eApi__ = child;
}
