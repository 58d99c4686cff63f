// npm run bench: throughput of a few API paths, reported as ratios to a baseline path measured in
// the same run (GET /api/health), never as absolute time limits. Starts the built API on a fresh
// database of the test PostgreSQL server (TEST_DATABASE_URL or the local one).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildServer, root, serverEntry } from '../build/build-steps.mjs';

const server = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

async function admin(sql) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitForHealth(base, child) {
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`La API terminó al iniciar (código ${child.exitCode})`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('La API no respondió');
}

async function measure(name, call, count = requests) {
  let next = 0;
  let failures = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const response = await call();
        if (!response.ok) {
          failures++;
          if (failures === 1) process.stderr.write(`${name}: HTTP ${response.status} ${(await response.text()).slice(0, 200)}\n`);
          continue;
        }
        await response.arrayBuffer();
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  return { name, perSecond: count / seconds, failures };
}

buildServer();
const database = `lic_bench_${randomBytes(4).toString('hex')}`;
await admin(`create database "${database}"`);
const url = new URL(server);
url.pathname = `/${database}`;
const port = await freePort();
const api = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: url.toString(),
    DB_AUTO_MIGRATE: 'true',
    LOG_LEVEL: 'error',
    LOGIN_RATE_LIMIT: '100000',
    RATE_LIMIT_PER_MINUTE: '10000000',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const base = `http://localhost:${port}`;
try {
  await waitForHealth(base, api);
  const json = { 'Content-Type': 'application/json' };
  const login = () =>
    fetch(`${base}/api/Login/Authenticate`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ UserName: 'superadmin', Password: 'Licencias2026!', AppName: 'LICENSE' }),
    });
  const token = (await (await login()).json()).result?.token;

  const scenarios = [
    ['GET /api/health (baseline)', () => fetch(`${base}/api/health`)],
    ['GET GetAllDocumentTypes', () => fetch(`${base}/license/api/parameter/GetAllDocumentTypes`, { headers: { appName: 'colfactura' } })],
    ['GET GetListStatesAndCities (1.122 municipios)', () => fetch(`${base}/license/api/parameter/GetListStatesAndCities`)],
    [
      'GET GetUserByNameId (token verificado)',
      () => fetch(`${base}/api/user/GetUserByNameId`, { headers: { iduser: 'financiero', Authorization: `Bearer ${token}` } }),
    ],
    ['POST Authenticate (argon2)', login, Math.min(requests, 60)],
  ];
  await measure('warm-up', () => fetch(`${base}/api/health`), 100);
  const results = [];
  for (const [name, call, count] of scenarios) results.push(await measure(name, call, count));
  const baseline = results[0].perSecond;
  process.stdout.write(`\nBenchmark (${requests} solicitudes, concurrencia ${concurrency}); razón = rendimiento / línea base\n`);
  for (const r of results) {
    process.stdout.write(
      `${r.name.padEnd(48)} ${r.perSecond.toFixed(0).padStart(7)} req/s   razón ${(r.perSecond / baseline).toFixed(2)}${r.failures ? `   (${r.failures} fallidas)` : ''}\n`,
    );
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  await admin(`drop database if exists "${database}" with (force)`);
}
