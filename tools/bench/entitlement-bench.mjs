// Entitlement check benchmark (decision 0033; docs/api/licensing.md "Derechos"): GET /license/api/entitlements
// under 50 keep-alive connections with an app credential, the answer served from the replica's cache
// (decision 0033; answered before Express by EntitlementFastPath), against a bare Node server answering
// the same bytes under the same load in the same round (the baseline; GET /api/health, the whole Nest
// pipeline, is shown beside it). Targets: p99 under 10 ms (the issue's) and at least five times the throughput of
// GET /api/health through Nest (the cheapest answer of the whole pipeline: the fast path and its cache must pay
// for themselves). The bare server is the ceiling of this machine, reported as a ratio and not a target: it
// parses nothing, checks no credential and reads no cache (decision 0038). Then a freshness check through the apps' SDK (@lic/apps-sdk, compiled by buildServer): a
// consumption is seen by the next entitlement answer. The load itself stays raw HTTP (http-load.mjs).
import { Buffer } from 'node:buffer';
import pg from 'pg';
import { LicenciasAppsClient } from '../../dist/server/libs/sdk/apps/src/index.js';
import { load, startBareServer } from './http-load.mjs';

const FEATURE = 'COLFACTURA_DERECHO_BENCH';
const DOCUMENT = 'BENCHDER01';
const TARGET = { nestRatio: 5, p99Ms: 10 };
const connections = Number(process.env.BENCH_ENTITLEMENT_CONNECTIONS ?? 50);
const seconds = Number(process.env.BENCH_ENTITLEMENT_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ENTITLEMENT_ROUNDS ?? 2);

async function seed(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with plan as (
         insert into licensing.licence_plan (created_on, origin, customer_id, customer_name, document_type_id, document_number, app_name,
           service_id, service_name, service_description, package_id, package_code, package_name, package_type_code, quantity,
           validity_type_id, validity_period, effective_date, expiration_date, purchase_date)
         values (now(), 'BENCH', gen_random_uuid(), 'Empresa de carga', 4, $1, 'colfactura', 1, 'COLFACTURA', 'ColFactura', 1, 'BENCH',
                 'Paquete de carga', 'BAS', 1, 'A', 1, now() - interval '1 day', now() + interval '365 days', now())
         returning id, document_type_id, document_number, service_name, effective_date, expiration_date)
       insert into licensing.licence_balance (plan_id, document_type_id, document_number, service_name, feature_id, feature_code,
         feature_name, feature_category, total, effective_date, expiration_date)
       select p.id, p.document_type_id, p.document_number, p.service_name, 1, $2, 'Derecho (carga)', 'T', 1000000, p.effective_date,
              p.expiration_date
         from plan p`,
      [DOCUMENT, FEATURE],
    );
  } finally {
    await client.end();
  }
}

async function createCredential(base, token) {
  const response = await fetch(`${base}/license/api/app-credentials`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ appName: 'colfactura', description: 'Benchmark de derechos' }),
  });
  if (!response.ok) throw new Error(`no se pudo crear la credencial: ${response.status} ${await response.text()}`);
  const { clientId, clientSecret } = (await response.json()).result.records;
  return { clientId, clientSecret, authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` };
}

