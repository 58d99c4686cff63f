import type { ChildProcess } from 'node:child_process';
import pg from 'pg';

export default async function globalTeardown(): Promise<void> {
  const child = (globalThis as { __e2eApi__?: ChildProcess }).__e2eApi__;
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
  }
  if (process.env.E2E_DATABASE && process.env.E2E_SERVER_URL) {
    const admin = new pg.Client({ connectionString: process.env.E2E_SERVER_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${process.env.E2E_DATABASE}" with (force)`);
    await admin.end();
  }
}
