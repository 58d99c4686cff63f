import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { TestApp } from './test-app';

/*
 * A mixed load for the database fault tests and drills (decision 0043): what the apps, the storefront and
 * the back office send while the database restarts, fails over or is cut. Every call is sent again, with
 * the same ids, while it answers 503 (as the apps' SDK does), so at the end each call has its final answer;
 * the ledger keeps what was acknowledged, and verifyLoad checks it against the database.
 */

const APP = 'colfactura';
const FEATURE = 'DRILL_DOCUMENTO';
const SERVICE = 'COLFACTURA';
/** Units on the load's balance: more than any run consumes. */
const BALANCE = 10_000_000;

export interface LoadSetup {
  origin: string;
  authorization: string;
  staffToken: string;
  documentNumber: string;
  balanceId: number;
  packageId: number;
  /** Buyers of the online orders, each with its e-mail already proven (as the storefront's code check leaves it). */
  buyers: Array<{ email: string; documentNumber: string }>;
  /** Tag of this setup's ids (events, reservations, e-mails), so that two runs never share one. */
  tag: string;
  /** The last number given to an id of this setup. */
  sequence: { last: number };
}

export interface LoadKinds {
  /** Single consumption events (fast path). */
  singles: number;
  /** Batches of consumption events (fast path). */
  batches: number;
  /** Reservations, each committed (Nest path). */
  reservations: number;
  /** Online orders: register, checkout, approval by the sandbox gateway (Nest path, outbox, licences). */
  payments: number;
  /** Reads: catalogue, entitlements, two back-office lists. */
  reads: number;
}

/** What the load saw and what it was acknowledged, by the time the last call got its final answer. */
export interface LoadLedger {
  /** Event ids answered 200 (ACCEPTED or DUPLICATE), singles, batches and committed reservations alike. */
  events: Set<string>;
  /** Reservation ids whose commit was answered 200. */
  reservations: Set<string>;
  /** Orders whose approval was answered (the gateway page's 303). */
  approvals: Set<string>;
  /** Every answer by status. */
  statuses: Map<number, number>;
  /** Answers that are neither expected nor a 503 (a 500 above all): method, path, status and body. */
  unexpected: string[];
  /** 503s without Retry-After or without the envelope. */
  bad503: string[];
  /** Codes of the 503s. */
  unavailableCodes: Map<string, number>;
  /** Instants (ms) of the writes answered 2xx/303, in order. */
  writes: number[];
  /** Calls that never got a final answer before the load gave up on them. */
  abandoned: number;
  /** When each acknowledged event or approval was first sent and when it was acknowledged (ms). */
  times: Map<string, { sent: number; acknowledged: number }>;
}

