import type { TestApp } from '@lic/api-testing';

/** Bearer headers of the staff roles and of a customer, for the access tests. */
export interface Callers {
  superadmin: string;
  promoCode: string;
  comercial: string;
  financiero: string;
  customer: string;
}

export async function callersOf(t: TestApp): Promise<Callers> {
  return {
    superadmin: `Bearer ${await t.staffToken(['SUPERADMIN'], 'admin.catalogo')}`,
    promoCode: `Bearer ${await t.staffToken(['LICENSEPROMOCODE'], 'promo.catalogo')}`,
    comercial: `Bearer ${await t.staffToken(['LICENSECOMERCIAL'], 'comercial.catalogo')}`,
    financiero: `Bearer ${await t.staffToken(['LICFINANCIERO'], 'finanzas.catalogo')}`,
    customer: `Bearer ${await t.customerToken('J', '900123456')}`,
  };
}

export type Method = 'get' | 'post' | 'put';

/** Sends a request with an optional bearer header and body. */
export function send(t: TestApp, method: Method, path: string, auth?: string, body?: unknown, headers: Record<string, string> = {}) {
  let request = t.http()[method](path);
  if (auth) request = request.set('Authorization', auth);
  for (const [name, value] of Object.entries(headers)) request = request.set(name, value);
  return body === undefined ? request : request.send(body as object);
}

/** Rows of a raw SQL query on the test database. */
export async function rows<T = Record<string, unknown>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute<T[]>(sql, params);
}

/** The events written to the outbox with this name, oldest first. */
export async function outboxPayloads(t: TestApp, eventName: string): Promise<Record<string, unknown>[]> {
  const found = await rows<{ payload: Record<string, unknown> }>(
    t,
    'select payload from kernel.outbox_message where event_name = ? order by id',
    [eventName],
  );
  return found.map((row) => row.payload);
}
