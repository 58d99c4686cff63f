import type { TestApp } from '@lic/api-testing';
import type { ConsumptionEventRequest, CreatedAppCredential } from '@lic/shared-api-types';

/** Rows of a raw query (? placeholders). */
export async function rows<T = Record<string, unknown>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.fork().getConnection().execute<T[]>(sql, params);
}

export interface TestBalance {
  code: string;
  name?: string;
  total: number;
  used?: number;
  unlimited?: boolean;
}

export interface TestPlan {
  documentType?: number;
  documentNumber: string;
  customerName?: string;
  serviceName?: string;
  packageName?: string;
  packageType?: 'BAS' | 'CMP';
  /** Days from now; negative = in the past. */
  startsInDays?: number;
  expiresInDays?: number;
  balances: TestBalance[];
}

/** A plan with its balances written straight into the tables (consumption only reads and updates them). */
export async function insertPlan(t: TestApp, plan: TestPlan): Promise<{ planId: number; balanceIds: number[] }> {
  const serviceName = plan.serviceName ?? 'COLFACTURA';
  const starts = plan.startsInDays ?? -1;
  const expires = plan.expiresInDays ?? 365;
  const [row] = await rows<{ id: string }>(
    t,
    `insert into licensing.licence_plan (created_on, origin, customer_id, customer_name, document_type_id, document_number, app_name,
       service_id, service_name, service_description, package_id, package_code, package_name, package_type_code, quantity,
       validity_type_id, validity_period, effective_date, expiration_date, purchase_date)
     values (now(), 'TEST', gen_random_uuid(), ?, ?, ?, lower(?), 1, ?, ?, 1, 'PKTEST', ?, ?, 1, 'A', 1,
       now() + make_interval(days => ?), now() + make_interval(days => ?), now())
     returning id`,
    [
      plan.customerName ?? 'Empresa de prueba S.A.S.',
      plan.documentType ?? 4,
      plan.documentNumber,
      serviceName,
      serviceName,
      serviceName,
      plan.packageName ?? 'Paquete de prueba',
      plan.packageType ?? 'BAS',
      starts,
      expires,
    ],
  );
  const balanceIds: number[] = [];
  for (const [i, balance] of plan.balances.entries()) {
    const [b] = await rows<{ id: string }>(
      t,
      `insert into licensing.licence_balance (plan_id, document_type_id, document_number, service_name, feature_id, feature_code,
         feature_name, feature_category, total, used, is_unlimited, effective_date, expiration_date)
       select p.id, p.document_type_id, p.document_number, p.service_name, ?, ?, ?, 'T', ?, ?, ?, p.effective_date, p.expiration_date
         from licensing.licence_plan p where p.id = ?
       returning id`,
      [i + 1, balance.code, balance.name ?? balance.code, balance.total, balance.used ?? 0, balance.unlimited ?? false, row.id],
    );
    balanceIds.push(Number(b.id));
  }
  return { planId: Number(row.id), balanceIds };
}

export async function balance(
  t: TestApp,
  id: number,
): Promise<{ used: number; total: number; lowNotified: boolean; exhaustedNotified: boolean }> {
  const [b] = await rows<{ used: string; total: string; low_notified_on: Date | null; exhausted_notified_on: Date | null }>(
    t,
    'select used, total, low_notified_on, exhausted_notified_on from licensing.licence_balance where id = ?',
    [id],
  );
  return {
    used: Number(b.used),
    total: Number(b.total),
    lowNotified: Boolean(b.low_notified_on),
    exhaustedNotified: Boolean(b.exhausted_notified_on),
  };
}

/** A credential created through the staff endpoint. */
export async function createCredential(t: TestApp, appName: string): Promise<CreatedAppCredential> {
  const token = await t.staffToken(['SUPERADMIN']);
  const response = await t
    .http()
    .post('/license/api/app-credentials')
    .set('Authorization', `Bearer ${token}`)
    .send({ appName, description: 'Pruebas' });
  if (response.status !== 200) throw new Error(`credential not created: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result.records as CreatedAppCredential;
}

export function basic(credential: { clientId: string; clientSecret: string }): string {
  return `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`;
}

let sequence = 0;

/** An event of colfactura for the given customer and feature (a fresh eventId unless given). */
export function anEvent(
  documentNumber: string,
  featureCode: string,
  overrides: Partial<ConsumptionEventRequest> = {},
): ConsumptionEventRequest {
  sequence += 1;
  return {
    eventId: `evt-${Date.now()}-${sequence}`,
    appName: 'colfactura',
    documentType: 4,
    documentNumber,
    featureCode,
    quantity: 1,
    occurredAt: new Date().toISOString(),
    ...overrides,
  };
}

/** Waits until `probe` gives what `done` accepts (events cross through the outbox relay). */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await probe();
  }
  return value;
}