export interface RunningLoad {
  ledger: LoadLedger;
  /** Stops starting new calls and waits until every call in flight has its final answer. */
  stop(): Promise<LoadLedger>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A customer with a large balance, an app credential, a staff token, the online package and `buyers` people
 * whose e-mail is proven, on the API at `origin` (its database seeded with the demo catalogue).
 */
export async function prepareLoad(t: TestApp, origin: string, buyerCount = 200): Promise<LoadSetup> {
  const tag = randomUUID().slice(0, 8);
  const documentNumber = `9${String(Date.now() % 1e8).padStart(8, '0')}`;
  const staffToken = await t.staffToken(['SUPERADMIN']);
  const created = await fetch(`${origin}/license/api/app-credentials`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${staffToken}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ appName: APP, description: 'Simulacro de fallas de la base de datos' }),
  });
  if (created.status !== 200) throw new Error(`credential not created: ${created.status} ${await created.text()}`);
  const { clientId, clientSecret } = ((await created.json()) as { result: { records: { clientId: string; clientSecret: string } } }).result
    .records;
  const sql = new pg.Client({ connectionString: t.databaseUrl });
  await sql.connect();
  const firstDocument = 10_000_000 + Math.floor(Math.random() * 80_000_000);
  const buyers = Array.from({ length: buyerCount }, (_, i) => ({
    email: `simulacro.${tag}.${i}@ejemplo.com.co`,
    documentNumber: String(firstDocument + i),
  }));
  try {
    const {
      rows: [plan],
    } = await sql.query<{ id: string }>(
      `insert into licensing.licence_plan (created_on, origin, customer_id, customer_name, document_type_id, document_number, app_name,
         service_id, service_name, service_description, package_id, package_code, package_name, package_type_code, quantity,
         validity_type_id, validity_period, effective_date, expiration_date, purchase_date)
       values (now(), 'TEST', gen_random_uuid(), 'Simulacros S.A.S.', 4, $1, $2, 1, $3, $3, 1, 'PKDRILL', 'Paquete del simulacro', 'BAS', 1,
         'A', 1, now() - interval '1 day', now() + interval '365 days', now())
       returning id`,
      [documentNumber, APP, SERVICE],
    );
    const {
      rows: [balance],
    } = await sql.query<{ id: string }>(
      `insert into licensing.licence_balance (plan_id, document_type_id, document_number, service_name, feature_id, feature_code,
         feature_name, feature_category, total, used, is_unlimited, effective_date, expiration_date)
       select p.id, p.document_type_id, p.document_number, p.service_name, 1, $1, 'Documentos del simulacro', 'T', $2, 0, false,
              p.effective_date, p.expiration_date
         from licensing.licence_plan p where p.id = $3
       returning id`,
      [FEATURE, BALANCE, plan.id],
    );
    const {
      rows: [found],
    } = await sql.query<{ id: number }>("select id from catalogue.package where package_code = 'FIRMAYA-50'");
    if (!found) throw new Error('the demo catalogue has no FIRMAYA-50 package (seed the database)');
    await sql.query(
      `insert into ordering.email_verification (id, email, app_name, attempts, verified_on, created_on)
       select gen_random_uuid(), email, 'license', 0, now(), now() from unnest($1::text[]) as email`,
      [buyers.map((buyer) => buyer.email)],
    );
    return {
      buyers,
      origin,
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      staffToken,
      documentNumber,
      balanceId: Number(balance.id),
      packageId: found.id,
      tag,
      sequence: { last: 0 },
    };
  } finally {
    await sql.end();
  }
}

interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: unknown;
  form?: Record<string, string>;
  /** Statuses that are a final, expected answer. */
  ok: number[];
  write: boolean;
}

/**
 * Starts the load against setup.origin: `kinds` says how many loops of each kind run at once. 503s are
 * sent again after min(Retry-After, maxRetryWaitMs); connection errors (the API itself unreachable) too.
 * A call still without its final answer `giveUpMs` after the load was stopped is counted as abandoned.
 */
