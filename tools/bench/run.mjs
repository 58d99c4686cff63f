// npm run bench: throughput of a few API paths, reported as ratios to a baseline path measured in
// the same run (GET /api/health), never as absolute time limits. Starts the built API on a fresh
// database of the test PostgreSQL server (TEST_DATABASE_URL or the local one).
// The web part: budgets of the SPAs' first screens, then the slow-phone round (first-screen-bench.mjs).
// Then the storefront catalogue (docs/api/ordering.md): GetPackagesByServiceName/colfactura under 50
// keep-alive connections against a bare Node server answering the same bytes, with targets (API at
// least 50 % of the bare server's throughput, p99 under 50 ms) and a freshness check after a price
// change; the run exits non-zero when a target fails.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'node:net';
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { buildServer, buildWeb, root, serverEntry } from '../build/build-steps.mjs';
import { load, rawGet, startBareProcess } from './http-load.mjs';
import { cpuMs, loadAverage } from './process-stats.mjs';

const server = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const requests = Number(process.env.BENCH_REQUESTS ?? 400);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const catalogueConnections = Number(process.env.BENCH_CATALOGUE_CONNECTIONS ?? 50);
const catalogueSeconds = Number(process.env.BENCH_CATALOGUE_SECONDS ?? 5);
const catalogueRounds = Number(process.env.BENCH_CATALOGUE_ROUNDS ?? 2);
/** Targets of the storefront catalogue (docs/api/ordering.md; ratio raised by decision 0015). */
const TARGET = { ratio: 0.8, p99Ms: 50, freshMs: 2000 };
/** What Chromium sends (BENCH_ACCEPT_ENCODING='' measures uncompressed answers). */
const BROWSER_ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';

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

/** Three minutes: migrating and seeding a new database takes that long on a shared machine under load. */
async function waitForHealth(base, child) {
  for (let i = 0; i < 600; i++) {
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
// The web part loads the built SPAs through the API.
if ([undefined, 'web', 'first-screen'].includes(process.env.BENCH_ONLY)) buildWeb();
// Loaded only now: the consumption and entitlement parts use the apps' SDK as buildServer just compiled it
// (dist/server/libs/sdk), which a clean clone does not have before the build.
const { consumptionBench } = await import('./consumption-bench.mjs');
const { entitlementBench } = await import('./entitlement-bench.mjs');
const { webBench } = await import('./web-bench.mjs');
const { soakBench } = await import('./soak-bench.mjs');
const { firstScreenBench } = await import('./first-screen-bench.mjs');
const database = `lic_bench_${randomBytes(4).toString('hex')}`;
await admin(`create database "${database}"`);
const url = new URL(server);
url.pathname = `/${database}`;
const port = await freePort();
// The API runs with the heap ceiling its Kubernetes Deployment gives it (decision 0071): on a machine with more
// memory than a pod, V8 would otherwise let garbage grow toward gigabytes before a full collection.
const deployment = readFileSync(path.join(root, 'deploy/k8s/base/api-deployment.yaml'), 'utf8');
const nodeOptions = /name: NODE_OPTIONS\s*\n\s*value: (\S+)/.exec(deployment)?.[1] ?? '';
process.stdout.write(`API con NODE_OPTIONS=${nodeOptions} (como en deploy/k8s/base)\n`);
const api = spawn(process.execPath, [serverEntry], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'development',
    NODE_OPTIONS: [process.env.NODE_OPTIONS, nodeOptions].filter(Boolean).join(' '),
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

  // BENCH_ONLY=consumption, catalogue, entitlements, web, first-screen or soak runs only that part (for iterating on it).
  const only = process.env.BENCH_ONLY;
  const runs = (part) => only === undefined || only === part;
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
  const failures = [];
  if (only === undefined) {
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
  }
  if (runs('web')) {
    // The back office's session as the sign-in page leaves it in localStorage (libs/web/api-client session-store).
    const signIn = async () => {
      const { result } = await (await login()).json();
      return {
        appsUserToken: `Bearer ${result.token}`,
        appsUserRefreshToken: `Bearer ${result.refreshToken ?? ''}`,
        userName: 'superadmin',
      };
    };
    failures.push(...(await webBench({ port, signIn })));
  }
  // The slow-phone round: first package card, button usable, LCP and CLS (decision 0056).
  if (runs('web') || only === 'first-screen') failures.push(...(await firstScreenBench({ port })));
  if (runs('catalogue')) failures.push(...(await catalogueBench(base, port, token, api.pid)));
  if (runs('consumption')) {
    failures.push(...(await consumptionBench({ base, databaseUrl: url.toString(), apiPid: api.pid, token })));
  }
  if (runs('entitlements')) failures.push(...(await entitlementBench({ base, databaseUrl: url.toString(), token })));
  // Last: the API's memory after everything above, under a mixed load (BENCH_SOAK_SECONDS, 240 by default).
  if (runs('soak')) failures.push(...(await soakBench({ base, apiPid: api.pid })));
  if (failures.length) {
    process.stdout.write(`\nObjetivos no cumplidos:\n - ${failures.join('\n - ')}\n`);
    process.exitCode = 1;
  }
} finally {
  api.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 1000));
  if (process.env.BENCH_KEEP_DATABASE === 'true') process.stdout.write(`base de datos conservada: ${database}\n`);
  else await admin(`drop database if exists "${database}" with (force)`);
}

