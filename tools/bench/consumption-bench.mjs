// Consumption benchmark (decision 0006; docs/api/licensing.md "Consumo"). On the bench database, 1,000
// customers with one balance each of a large total:
// 1. baseline: pgbench on the same PostgreSQL, one event per transaction (the conditional decrement
//    plus the insert of the event row), 50 clients over the 1,000 balances — the physical limit of
//    durable one-event commits on this machine;
// 2. single events through the API: 50 keep-alive clients, targets ≥ 150 % of the baseline rate and
//    p99 < 25 ms (the server groups concurrent single events into shared commits, decision 0037);
// 3. batches of 1,000 events through the API from 4 connections: targets ≥ 600 % of the baseline's events/s and
//    p99 < 300 ms per batch;
// 4. one hot balance: pgbench with the same 50 clients on one company's balance (one row every
//    transaction waits on), then the API's single events with every client on that company: target
//    ≥ 200 % of that baseline (decision 0037);
// then the API's RSS (< 400 MB) and the ledger's invariants: no balance below zero, each balance's
// used equal to the sum of the allocations kept for it, and every accepted answer kept exactly once.
// The load is raw HTTP (http-load.mjs); the checks around it go through the apps' SDK (@lic/apps-sdk,
// compiled by buildServer) as an app would: one event and its resend before the load, and after it the
// hot company's entitlement against its balance row.
import { Buffer } from 'node:buffer';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { LicenciasAppsClient } from '../../dist/server/libs/sdk/apps/src/index.js';
import { load } from './http-load.mjs';
import { cpuMs, rssMb } from './process-stats.mjs';

const BALANCES = 1000;
const FEATURE = 'COLFACTURA_BENCH';
const TARGET = { singleRatio: 1.5, singleP99Ms: 25, batchRatio: 6, batchP99Ms: 300, hotRatio: 2, rssMb: 400 };
/** The company of the hot-balance round: one balance every client draws from. */
const HOT_DOCUMENT = 'BENCHHOT01';
const seconds = Number(process.env.BENCH_CONSUMPTION_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_CONSUMPTION_ROUNDS ?? 2);
const clients = Number(process.env.BENCH_CONSUMPTION_CLIENTS ?? 50);
// Senders of batches at once over the same 1,000 customers: each batch locks most of the balances, so
// they queue behind each other (latency grows with their number, throughput does not).
const batchConnections = Number(process.env.BENCH_BATCH_CONNECTIONS ?? 4);
const BATCH_SIZE = 1000;

const documentOf = (i) => `BENCH${String(i).padStart(6, '0')}`;