export function startLoad(
  setup: LoadSetup,
  kinds: LoadKinds,
  options: { maxRetryWaitMs?: number; giveUpMs?: number; batchSize?: number } = {},
): RunningLoad {
  const ledger: LoadLedger = {
    events: new Set(),
    reservations: new Set(),
    approvals: new Set(),
    statuses: new Map(),
    unexpected: [],
    bad503: [],
    unavailableCodes: new Map(),
    writes: [],
    abandoned: 0,
    times: new Map(),
  };
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 250;
  const giveUpMs = options.giveUpMs ?? 60_000;
  const batchSize = options.batchSize ?? 5;
  let stopping = false;
  let stoppedAt = 0;
  // Numbered across every load on this setup: a later run never sends an id of an earlier one again.
  const next = () => `${setup.tag}-${++setup.sequence.last}`;
  const app = { Authorization: setup.authorization };
  const staff = { Authorization: `Bearer ${setup.staffToken}` };

  /** The final answer of a call: its status and JSON body (null when not JSON), or null when abandoned. */
  async function send(call: Call): Promise<{ status: number; body: unknown; headers: Headers } | null> {
    for (;;) {
      if (stopping && Date.now() - stoppedAt > giveUpMs) {
        ledger.abandoned++;
        return null;
      }
      let response: Response;
      try {
        response = await fetch(`${setup.origin}${call.path}`, {
          method: call.method,
          redirect: 'manual',
          headers: {
            ...call.headers,
            ...(call.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
            ...(call.form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : {}),
          },
          body: call.body !== undefined ? JSON.stringify(call.body) : call.form ? new URLSearchParams(call.form).toString() : undefined,
        });
      } catch {
        await sleep(maxRetryWaitMs);
        continue;
      }
      const text = await response.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text);
      } catch {
        body = null;
      }
      ledger.statuses.set(response.status, (ledger.statuses.get(response.status) ?? 0) + 1);
      if (response.status === 503) {
        const retryAfter = response.headers.get('retry-after');
        const envelope = body as { statusCode?: unknown; code?: unknown; statusMessage?: unknown; errors?: unknown } | null;
        if (
          !retryAfter ||
          !/^\d+$/.test(retryAfter) ||
          envelope?.statusCode !== 503 ||
          typeof envelope.code !== 'string' ||
          typeof envelope.statusMessage !== 'string' ||
          !Array.isArray(envelope.errors)
        )
          ledger.bad503.push(`${call.method} ${call.path}: Retry-After ${retryAfter} ${text.slice(0, 200)}`);
        const code = typeof envelope?.code === 'string' ? envelope.code : 'none';
        ledger.unavailableCodes.set(code, (ledger.unavailableCodes.get(code) ?? 0) + 1);
        await sleep(Math.min(Number(retryAfter ?? 1) * 1000, maxRetryWaitMs));
        continue;
      }
      if (!call.ok.includes(response.status)) {
        ledger.unexpected.push(`${call.method} ${call.path} → ${response.status} ${text.slice(0, 300)}`);
        return { status: response.status, body, headers: response.headers };
      }
      if (call.write) ledger.writes.push(Date.now());
      return { status: response.status, body, headers: response.headers };
    }
  }

  const acknowledge = (set: Set<string>, id: string, sent: number) => {
    set.add(id);
    ledger.times.set(id, { sent, acknowledged: Date.now() });
  };

  const event = (eventId: string) => ({
    eventId,
    appName: APP,
    documentType: 4,
    documentNumber: setup.documentNumber,
    featureCode: FEATURE,
    quantity: 1,
    occurredAt: new Date().toISOString(),
  });

  async function single(): Promise<void> {
    const eventId = `ev-${next()}`;
    const sent = Date.now();
    const answer = await send({
      method: 'POST',
      path: '/license/api/consumption',
      headers: app,
      body: event(eventId),
      ok: [200],
      write: true,
    });
    if (answer?.status === 200) acknowledge(ledger.events, eventId, sent);
  }

  async function batch(): Promise<void> {
    const ids = Array.from({ length: batchSize }, () => `bt-${next()}`);
    const sent = Date.now();
    const answer = await send({
      method: 'POST',
      path: '/license/api/consumption/batch',
      headers: app,
      body: { events: ids.map(event) },
      ok: [200],
      write: true,
    });
    if (answer?.status !== 200) return;
    const results = (answer.body as { results: Array<{ eventId: string; outcome: string }> }).results;
    for (const result of results) {
      if (result.outcome === 'ACCEPTED' || result.outcome === 'DUPLICATE') acknowledge(ledger.events, result.eventId, sent);
      else ledger.unexpected.push(`batch event ${result.eventId} → ${result.outcome}`);
    }
  }

  async function reservation(): Promise<void> {
    const reservationId = `rs-${next()}`;
    const sent = Date.now();
    const held = await send({
      method: 'POST',
      path: '/license/api/reservations',
      headers: app,
      body: {
        reservationId,
        appName: APP,
        documentType: 4,
        documentNumber: setup.documentNumber,
        featureCode: FEATURE,
        quantity: 1,
        ttlSeconds: 600,
      },
      ok: [200, 201],
      write: true,
    });
    if (held?.status !== 200 && held?.status !== 201) return;
    const committed = await send({
      method: 'POST',
      path: `/license/api/reservations/${encodeURIComponent(reservationId)}/commit`,
      headers: app,
      ok: [200],
      write: true,
    });
    if (committed?.status !== 200) return;
    ledger.reservations.add(reservationId);
    acknowledge(ledger.events, (committed.body as { eventId: string }).eventId, sent);
  }

  let payments = 0;
  async function payment(): Promise<void> {
    const buyer = setup.buyers[payments++];
    if (!buyer) {
      // Every prepared buyer has paid: this loop waits for the others.
      await sleep(200);
      return;
    }
    const { email, documentNumber } = buyer;
    const registered = await send({
      method: 'POST',
      path: '/license/api/PurchaseOrderLicense/RegisterPurchaseOrder',
      body: {
        submissionId: randomUUID(),
        legalTermsCheck: true,
        customerService: {
          personType: 'N',
          documentTypeId: 1,
          documentNumber,
          firstName: 'Lucía',
          lastName: 'Gómez Ruiz',
          cellphoneNumber: '3001234567',
          email,
          fulladdress: 'Calle 26 # 68-35',
          departmentId: 11,
          cityId: 11001,
        },
        packagesToPurchase: [{ packageId: setup.packageId, packageQuantity: 1 }],
        paymentMethod: 'EN_LINEA',
        appName: 'firmaya',
      },
      ok: [200],
      write: true,
    });
    if (registered?.status !== 200) return;
    const order = (registered.body as { result: { referenceUuid: string; token: string; paymentRequest: Record<string, unknown> } }).result;
    const form = await send({
      method: 'POST',
      path: '/payment/form',
      headers: { token: order.token },
      body: { ...order.paymentRequest, user: { firstName: 'Lucía', email } },
      ok: [200],
      write: true,
    });
    if (form?.status !== 200) return;
    const url = (form.body as { result: { url: string } }).result.url;
    const sent = Date.now();
    const decided = await send({ method: 'POST', path: url, form: { decision: 'approve' }, ok: [303], write: true });
    if (decided?.status === 303) acknowledge(ledger.approvals, order.referenceUuid, sent);
  }

  let reads = 0;
  async function read(): Promise<void> {
    const calls: Call[] = [
      { method: 'GET', path: `/license/api/package/GetPackagesByServiceName/${APP}`, ok: [200], write: false },
      {
        method: 'GET',
        path: `/license/api/entitlements?documentType=4&documentNumber=${setup.documentNumber}&featureCode=${FEATURE}`,
        headers: app,
        ok: [200],
        write: false,
      },
      { method: 'GET', path: '/license/api/featureType/GetAllFeatureType', headers: staff, ok: [200], write: false },
      { method: 'GET', path: '/license/api/app-credentials', headers: staff, ok: [200], write: false },
    ];
    await send(calls[reads++ % calls.length]);
  }

  const loops: Promise<void>[] = [];
  const loop = (work: () => Promise<void>) =>
    loops.push(
      (async () => {
        while (!stopping) await work();
      })(),
    );
  for (let i = 0; i < kinds.singles; i++) loop(single);
  for (let i = 0; i < kinds.batches; i++) loop(batch);
  for (let i = 0; i < kinds.reservations; i++) loop(reservation);
  for (let i = 0; i < kinds.reads; i++) loop(read);
  for (let i = 0; i < kinds.payments; i++) loop(payment);

  return {
    ledger,
    stop: async () => {
      stopping = true;
      stoppedAt = Date.now();
      await Promise.all(loops);
      return ledger;
    },
  };
}

