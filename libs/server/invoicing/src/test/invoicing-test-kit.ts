import { randomUUID } from 'node:crypto';
import type { TestApp } from '@lic/api-testing';

export async function rows<T = Record<string, unknown>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute<T[]>(sql, params);
}

export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let counter = 0;

export interface Buyer {
  documentNumber: string;
  email: string;
}

export interface PaidOrder {
  referenceUuid: string;
  paymentReference: string;
  paymentId: string;
  total: number;
  customer: Buyer;
}

/** A verified natural person of Medellín buys a package online and the sandbox approves the payment (unless `pay` is false). */
export async function buyAndPay(t: TestApp, packageId: number, quantity = 1, promotionCodeUse?: string, pay = true): Promise<PaidOrder> {
  counter += 1;
  const suffix = `${process.pid % 1000}${String(counter).padStart(3, '0')}`;
  const customer = {
    personType: 'N',
    documentTypeId: 1,
    documentNumber: `30${suffix}`.padEnd(8, '0'),
    firstName: 'Lucía',
    lastName: 'Gómez Ríos',
    cellphoneNumber: '3001234567',
    email: `lucia.gomez.${suffix}@ejemplo.com.co`,
    fulladdress: 'Calle 10 # 43-12',
    departmentId: 5,
    cityId: 5001,
  };
  await rows(
    t,
    `insert into ordering.email_verification (id, email, app_name, attempts, verified_on, created_on)
     values (?, ?, 'license', 0, now(), now()) on conflict (email) do update set verified_on = excluded.verified_on`,
    [randomUUID(), customer.email],
  );
  const response = await t
    .http()
    .post('/license/api/PurchaseOrderLicense/RegisterPurchaseOrder')
    .send({
      submissionId: randomUUID(),
      legalTermsCheck: true,
      customerService: customer,
      packagesToPurchase: [{ packageId, packageQuantity: quantity }],
      paymentMethod: 'EN_LINEA',
      appName: 'firmaya',
      promotionCodeUse,
    });
  if (response.status !== 200) throw new Error(`RegisterPurchaseOrder answered ${response.status}: ${JSON.stringify(response.body)}`);
  const order = response.body.result as { referenceUuid: string; paymentReference: string; cart: { total: number } };
  const [payment] = await eventually(
    () => rows<{ id: string }>(t, 'select id from payments.payment where reference_uuid = ?', [order.referenceUuid]),
    (found) => found.length > 0,
  );
  if (pay) await t.http().post(`/payment/sandbox/${payment.id}`).type('form').send({ decision: 'approve' }).expect(303);
  return {
    referenceUuid: order.referenceUuid,
    paymentReference: order.paymentReference,
    paymentId: payment.id,
    total: order.cart.total,
    customer,
  };
}

export async function packageIds(t: TestApp): Promise<Record<string, number>> {
  const found = await rows<{ id: number; package_code: string }>(t, 'select id, package_code from catalogue.package');
  return Object.fromEntries(found.map((row) => [row.package_code, row.id]));
}