/** The storefront catalogue against a bare server, then how soon a price change shows; returns the failed targets. */
async function catalogueBench(base, port, token, apiPid) {
  const failures = [];
  const path = '/license/api/package/GetPackagesByServiceName/colfactura';
  const apiUrl = `http://127.0.0.1:${port}${path}`;
  // Asked as a browser asks (brotli accepted). One request through the whole pipeline fills the cache
  // and makes the compressed copy; the bare server answers the same bytes with the same encoding.
  const headers = BROWSER_ACCEPT_ENCODING ? { 'Accept-Encoding': BROWSER_ACCEPT_ENCODING } : {};
  const first = await rawGet(apiUrl, headers);
  if (first.status !== 200) throw new Error(`GetPackagesByServiceName/colfactura respondió ${first.status}`);
  const body = first.body;
  const encoding = first.headers['content-encoding'];
  // In a process of its own, as the API: the CPU time each spends per answer is read from /proc, a measure
  // the load of other work on the machine changes far less than requests per second (decision 0040).
  const bare = await startBareProcess(body, encoding ? { 'Content-Encoding': encoding, Vary: 'Accept-Encoding' } : {});
  const measured = async (url, pid) => {
    const before = cpuMs(pid);
    const result = await load(url, options);
    return { ...result, cpuMsPerRequest: (cpuMs(pid) - before) / Math.max(1, result.requests), load: loadAverage() };
  };
  const options = { connections: catalogueConnections, seconds: catalogueSeconds, headers };
  // Rounds alternate the two servers; the best round of each counts, which keeps a neighbour's burst of
  // CPU on a shared machine from deciding the result.
  const rounds = [];
  try {
    await load(bare.url, { ...options, seconds: 1 });
    await load(apiUrl, { ...options, seconds: 1 });
    for (let round = 0; round < catalogueRounds; round++) {
      rounds.push({ bare: await measured(bare.url, bare.pid), api: await measured(apiUrl, apiPid) });
    }
  } finally {
    await bare.close();
  }
  const best = (pick) => rounds.map(pick).reduce((a, b) => (b.perSecond > a.perSecond ? b : a));
  const bareResult = best((r) => r.bare);
  const apiResult = best((r) => r.api);
  const ratio = apiResult.perSecond / bareResult.perSecond;
  // CPU time per answer of each server, the lowest of its rounds: their ratio is what the throughput ratio would
  // be with a core to each and nothing else running.
  const leastCpu = (pick) => Math.min(...rounds.map((r) => pick(r).cpuMsPerRequest));
  const cpuRatio = leastCpu((r) => r.bare) / leastCpu((r) => r.api);
  const line = (name, r) =>
    `${name.padEnd(52)} ${r.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2)} ms   p99 ${r.p99.toFixed(2)} ms   máx ${r.max.toFixed(1)} ms   CPU ${(r.cpuMsPerRequest * 1000).toFixed(1)} µs por respuesta   (${r.load})${r.errors ? `   (${r.errors} errores: ${r.firstError})` : ''}\n`;
  process.stdout.write(
    `\nCatálogo de la tienda (${body.length} bytes${encoding ? ` en ${encoding}` : ''}, ${options.connections} conexiones keep-alive, ${rounds.length} rondas de ${options.seconds} s, en caliente; cuenta la mejor ronda de cada uno)\n`,
  );
  rounds.forEach((r, i) => {
    process.stdout.write(line(`ronda ${i + 1}: servidor Node sin framework`, r.bare));
    process.stdout.write(line(`ronda ${i + 1}: GET GetPackagesByServiceName/colfactura`, r.api));
  });
  process.stdout.write(`razón API / servidor sin framework: ${ratio.toFixed(2)} (objetivo ≥ ${TARGET.ratio}; ${loadAverage()})\n`);
  process.stdout.write(
    `razón de CPU por respuesta (servidor sin framework / API, independiente de la carga de la máquina): ${cpuRatio.toFixed(2)}\n`,
  );
  const failed = rounds.flatMap((r) => [r.api, r.bare]).find((r) => r.errors > 0);
  if (failed) failures.push(`hubo respuestas con error (${failed.firstError})`);
  if (ratio < TARGET.ratio) failures.push(`razón ${ratio.toFixed(2)} < ${TARGET.ratio}`);
  if (!(apiResult.p99 < TARGET.p99Ms)) failures.push(`p99 de la API ${apiResult.p99.toFixed(1)} ms ≥ ${TARGET.p99Ms} ms`);

  // Freshness: a price changed through the catalogue API shows in the storefront catalogue.
  const auth = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
  const records = (await (await fetch(`${base}/license/api/Package/GetPackages`, { headers: auth })).json()).result.records;
  const record = records.find((r) => r.packageCode === 'COLFAC-EMPRENDEDOR');
  const newPrice = record.packagePrice + 1000;
  const put = await fetch(`${base}/license/api/Package/UpdatePackage`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify(updateBody(record, { PackagePrice: newPrice })),
  });
  if (!put.ok) throw new Error(`UpdatePackage respondió ${put.status}: ${await put.text()}`);
  const putReturned = performance.now();
  let freshAfter = null;
  while (performance.now() - putReturned < TARGET.freshMs) {
    const { result } = await (await fetch(apiUrl)).json();
    const shown = [...result.offers, ...result.base, ...result.combo, ...result.complementary].find(
      (p) => p.packageCode === record.packageCode,
    );
    if (shown?.packagePrice === newPrice) {
      freshAfter = performance.now() - putReturned;
      break;
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  if (freshAfter === null) {
    process.stdout.write(`precio nuevo de ${record.packageCode}: aún sin reflejar ${TARGET.freshMs} ms después del PUT\n`);
    failures.push(`el catálogo seguía sin el precio nuevo ${TARGET.freshMs} ms después del PUT`);
  } else {
    process.stdout.write(
      `precio nuevo de ${record.packageCode} visible en el catálogo ${freshAfter.toFixed(0)} ms después de responder el PUT (objetivo < ${TARGET.freshMs} ms)\n`,
    );
  }
  return failures;
}

/** The UpdatePackage body that keeps the package as GetPackages lists it, with the given changes. */
function updateBody(record, changes) {
  return {
    Id: record.id,
    PackageCode: record.packageCode,
    PackageTypeId: record.packageTypeId,
    PackageName: record.packageName,
    PackageDescription: record.packageDescription,
    PackagePrice: record.packagePrice,
    TaxIva: record.taxIva,
    ValidityPeriod: record.validityPeriod,
    ValidityTypeId: record.validityTypeId,
    Relevance: record.relevance,
    Order: record.order,
    ApplyOffer: record.applyOffer,
    OfferTypeCode: record.offerTypeCode,
    TotalOffer: record.totalOffer,
    OfferStartTime: record.offerStartTime,
    OfferExpirationTime: record.offerExpirationTime,
    PublicVisibility: record.publicVisibility,
    PackageServiceIdList: record.packageService.map((s) => s.serviceId),
    PackageChannelIdList: record.packageChannel.map((c) => c.channelId),
    CustomerIdList: record.packageCustomer.map((c) => c.customerId),
    SummaryHtml: record.summaryHtml,
    Idstate: record.idstate,
    ...changes,
  };
}