/** Runs the entitlement benchmark; returns the failed targets. */
export async function entitlementBench({ base, databaseUrl, token, out = process.stdout }) {
  const failures = [];
  await seed(databaseUrl);
  const { clientId, clientSecret, authorization } = await createCredential(base, token);
  const sdk = new LicenciasAppsClient({ baseUrl: base, clientId, clientSecret });
  const url = `${base}/license/api/entitlements?documentType=4&documentNumber=${DOCUMENT}&featureCode=${FEATURE}`;
  const headers = { Authorization: authorization };
  const first = await fetch(url, { headers });
  if (first.status !== 200) throw new Error(`derecho: HTTP ${first.status} ${await first.text()}`);

  const bare = await startBareServer(Buffer.from(await first.arrayBuffer()));
  // Warm-up, then rounds of baseline and entitlement one after the other; the best round counts.
  const results = [];
  try {
    await load(bare.url, { connections, seconds: 1 });
    await load(url, { connections, seconds: 1, headers });
    for (let round = 0; round < rounds; round++) {
      const baseline = await load(bare.url, { connections, seconds });
      const health = await load(`${base}/api/health`, { connections, seconds });
      const entitlement = await load(url, { connections, seconds, headers });
      results.push({
        baseline,
        health,
        entitlement,
        ratio: entitlement.perSecond / baseline.perSecond,
        nestRatio: entitlement.perSecond / health.perSecond,
      });
    }
  } finally {
    await bare.close();
  }
  const best = results.reduce((a, b) => (b.entitlement.p99 < a.entitlement.p99 ? b : a));

  // Freshness: a consumption through the API is in the very next answer (as an app sees it, with the SDK).
  const query = { documentType: 4, documentNumber: DOCUMENT, featureCode: FEATURE };
  const before = (await sdk.getEntitlement(query)).used;
  const consumed = await sdk
    .consume({
      eventId: `bench-derecho-${Date.now()}`,
      appName: 'colfactura',
      documentType: 4,
      documentNumber: DOCUMENT,
      featureCode: FEATURE,
      quantity: 1,
      occurredAt: new Date().toISOString(),
    })
    .then(
      (result) => ({ ok: result.outcome === 'ACCEPTED' }),
      () => ({ ok: false }),
    );
  const after = (await sdk.getEntitlement(query)).used;

  out.write(`\nDerechos (GET /license/api/entitlements en caché, ${connections} conexiones, ${rounds} rondas de ${seconds} s)\n`);
  results.forEach((r, i) => {
    out.write(
      `ronda ${i + 1}: servidor Node mínimo (línea base) ${r.baseline.perSecond.toFixed(0).padStart(7)} req/s   p99 ${r.baseline.p99.toFixed(2)} ms\n`,
    );
    out.write(
      `ronda ${i + 1}: GET /api/health (Nest)            ${r.health.perSecond.toFixed(0).padStart(7)} req/s   p99 ${r.health.p99.toFixed(2)} ms\n`,
    );
    out.write(
      `ronda ${i + 1}: GET entitlements                  ${r.entitlement.perSecond.toFixed(0).padStart(7)} req/s   p50 ${r.entitlement.p50.toFixed(2)} ms   p99 ${r.entitlement.p99.toFixed(2)} ms   razón ${r.ratio.toFixed(2)}${r.entitlement.errors ? `   (${r.entitlement.errors} errores: ${r.entitlement.firstError})` : ''}\n`,
    );
  });
  out.write(
    `derechos (ronda ${results.indexOf(best) + 1}): razón ${best.ratio.toFixed(2)} frente al servidor mínimo (techo de la máquina, sin objetivo), p99 ${best.entitlement.p99.toFixed(2)} ms (objetivo < ${TARGET.p99Ms} ms); consumo visible en la respuesta siguiente: ${consumed.ok && after === before + 1 ? 'sí' : 'no'}\n`,
  );
  out.write(
    `derechos frente a Nest (ronda ${results.indexOf(best) + 1}): ${best.entitlement.perSecond.toFixed(0)} req/s contra ${best.health.perSecond.toFixed(0)} de GET /api/health, razón ${best.nestRatio.toFixed(2)} (objetivo ≥ ${TARGET.nestRatio})\n`,
  );
  if (results.some((r) => r.entitlement.errors)) failures.push('hubo respuestas con error en la carga de derechos');
  if (!(best.nestRatio >= TARGET.nestRatio))
    failures.push(`derechos: razón frente a Nest ${best.nestRatio.toFixed(2)} < ${TARGET.nestRatio}`);
  if (!(best.entitlement.p99 < TARGET.p99Ms)) failures.push(`derechos: p99 ${best.entitlement.p99.toFixed(2)} ms ≥ ${TARGET.p99Ms} ms`);
  if (!(consumed.ok && after === before + 1)) failures.push('derechos: un consumo no se vio en la respuesta siguiente');
  return failures;
}