/** What the database holds of what the load was acknowledged. */
export interface LoadCheck {
  /** `extra`: events of the load in the database that it was never acknowledged (none, unless a call was abandoned). */
  events: { acknowledged: number; found: number; lost: string[]; extra: number };
  /** The balance's used units against the events it holds: any difference is an event counted twice (or not at all). */
  balance: { used: number; counted: number };
  reservations: { acknowledged: number; committed: number; lost: string[] };
  approvals: { acknowledged: number; approved: number; lost: string[]; doubled: string[] };
  licences: { expected: number; issued: number; missing: string[]; doubled: string[] };
}

/**
 * Reads what the database at `url` holds of the ledger: every acknowledged event, reservation and approval is
 * there (lost: none), none twice, and every approved order has its licence exactly once — the licences are
 * issued by a delivery after the approval, so they are waited for up to `licenceTimeoutMs`.
 */
export async function verifyLoad(url: string, setup: LoadSetup, ledger: LoadLedger, licenceTimeoutMs = 60_000): Promise<LoadCheck> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const query = async <T extends pg.QueryResultRow>(sql: string, params: unknown[]) => (await client.query<T>(sql, params)).rows;
    const acknowledged = [...ledger.events];
    const events = await query<{ event_id: string }>(
      'select event_id from licensing.consumption_event where app_name = $1 and event_id = any($2::text[])',
      [APP, acknowledged],
    );
    const foundIds = new Set(events.map((row) => row.event_id));
    // The load's own events (its ids carry the setup's tag; a test's probes beside it do not).
    const [held] = await query<{ events: number; counted: string }>(
      `select count(*) filter (where strpos(event_id, $4) > 0)::int as events, coalesce(sum(quantity), 0) as counted
         from licensing.consumption_event where app_name = $1 and document_type_id = 4 and document_number = $2 and feature_code = $3`,
      [APP, setup.documentNumber, FEATURE, setup.tag],
    );
    const [balance] = await query<{ used: string }>('select used from licensing.licence_balance where id = $1', [setup.balanceId]);
    const reservationIds = [...ledger.reservations];
    const reservations = await query<{ reservation_id: string; status: string }>(
      'select reservation_id, status from licensing.reservation where app_name = $1 and reservation_id = any($2::text[])',
      [APP, reservationIds],
    );
    const committed = new Set(reservations.filter((row) => row.status === 'COMMITTED').map((row) => row.reservation_id));
    const orders = [...ledger.approvals];
    const payments = await query<{ reference_uuid: string; state: string; payments: number; approvals: number }>(
      `select p.reference_uuid::text as reference_uuid, max(p.state) as state, count(distinct p.id)::int as payments,
              (select count(*)::int from kernel.outbox_message m
                where m.event_name = 'payments.payment-approved' and m.payload->>'referenceUuid' = p.reference_uuid::text) as approvals
         from payments.payment p where p.reference_uuid::text = any($1::text[]) group by p.reference_uuid`,
      [orders],
    );
    const approved = payments.filter((row) => row.state === 'APPROVED' && row.payments === 1 && row.approvals === 1);
    const doubledApprovals = payments.filter((row) => row.payments > 1 || row.approvals > 1).map((row) => row.reference_uuid);
    let licences: Array<{ reference_uuid: string; issues: number; plans: number }> = [];
    const deadline = Date.now() + licenceTimeoutMs;
    for (;;) {
      licences = await query(
        `select o.reference_uuid,
                (select count(*)::int from licensing.licence_issue i where i.reference_uuid::text = o.reference_uuid) as issues,
                (select count(*)::int from licensing.licence_plan l where l.reference_uuid::text = o.reference_uuid) as plans
           from unnest($1::text[]) as o(reference_uuid)`,
        [orders],
      );
      if (licences.every((row) => row.issues >= 1) || Date.now() > deadline) break;
      await sleep(250);
    }
    return {
      events: {
        acknowledged: acknowledged.length,
        found: foundIds.size,
        lost: acknowledged.filter((id) => !foundIds.has(id)),
        extra: held.events - foundIds.size,
      },
      balance: { used: Number(balance.used), counted: Number(held.counted) },
      reservations: {
        acknowledged: reservationIds.length,
        committed: committed.size,
        lost: reservationIds.filter((id) => !committed.has(id)),
      },
      approvals: {
        acknowledged: orders.length,
        approved: approved.length,
        lost: orders.filter((id) => !payments.some((row) => row.reference_uuid === id && row.state === 'APPROVED')),
        doubled: doubledApprovals,
      },
      licences: {
        expected: orders.length,
        issued: licences.filter((row) => row.issues === 1 && row.plans === 1).length,
        missing: licences.filter((row) => row.issues === 0).map((row) => row.reference_uuid),
        doubled: licences.filter((row) => row.issues > 1 || row.plans > 1).map((row) => row.reference_uuid),
      },
    };
  } finally {
    await client.end();
  }
}

/** What several loads on one setup were acknowledged, together (a later check holds every earlier run to it too). */
export function mergeLedgers(ledgers: LoadLedger[]): LoadLedger {
  const merged: LoadLedger = {
    events: new Set(),
    reservations: new Set(),
    approvals: new Set(),
    statuses: new Map(),
    unexpected: [],
    bad503: [],
    unavailableCodes: new Map(),
    writes: [],
    abandoned: 0,
    times: new Map(),
  };
  for (const ledger of ledgers) {
    for (const [id, time] of ledger.times) merged.times.set(id, time);
    for (const id of ledger.events) merged.events.add(id);
    for (const id of ledger.reservations) merged.reservations.add(id);
    for (const id of ledger.approvals) merged.approvals.add(id);
    for (const [status, count] of ledger.statuses) merged.statuses.set(status, (merged.statuses.get(status) ?? 0) + count);
    for (const [code, count] of ledger.unavailableCodes)
      merged.unavailableCodes.set(code, (merged.unavailableCodes.get(code) ?? 0) + count);
    merged.unexpected.push(...ledger.unexpected);
    merged.bad503.push(...ledger.bad503);
    merged.writes.push(...ledger.writes);
    merged.abandoned += ledger.abandoned;
  }
  return merged;
}