async function query(databaseUrl, sql, params = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/**
 * 1,000 customers with one plan and one balance each, and the hot company's balance; returns the first
 * balance id of the 1,000 (they are consecutive) and the hot one's.
 */
async function seedBalances(databaseUrl) {
  await query(
    databaseUrl,
    `insert into licensing.licence_plan (created_on, origin, customer_id, customer_name, document_type_id, document_number, app_name,
       service_id, service_name, service_description, package_id, package_code, package_name, package_type_code, quantity,
       validity_type_id, validity_period, effective_date, expiration_date, purchase_date)
     select now(), 'BENCH', gen_random_uuid(), 'Empresa de carga ' || g, 4, 'BENCH' || lpad(g::text, 6, '0'), 'colfactura', 1,
            'COLFACTURA', 'ColFactura', 1, 'BENCH', 'Paquete de carga', 'BAS', 1, 'A', 1, now() - interval '1 day',
            now() + interval '365 days', now()
       from generate_series(1, ${BALANCES}) g`,
  );
  const [first] = await query(
    databaseUrl,
    `insert into licensing.licence_balance (plan_id, document_type_id, document_number, service_name, feature_id, feature_code,
       feature_name, feature_category, total, effective_date, expiration_date)
     select p.id, p.document_type_id, p.document_number, p.service_name, 1, '${FEATURE}', 'Documentos (carga)', 'T', 1000000000000,
            p.effective_date, p.expiration_date
       from licensing.licence_plan p where p.origin = 'BENCH' order by p.document_number
     returning id`,
  );
  const [range] = await query(
    databaseUrl,
    `select min(id) as min, max(id) as max from licensing.licence_balance where feature_code = '${FEATURE}'`,
  );
  if (Number(range.max) - Number(range.min) !== BALANCES - 1) throw new Error('los saldos de carga no quedaron consecutivos');
  // The hot company, after the 1,000 (whose ids must stay consecutive).
  await query(
    databaseUrl,
    `insert into licensing.licence_plan (created_on, origin, customer_id, customer_name, document_type_id, document_number, app_name,
       service_id, service_name, service_description, package_id, package_code, package_name, package_type_code, quantity,
       validity_type_id, validity_period, effective_date, expiration_date, purchase_date)
     values (now(), 'BENCHHOT', gen_random_uuid(), 'Empresa de carga concentrada', 4, '${HOT_DOCUMENT}', 'colfactura', 1,
            'COLFACTURA', 'ColFactura', 1, 'BENCH', 'Paquete de carga', 'BAS', 1, 'A', 1, now() - interval '1 day',
            now() + interval '365 days', now())`,
  );
  const [hot] = await query(
    databaseUrl,
    `insert into licensing.licence_balance (plan_id, document_type_id, document_number, service_name, feature_id, feature_code,
       feature_name, feature_category, total, effective_date, expiration_date)
     select p.id, p.document_type_id, p.document_number, p.service_name, 1, '${FEATURE}', 'Documentos (carga)', 'T', 1000000000000,
            p.effective_date, p.expiration_date
       from licensing.licence_plan p where p.origin = 'BENCHHOT'
     returning id`,
  );
  // Statistics of the new rows, as autovacuum would gather them within a minute: without them the
  // planner takes the balances for a handful of rows and joins a batch's customers to them row by row.
  await query(databaseUrl, 'analyze licensing.licence_plan, licensing.licence_balance, licensing.consumption_event');
  return { firstBalanceId: Number(first.id ?? range.min), hotBalanceId: Number(hot.id) };
}

/**
 * pgbench: one event per transaction, the conditional decrement plus the event row, on a random one of
 * the 1,000 balances or, with `hotBalanceId`, always on that one; returns transactions per second.
 */
function pgbenchBaseline(databaseUrl, firstBalanceId, hotBalanceId) {
  const dir = mkdtempSync(join(tmpdir(), 'lic-pgbench-'));
  const script = join(dir, 'consume.sql');
  writeFileSync(
    script,
    `${hotBalanceId ? `\\set bid ${hotBalanceId}` : `\\set bid random(${firstBalanceId}, ${firstBalanceId + BALANCES - 1})`}
BEGIN;
UPDATE licensing.licence_balance SET used = used + 1, last_use_date = now() WHERE id = :bid::bigint AND used + 1 <= total;
INSERT INTO licensing.consumption_event (app_name, event_id, document_type_id, document_number, service_name, feature_code, quantity, occurred_at, allocations)
  VALUES ('pgbench', gen_random_uuid()::text, 4, ${hotBalanceId ? `'${HOT_DOCUMENT}'` : `'BENCH' || lpad((:bid::bigint - ${firstBalanceId} + 1)::text, 6, '0')`}, 'COLFACTURA', '${FEATURE}', 1, now(),
          jsonb_build_array(jsonb_build_object('balanceId', :bid::bigint, 'quantity', 1)));
END;
`,
  );
  const url = new URL(databaseUrl);
  const args = [
    '-n',
    '-M',
    'prepared',
    '-c',
    String(clients),
    '-j',
    '2',
    '-T',
    String(seconds),
    '-f',
    script,
    '-h',
    url.hostname,
    '-p',
    url.port || '5432',
    '-U',
    decodeURIComponent(url.username || 'postgres'),
    url.pathname.slice(1),
  ];
  const env = { ...process.env, ...(url.password ? { PGPASSWORD: decodeURIComponent(url.password) } : {}) };
  const result = spawnSync(process.env.PGBENCH ?? '/usr/bin/pgbench', args, { env, encoding: 'utf8' });
  rmSync(dir, { recursive: true, force: true });
  if (result.status !== 0) throw new Error(`pgbench falló: ${result.stderr || result.error}`);
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(result.stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(result.stdout);
  if (!tps) throw new Error(`salida de pgbench inesperada:\n${result.stdout}`);
  return { perSecond: Number(tps[1]), latencyMs: latency ? Number(latency[1]) : NaN };
}

/** Runs a load and adds the CPU the API and this client used per request. */
/** Groups of single events the API sent so far and the events in them (licencias_consumption_group_events). */
async function groupsSoFar(base) {
  try {
    const text = await (await fetch(`${base}/metrics`)).text();
    const read = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
    return { groups: read('licencias_consumption_group_events_count'), events: read('licencias_consumption_group_events_sum') };
  } catch {
    return { groups: NaN, events: NaN };
  }
}

async function measured(apiPid, run, base) {
  const groupsBefore = base ? await groupsSoFar(base) : null;
  const apiBefore = cpuMs(apiPid);
  const clientBefore = process.cpuUsage();
  const result = await run();
  const client = process.cpuUsage(clientBefore);
  const requests = Math.max(1, result.requests);
  const groupsAfter = base ? await groupsSoFar(base) : null;
  const groups = groupsAfter ? groupsAfter.groups - groupsBefore.groups : NaN;
  return {
    ...result,
    apiCpuMs: (cpuMs(apiPid) - apiBefore) / requests,
    clientCpuMs: (client.user + client.system) / 1000 / requests,
    groups,
    eventsPerGroup: groupsAfter ? (groupsAfter.events - groupsBefore.events) / groups : NaN,
  };
}

async function createCredential(base, token) {
  const response = await fetch(`${base}/license/api/app-credentials`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ appName: 'colfactura', description: 'Benchmark de consumo' }),
  });
  if (!response.ok) throw new Error(`no se pudo crear la credencial: ${response.status} ${await response.text()}`);
  const { clientId, clientSecret } = (await response.json()).result.records;
  return { clientId, clientSecret, authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}` };
}

/** Runs the consumption benchmark; returns the failed targets. */
export async function consumptionBench({ base, databaseUrl, apiPid, token, out = process.stdout }) {
  const failures = [];
  const { firstBalanceId, hotBalanceId } = await seedBalances(databaseUrl);
  const { clientId, clientSecret, authorization } = await createCredential(base, token);
  const sdk = new LicenciasAppsClient({ baseUrl: base, clientId, clientSecret });
  const headers = { Authorization: authorization };
  let sequence = 0;
  const anEvent = (documentNumber = documentOf(1 + Math.floor(Math.random() * BALANCES))) => ({
    eventId: `bench-${process.pid}-${++sequence}`,
    appName: 'colfactura',
    documentType: 4,
    documentNumber,
    featureCode: FEATURE,
    quantity: 1,
    occurredAt: new Date().toISOString(),
  });
  const answers = { accepted: 0, other: 0 };
  const single = {
    connections: clients,
    seconds,
    headers,
    body: () => JSON.stringify(anEvent()),
    onResponse: (status, bytes) => {
      if (status === 200 && bytes.includes('"ACCEPTED"')) answers.accepted++;
      else answers.other++;
    },
  };
  const hotSingle = { ...single, body: () => JSON.stringify(anEvent(HOT_DOCUMENT)) };
  const batch = {
    connections: batchConnections,
    seconds,
    headers,
    body: () => JSON.stringify({ events: Array.from({ length: BATCH_SIZE }, () => anEvent()) }),
    onResponse: (status, bytes) => {
      if (status !== 200) return;
      const result = JSON.parse(bytes.toString('utf8'));
      answers.accepted += result.accepted;
      answers.other += result.results.length - result.accepted;
    },
  };

  // Before the load, as an app: one event is ACCEPTED and its resend is a DUPLICATE (counted once).
  const probe = anEvent();
  const sent = await sdk.consume(probe).catch((error) => ({ outcome: error.code ?? String(error) }));
  const resent = await sdk.consume(probe).catch((error) => ({ outcome: error.code ?? String(error) }));
  if (sent.outcome === 'ACCEPTED') answers.accepted++;
  if (sent.outcome !== 'ACCEPTED' || resent.outcome !== 'DUPLICATE')
    failures.push(`consumo con el SDK: ${sent.outcome} y luego ${resent.outcome} (se esperaba ACCEPTED y luego DUPLICATE)`);

  // Warm-up (JIT, plans, pools), then rounds of baseline, singles and batches one after the other; each
  // round's ratios are taken against that round's baseline (a neighbour's burst of CPU weighs on both),
  // and the best round of singles and of batches counts.
  await load(`${base}/license/api/consumption`, { ...single, seconds: 1 });
  await load(`${base}/license/api/consumption/batch`, { ...batch, seconds: 1 });
  await load(`${base}/license/api/consumption`, { ...hotSingle, seconds: 1 });
  const results = [];
  for (let round = 0; round < rounds; round++) {
    const baseline = pgbenchBaseline(databaseUrl, firstBalanceId);
    const singles = await measured(apiPid, () => load(`${base}/license/api/consumption`, single), base);
    const batches = await measured(apiPid, () => load(`${base}/license/api/consumption/batch`, batch));
    const hotBaseline = pgbenchBaseline(databaseUrl, firstBalanceId, hotBalanceId);
    const hot = await measured(apiPid, () => load(`${base}/license/api/consumption`, hotSingle), base);
    results.push({ baseline, singles, batches, hotBaseline, hot });
  }
  const rss = rssMb(apiPid);

  const bestRound = (ratio) => results.reduce((a, b) => (ratio(b) > ratio(a) ? b : a));
  const singleOf = (r) => r.singles.perSecond / r.baseline.perSecond;
  const batchOf = (r) => (r.batches.perSecond * BATCH_SIZE) / r.baseline.perSecond;
  const singleRound = bestRound(singleOf);
  const batchRound = bestRound(batchOf);
  const hotOf = (r) => r.hot.perSecond / r.hotBaseline.perSecond;
  const hotRound = bestRound(hotOf);
  const hotRatio = hotOf(hotRound);
  const singles = singleRound.singles;
  const batches = batchRound.batches;
  const batchEvents = batches.perSecond * BATCH_SIZE;
  const singleRatio = singleOf(singleRound);
  const batchRatio = batchOf(batchRound);

  out.write(
    `\nConsumo (${BALANCES} saldos, ${rounds} rondas de ${seconds} s; razones contra la línea base de la misma ronda, cuenta la mejor ronda)\n`,
  );
  results.forEach((r, i) => {
    out.write(
      `ronda ${i + 1}: pgbench (${clients} clientes, 1 evento por transacción) ${r.baseline.perSecond.toFixed(0).padStart(7)} eventos/s   latencia media ${r.baseline.latencyMs.toFixed(2)} ms\n`,
    );
    out.write(
      `ronda ${i + 1}: API eventos sueltos (${clients} clientes)          ${r.singles.perSecond.toFixed(0).padStart(7)} eventos/s   p50 ${r.singles.p50.toFixed(2)} ms   p99 ${r.singles.p99.toFixed(2)} ms   CPU API ${r.singles.apiCpuMs.toFixed(2)} ms, cliente ${r.singles.clientCpuMs.toFixed(2)} ms por evento${r.singles.errors ? `   (${r.singles.errors} errores: ${r.singles.firstError})` : ''}\n`,
    );
    out.write(
      `ronda ${i + 1}: API lotes de ${BATCH_SIZE} (${batchConnections} conexiones)              ${(r.batches.perSecond * BATCH_SIZE).toFixed(0).padStart(7)} eventos/s   ${r.batches.perSecond.toFixed(1)} lotes/s   p50 ${r.batches.p50.toFixed(1)} ms   p99 ${r.batches.p99.toFixed(1)} ms   CPU API ${r.batches.apiCpuMs.toFixed(1)} ms, cliente ${r.batches.clientCpuMs.toFixed(1)} ms por lote${r.batches.errors ? `   (${r.batches.errors} errores: ${r.batches.firstError})` : ''}\n`,
    );
    out.write(
      `ronda ${i + 1}: pgbench (${clients} clientes, 1 saldo caliente)         ${r.hotBaseline.perSecond.toFixed(0).padStart(7)} eventos/s   latencia media ${r.hotBaseline.latencyMs.toFixed(2)} ms\n`,
    );
    out.write(
      `ronda ${i + 1}: API eventos sueltos (${clients} clientes, 1 saldo)  ${r.hot.perSecond.toFixed(0).padStart(7)} eventos/s   p50 ${r.hot.p50.toFixed(2)} ms   p99 ${r.hot.p99.toFixed(2)} ms   CPU API ${r.hot.apiCpuMs.toFixed(2)} ms por evento${r.hot.errors ? `   (${r.hot.errors} errores: ${r.hot.firstError})` : ''}\n`,
    );
    out.write(
      `ronda ${i + 1}: grupos de eventos sueltos (group commit)       muchos saldos ${r.singles.eventsPerGroup.toFixed(1)} eventos por sentencia (${(r.singles.groups / seconds).toFixed(0)} sentencias/s), saldo caliente ${r.hot.eventsPerGroup.toFixed(1)} (${(r.hot.groups / seconds).toFixed(0)}/s)\n`,
    );
  });
  out.write(
    `eventos sueltos (ronda ${results.indexOf(singleRound) + 1}, línea base ${singleRound.baseline.perSecond.toFixed(0)} eventos/s): ${singles.perSecond.toFixed(0)} eventos/s, razón ${singleRatio.toFixed(2)} (objetivo ≥ ${TARGET.singleRatio}), p99 ${singles.p99.toFixed(1)} ms (objetivo < ${TARGET.singleP99Ms} ms)\n`,
  );
  out.write(
    `lotes de ${BATCH_SIZE} (ronda ${results.indexOf(batchRound) + 1}, línea base ${batchRound.baseline.perSecond.toFixed(0)} eventos/s): ${batchEvents.toFixed(0)} eventos/s, razón ${batchRatio.toFixed(2)} (objetivo ≥ ${TARGET.batchRatio}), p99 ${batches.p99.toFixed(1)} ms por lote (objetivo < ${TARGET.batchP99Ms} ms)\n`,
  );
  out.write(
    `saldo caliente (ronda ${results.indexOf(hotRound) + 1}, línea base ${hotRound.hotBaseline.perSecond.toFixed(0)} eventos/s en 1 saldo): ${hotRound.hot.perSecond.toFixed(0)} eventos/s, razón ${hotRatio.toFixed(2)} (objetivo ≥ ${TARGET.hotRatio}), p99 ${hotRound.hot.p99.toFixed(1)} ms\n`,
  );
  out.write(`RSS de la API después de la carga: ${rss.toFixed(0)} MB (objetivo < ${TARGET.rssMb} MB)\n`);

  if (results.some((r) => r.singles.errors || r.batches.errors || r.hot.errors))
    failures.push('hubo respuestas con error en la carga de consumo');
  if (!(singleRatio >= TARGET.singleRatio)) failures.push(`eventos sueltos: razón ${singleRatio.toFixed(2)} < ${TARGET.singleRatio}`);
  if (!(singles.p99 < TARGET.singleP99Ms)) failures.push(`eventos sueltos: p99 ${singles.p99.toFixed(1)} ms ≥ ${TARGET.singleP99Ms} ms`);
  if (!(batchRatio >= TARGET.batchRatio)) failures.push(`lotes: razón ${batchRatio.toFixed(2)} < ${TARGET.batchRatio}`);
  if (!(batches.p99 < TARGET.batchP99Ms)) failures.push(`lotes: p99 ${batches.p99.toFixed(1)} ms ≥ ${TARGET.batchP99Ms} ms`);
  if (!(hotRatio >= TARGET.hotRatio)) failures.push(`saldo caliente: razón ${hotRatio.toFixed(2)} < ${TARGET.hotRatio}`);
  if (!(rss < TARGET.rssMb)) failures.push(`RSS de la API ${rss.toFixed(0)} MB ≥ ${TARGET.rssMb} MB`);

  // The ledger's invariants after all that load.
  const [check] = await query(
    databaseUrl,
    `with kept as (
       select (a->>'balanceId')::bigint as balance_id, sum((a->>'quantity')::bigint) as quantity
         from licensing.consumption_event e cross join lateral jsonb_array_elements(e.allocations) a
        where e.feature_code = $1
        group by 1
     )
     select (select count(*) from licensing.licence_balance where used < 0 or (not is_unlimited and used > total)) as below_zero,
            (select count(*) from licensing.licence_balance b left join kept k on k.balance_id = b.id
              where b.feature_code = $1 and b.used <> coalesce(k.quantity, 0)) as mismatched,
            (select count(*) from licensing.consumption_event where feature_code = $1 and app_name = 'colfactura') as api_events,
            (select count(distinct event_id) from licensing.consumption_event where feature_code = $1 and app_name = 'colfactura') as api_distinct`,
    [FEATURE],
  );
  // The hot company's entitlement, asked with the SDK, against its balance row.
  const [hotRow] = await query(databaseUrl, 'select used, total from licensing.licence_balance where id = $1', [hotBalanceId]);
  const hotEntitlement = await sdk
    .getEntitlement({ documentType: 4, documentNumber: HOT_DOCUMENT, featureCode: FEATURE })
    .catch((error) => ({ error: error.code ?? String(error) }));
  if (hotEntitlement.used !== Number(hotRow.used) || hotEntitlement.total !== Number(hotRow.total) || hotEntitlement.reserved !== 0)
    failures.push(
      `derecho del saldo caliente con el SDK ${JSON.stringify(hotEntitlement)} ≠ saldo guardado (usado ${hotRow.used}, total ${hotRow.total})`,
    );
  const keptOk = Number(check.api_events) === answers.accepted && Number(check.api_distinct) === answers.accepted;
  out.write(
    `comprobación: saldos bajo cero o sobre el total ${check.below_zero}; saldos cuyo consumo no cuadra con los eventos guardados ${check.mismatched}; ` +
      `eventos aceptados por la API ${answers.accepted}, guardados ${check.api_events} (distintos ${check.api_distinct})\n`,
  );
  if (Number(check.below_zero) > 0) failures.push(`${check.below_zero} saldos quedaron bajo cero o sobre el total`);
  if (Number(check.mismatched) > 0) failures.push(`${check.mismatched} saldos no cuadran con los eventos guardados`);
  if (!keptOk) failures.push(`eventos aceptados ${answers.accepted} ≠ guardados ${check.api_events} (distintos ${check.api_distinct})`);
  return failures;
}
