// Diagnostic (decision 0071): what the API keeps of its requests. Starts the built API (npm run build first, or
// npm run bench once) on a fresh database, loads it as the soak round does for HEAP_SECONDS (30), prints RSS and
// the heap every 10 s, then writes a heap snapshot right after the load (a full collection precedes it) and says
// how much is live and which timers hold request contexts (MikroORM's RequestContext, each with its ORM fork).
//   node tools/bench/heap-retention.mjs              with the base Deployment's heap ceiling
//   HEAP_CEILING=none node tools/bench/heap-retention.mjs   without it (as before decision 0071)
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root, serverEntry } from '../build/build-steps.mjs';
import { load } from './http-load.mjs';
import { loadAverage } from './process-stats.mjs';

const SECONDS = Number(process.env.HEAP_SECONDS ?? 30);
const server = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const deployment = readFileSync(path.join(root, 'deploy/k8s/base/api-deployment.yaml'), 'utf8');
const ceiling = process.env.HEAP_CEILING === 'none' ? '' : (/name: NODE_OPTIONS\s*\n\s*value: (\S+)/.exec(deployment)?.[1] ?? '');

async function admin(sql) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Counts what a snapshot holds: live size, request contexts and the timers that keep them. */
function analyse(snap) {
  const meta = snap.snapshot.meta;
  const [nf, ef] = [meta.node_fields.length, meta.edge_fields.length];
  const { nodes, edges, strings } = snap;
  const [types, etypes] = [meta.node_types[0], meta.edge_types[0]];
  const [iType, iName, iSize, iEc] = ['type', 'name', 'self_size', 'edge_count'].map((f) => meta.node_fields.indexOf(f));
  const [eType, eName, eTo] = ['type', 'name_or_index', 'to_node'].map((f) => meta.edge_fields.indexOf(f));
  const count = nodes.length / nf;
  const first = new Uint32Array(count + 1);
  let live = 0;
  for (let i = 0, e = 0; i < count; i++) {
    first[i] = e;
    e += nodes[i * nf + iEc] * ef;
    first[count] = e;
    live += nodes[i * nf + iSize];
  }
  const strong = (e) => etypes[edges[e + eType]] !== 'weak';
  // Shortest strong path from the root, then each request context's nearest Timeout on it.
  const parent = new Int32Array(count).fill(-1);
  parent[0] = 0;
  const queue = [0];
  for (let h = 0; h < queue.length; h++) {
    const i = queue[h];
    for (let e = first[i]; e < first[i + 1]; e += ef) {
      const to = edges[e + eTo] / nf;
      if (strong(e) && parent[to] < 0) {
        parent[to] = i;
        queue.push(to);
      }
    }
  }
  const props = (i) => {
    const found = {};
    for (let e = first[i]; e < first[i + 1]; e += ef) {
      if (['property', 'internal'].includes(etypes[edges[e + eType]])) found[strings[edges[e + eName]]] = edges[e + eTo] / nf;
    }
    return found;
  };
  const timerSource = (timer) => {
    const fn = props(timer)._onTimeout;
    const script = fn === undefined ? undefined : props(props(fn).shared ?? -1)?.script;
    const name = script === undefined ? undefined : props(script).name;
    return name === undefined ? 'desconocido' : strings[nodes[name * nf + iName]].replace(`file://${root}/`, '');
  };
  const holders = new Map();
  let contexts = 0;
  for (let i = 0; i < count; i++) {
    if (types[nodes[i * nf + iType]] !== 'object' || strings[nodes[i * nf + iName]] !== 'RequestContext' || parent[i] < 0) continue;
    contexts++;
    let holder = 'otro';
    for (let at = parent[i], steps = 0; at > 0 && steps < 60; at = parent[at], steps++) {
      if (strings[nodes[at * nf + iName]] === 'Timeout') {
        holder = `temporizador de ${timerSource(at)}`;
        break;
      }
    }
    holders.set(holder, (holders.get(holder) ?? 0) + 1);
  }
  return { liveMb: live / 1048576, contexts, holders };
}

