import { randomUUID } from 'node:crypto';
import type { TestApp } from '@lic/api-testing';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import { epaycoSignature, type EpaycoKeys } from '../domain/epayco-signature';

export const REGISTER = '/license/api/PurchaseOrderLicense/RegisterPurchaseOrder';
export const STATUS = '/license/api/PurchaseOrderLicense/GetStatusPurchaseOrder';
export const PAYMENT_FORM = '/payment/form';
export const APPROVED_EVENT = 'payments.payment-approved';
export const REJECTED_EVENT = 'payments.payment-rejected';

let counter = 0;

/** A natural person of Bogotá with a document and e-mail of its own. */
export function person(overrides: Partial<PurchaseCustomer> = {}): PurchaseCustomer {
  counter += 1;
  const suffix = `${process.pid % 1000}${String(counter).padStart(3, '0')}`;
  return {
    personType: 'N',
    documentTypeId: 1,
    documentNumber: `20${suffix}`.padEnd(8, '0'),
    firstName: 'Andrés',
    lastName: 'Pérez Mora',
    cellphoneNumber: '3009876543',
    email: `andres.perez.${suffix}@ejemplo.com.co`,
    fulladdress: 'Carrera 15 # 93-47',
    departmentId: 11,
    cityId: 11001,
    ...overrides,
  };
}

export async function rows<T = Record<string, unknown>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute<T[]>(sql, params);
}

/** Package ids of the demo catalogue by code. */
export async function packageIds(t: TestApp): Promise<Record<string, number>> {
  const found = await rows<{ id: number; package_code: string }>(t, 'select id, package_code from catalogue.package');
  return Object.fromEntries(found.map((row) => [row.package_code, row.id]));
}

/** Marks the address as proven by the e-mail check, as a right code does. */
export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  const now = new Date();
  await rows(
    t,
    `insert into ordering.email_verification (id, email, app_name, attempts, verified_on, created_on)
     values (?, ?, 'license', 0, ?, ?)
     on conflict (email) do update set verified_on = excluded.verified_on`,
    [randomUUID(), email.trim().toLowerCase(), now, now],
  );
}

export interface RegisteredOrder {
  referenceUuid: string;
  paymentReference: string;
  token: string | null;
  paymentGateway: string | null;
  epaycoPaymentCode: string | null;
  paymentRequest: Record<string, unknown> | null;
  code: string;
  cart: { total: number };
}

export interface OrderInput {
  packageId: number;
  paymentMethod: 'EN_LINEA' | 'EFECTIVO' | 'SIN_PAGO';
  appName: string;
  promotionCodeUse?: string;
  customer?: PurchaseCustomer;
  submissionId?: string;
}

/** Registers an order of a verified visitor through the API (200 expected). */
export async function registerOrder(t: TestApp, input: OrderInput): Promise<RegisteredOrder & { customer: PurchaseCustomer }> {
  const customer = input.customer ?? person();
  await verifyEmail(t, customer.email);
  const response = await t
    .http()
    .post(REGISTER)
    .send({
      submissionId: input.submissionId ?? randomUUID(),
      legalTermsCheck: true,
      customerService: customer,
      packagesToPurchase: [{ packageId: input.packageId, packageQuantity: 1 }],
      paymentMethod: input.paymentMethod,
      appName: input.appName,
      promotionCodeUse: input.promotionCodeUse,
    });
  if (response.status !== 200) throw new Error(`RegisterPurchaseOrder answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { ...(response.body.result as RegisteredOrder), customer };
}

export interface PaymentRow {
  id: string;
  reference_uuid: string;
  payment_reference: string;
  method: string;
  gateway: string | null;
  state: string;
  amount: string;
  currency: string;
  customer_name: string;
  customer_document_number: string;
  customer_email: string;
  gateway_transaction_id: string | null;
  decided_on: Date | null;
  checkout_requested_on: Date | null;
  reject_reason: string | null;
}

export async function paymentOf(t: TestApp, referenceUuid: string): Promise<PaymentRow | undefined> {
  const [found] = await rows<PaymentRow>(t, 'select * from payments.payment where reference_uuid = ?', [referenceUuid]);
  return found;
}

export interface AttemptRow {
  gateway: string;
  transaction_id: string;
  outcome: string;
  response_code: string | null;
  effect: string;
  amount: string;
}

export async function attemptsOf(t: TestApp, paymentId: string): Promise<AttemptRow[]> {
  return rows<AttemptRow>(t, 'select * from payments.payment_attempt where payment_id = ? order by received_on, id', [paymentId]);
}

export async function orderStateOf(t: TestApp, referenceUuid: string): Promise<number | undefined> {
  const [found] = await rows<{ state: number }>(t, 'select state from ordering.purchase_order where id = ?', [referenceUuid]);
  return found?.state;
}

/** The outbox rows of an event about this order. */
export async function eventsOf(t: TestApp, eventName: string, referenceUuid: string): Promise<Record<string, unknown>[]> {
  const found = await rows<{ payload: Record<string, unknown> }>(
    t,
    `select payload from kernel.outbox_message where event_name = ? and payload->>'referenceUuid' = ? order by id`,
    [eventName, referenceUuid],
  );
  return found.map((row) => row.payload);
}

/**
 * Waits until `probe` gives what `done` accepts: events cross contexts through the outbox relay
 * (OUTBOX_POLL_MS 50 in tests), so their effects show a moment later.
 */
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

/** A confirmation in ePayco's format for this payment, signed with `keys` (the sandbox's or ePayco's). */
export function epaycoConfirmation(
  keys: EpaycoKeys,
  payment: { paymentReference: string; paymentId?: string; amount: string },
  answer: { code: string; transactionId?: string; currency?: string; refPayco?: string; test?: boolean },
): Record<string, string> {
  const signed = {
    x_ref_payco: answer.refPayco ?? String(Math.floor(Math.random() * 1e9)),
    x_transaction_id: answer.transactionId ?? `TX-${randomUUID()}`,
    x_amount: payment.amount,
    x_currency_code: answer.currency ?? 'COP',
  };
  return {
    ...signed,
    x_signature: epaycoSignature(keys, signed),
    x_cust_id_cliente: keys.customerId,
    x_id_invoice: payment.paymentReference,
    ...(payment.paymentId ? { x_extra1: payment.paymentId } : {}),
    x_cod_response: answer.code,
    x_response: ({ '1': 'Aceptada', '3': 'Pendiente', '6': 'Reversada' } as Record<string, string>)[answer.code] ?? 'Rechazada',
    x_response_reason_text: `Respuesta ${answer.code}`,
    ...(answer.test === undefined ? {} : { x_test_request: answer.test ? 'TRUE' : 'FALSE' }),
  };
}

/** Status of the order as the storefront's payment status page reads it. */
export async function statusOf(t: TestApp, referenceUuid: string, appName: string) {
  const response = await t.http().get(`${STATUS}/${referenceUuid}/${appName}`).set('countValidatePayment', '0').expect(200);
  return response.body.result.records as { result: boolean; code: string; resultMessage: string };
}

export const REVERSED_EVENT = 'payments.payment-reversed';
export const ORDER_DETAIL = '/license/api/PurchaseOrder/GetPurchaseOrderDetail';
export const REVIEWS = '/license/api/PaymentReview';

export interface TimelineEntry {
  kind: string;
  title: string;
  detail: string | null;
  actor: string | null;
}

/** The back office's order drawer (staff of finance). */
export async function orderDetail(
  t: TestApp,
  referenceUuid: string,
): Promise<{ state: number; stateName: string; timeline: TimelineEntry[] }> {
  const token = await t.staffToken(['LICFINANCIERO'], 'financiero');
  const response = await t.http().get(`${ORDER_DETAIL}/${referenceUuid}`).set('Authorization', `Bearer ${token}`).expect(200);
  return response.body.result;
}

/** Makes a payment look opened `minutes` ago (the reconciliation job only asks about older ones). */
export async function backdatePayment(t: TestApp, paymentId: string, minutes: number): Promise<void> {
  await rows(t, `update payments.payment set created_on = now() - make_interval(mins => ?) where id = ?`, [minutes, paymentId]);
}

/** The mails the dev mailbox holds for an address (newest first). */
export async function mailsTo(t: TestApp, to: string): Promise<{ subject: string; category: string; text: string }[]> {
  const response = await t.http().get('/api/dev/mailbox').query({ to }).expect(200);
  return response.body.result.records;
}

export interface FakeGateway {
  url: string;
  /** Paths and queries asked, in order. */
  requests: string[];
  /** Stops listening and drops open connections: asking it is refused until `up`. */
  down(): Promise<void>;
  /** Listens again on the same port. */
  up(): Promise<void>;
  close(): Promise<void>;
}

/** A local HTTP server standing in for a gateway's transaction query (no network here): `answer` decides each reply. */
export async function fakeGateway(answer: (url: URL) => { status: number; body?: unknown }): Promise<FakeGateway> {
  const { createServer } = await import('node:http');
  const requests: string[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    requests.push(`${url.pathname}${url.search}`);
    const { status, body } = answer(url);
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(body === undefined ? '' : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  let listening = true;
  const down = () =>
    new Promise<void>((resolve) => {
      if (!listening) return resolve();
      listening = false;
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    down,
    up: () =>
      new Promise<void>((resolve) => {
        if (listening) return resolve();
        listening = true;
        server.listen(port, '127.0.0.1', resolve);
      }),
    close: down,
  };
}

/** ePayco's answer to its transaction query about one transaction: the fields of a confirmation, signed alike. */
export function epaycoRecord(fields: Record<string, unknown>): { status: number; body: unknown } {
  return { status: 200, body: { success: true, title_response: 'OK', data: fields } };
}