const database = `lic_heap_${randomBytes(4).toString('hex')}`;
await admin(`create database "${database}"`);
const url = new URL(server);
url.pathname = `/${database}`;
const snapshots = mkdtempSync(path.join(tmpdir(), 'heap-'));
const probe = path.join(snapshots, 'memory-probe.cjs');
writeFileSync(
  probe,
  `setInterval(() => { const m = process.memoryUsage(); process.stderr.write('MEM ' + JSON.stringify({ rss: m.rss, heapUsed: m.heapUsed, heapTotal: m.heapTotal }) + '\\n'); }, 10000).unref();`,
);
const port = 39000 + Math.floor(Math.random() * 900);
const api = spawn(process.execPath, ['--heapsnapshot-signal=SIGUSR2', '--require', probe, serverEntry], {
  cwd: snapshots,
  env: {
    ...process.env,
    NODE_OPTIONS: ceiling,
    NODE_ENV: 'development',
    PORT: String(port),
    DATABASE_URL: url.toString(),
    DB_AUTO_MIGRATE: 'true',
    LOG_LEVEL: 'error',
    LOGIN_RATE_LIMIT: '100000',
    RATE_LIMIT_PER_MINUTE: '10000000',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
const mb = (bytes) => (bytes / 1048576).toFixed(0).padStart(5);
api.stderr.on('data', (chunk) => {
  for (const line of String(chunk)
    .split('\n')
    .filter((l) => l.startsWith('MEM '))) {
    const m = JSON.parse(line.slice(4));
    process.stdout.write(`RSS ${mb(m.rss)} MiB   heap usado ${mb(m.heapUsed)} MiB de ${mb(m.heapTotal)} MiB   (${loadAverage()})\n`);
  }
});
const base = `http://127.0.0.1:${port}`;
try {
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const login = await fetch(`${base}/api/Login/Authenticate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ UserName: 'superadmin', Password: 'Licencias2026!', AppName: 'LICENSE' }),
  }).then((r) => r.json());
  process.stdout.write(`API con NODE_OPTIONS=${ceiling || '(ninguno)'}; ${SECONDS} s de carga mixta\n`);
  const results = await Promise.all([
    load(`${base}/license/api/package/GetPackagesByServiceName/colfactura`, {
      connections: 4,
      seconds: SECONDS,
      headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' },
    }),
    load(`${base}/api/health`, { connections: 4, seconds: SECONDS }),
    load(`${base}/license/api/parameter/GetListStatesAndCities`, { connections: 2, seconds: SECONDS }),
    load(`${base}/api/user/GetUserByNameId`, {
      connections: 4,
      seconds: SECONDS,
      headers: { iduser: 'financiero', Authorization: `Bearer ${login.result.token}` },
    }),
  ]);
  process.stdout.write(
    `${results.reduce((sum, r) => sum + r.requests, 0)} solicitudes, ${results.reduce((sum, r) => sum + r.errors, 0)} errores\n`,
  );
  api.kill('SIGUSR2');
  let file;
  for (let i = 0; i < 120 && !file; i++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    file = readdirSync(snapshots).find((name) => name.endsWith('.heapsnapshot'));
  }
  // Written in pieces: read it once it parses whole.
  let snapshot;
  for (let tries = 0; !snapshot && tries < 90; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    try {
      snapshot = JSON.parse(readFileSync(path.join(snapshots, file), 'utf8'));
    } catch {
      snapshot = undefined;
    }
  }
  const found = analyse(snapshot);
  process.stdout.write(
    `Instantánea justo después de la carga: ${found.liveMb.toFixed(0)} MB vivos, ${found.contexts} contextos de solicitud alcanzables\n`,
  );
  for (const [holder, n] of [...found.holders.entries()].sort((a, b) => b[1] - a[1]))
    process.stdout.write(`  ${String(n).padStart(5)}  ${holder}\n`);
} finally {
  api.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await admin(`drop database if exists "${database}" with (force)`).catch(() => undefined);
  rmSync(snapshots, { recursive: true, force: true });
}
