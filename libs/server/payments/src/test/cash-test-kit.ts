import { randomUUID } from 'node:crypto';
import type { TestApp } from '@lic/api-testing';
import type { PurchaseCustomer, StorefrontCatalogue } from '@lic/shared-api-types';

export const UPLOAD = '/license/api/purchaseorderlicense/uploadPaymentSupport';
export const GET_SUPPORT = '/license/api/purchaseorderlicense/getpaymentsupport';
export const SUMMARY = '/license/api/purchaseorderlicense/getsummaryorder';
export const BATCH = '/license/api/PurchaseOrder/GetPurchaseCashByBatch';
export const SEARCH = '/license/api/PurchaseOrder/SearchPurchaseCash';
export const CHANGE_STATE = '/license/api/PurchaseOrder/ChangeStatePurchase/license';
export const REJECT_TYPES = '/license/api/parameter/GetAllRejectTypes';

/** Small files whose content is of the type their name says. */
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n', 'latin1');
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A Windows executable (MZ header). */
export const EXE = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(120, 0x41)]);
export const base64 = (bytes: Buffer): string => bytes.toString('base64');

let counter = 0;
const unique = (): string => `${process.pid % 1000}${String(++counter).padStart(3, '0')}`;

/** A client address of its own per call, so the per-IP limits of the public routes never mix tests up. */
export const clientIp = (): string => `203.0.113.${(counter % 250) + 1}`;

/** A natural person with a document and e-mail of its own. */
export function person(overrides: Partial<PurchaseCustomer> = {}): PurchaseCustomer {
  const suffix = unique();
  return {
    personType: 'N',
    documentTypeId: 1,
    documentNumber: `52${suffix}`.padEnd(8, '0'),
    firstName: 'Marta',
    lastName: 'Quintero Ospina',
    cellphoneNumber: '3001234567',
    email: `marta.quintero.${suffix}@ejemplo.com.co`,
    fulladdress: 'Calle 100 # 19-61',
    departmentId: 11,
    cityId: 11001,
    ...overrides,
  };
}

/** A company (J, NIT) paying for somebody else's licence. */
export function company(overrides: Partial<PurchaseCustomer> = {}): PurchaseCustomer {
  const suffix = unique();
  return {
    personType: 'J',
    documentTypeId: 4,
    documentNumber: `902${suffix}`.padEnd(9, '0').slice(0, 9),
    legalName: 'Distribuciones Cafeteras S.A.S.',
    cellphoneNumber: '3104567890',
    email: `tesoreria.${suffix}@cafeteras.com.co`,
    fulladdress: 'Carrera 7 # 71-21',
    departmentId: 11,
    cityId: 11001,
    legalDocumentTypeId: 1,
    legalDocumentNumber: '79845123',
    legalFirstName: 'Jorge Iván',
    legalLastName: 'Salazar Mejía',
    ...overrides,
  };
}

export async function until<T>(read: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function rows<T = Record<string, unknown>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute<T[]>(sql, params);
}

export interface MailboxEntry {
  to: string;
  subject: string;
  category: string;
  text: string;
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The dev mailbox's mails to an address, newest first. */
export async function mailbox(t: TestApp, to: string): Promise<MailboxEntry[]> {
  const response = await t.http().get('/api/dev/mailbox').query({ to }).expect(200);
  return response.body.result.records as MailboxEntry[];
}

/** Proves the e-mail through the purchase form's check, as the storefront does (code read from the dev mailbox). */
export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  await t
    .http()
    .get('/license/api/purchaseorderlicense/checkisvalidemail')
    .set('pEmail', email)
    .set('pAppName', 'colfactura')
    .set('X-Forwarded-For', clientIp())
    .expect(200);
  const [mail] = await mailbox(t, email);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No verification code mailed to ${email}`);
  await t
    .http()
    .post('/license/api/purchaseorderlicense/validationmailcode')
    .set('X-Forwarded-For', clientIp())
    .send({ email, code })
    .expect(200);
}

/** Package ids of the colfactura catalogue by code. */
export async function colfacturaPackages(t: TestApp): Promise<Record<string, number>> {
  const response = await t.http().get('/license/api/package/GetPackagesByServiceName/colfactura').expect(200);
  const catalogue = response.body.result as StorefrontCatalogue;
  const all = [...catalogue.offers, ...catalogue.base, ...catalogue.combo, ...catalogue.complementary];
  return Object.fromEntries(all.map((pkg) => [pkg.packageCode, pkg.packageId]));
}

export interface CashOrder {
  referenceUuid: string;
  paymentReference: string;
  paymentId: string;
  customer: PurchaseCustomer;
  billing: PurchaseCustomer | null;
}

export interface CashOrderOptions {
  customer?: PurchaseCustomer;
  billing?: PurchaseCustomer | null;
  packages?: [packageId: number, quantity: number][];
  paymentMethod?: 'EFECTIVO' | 'EN_LINEA';
}

/**
 * Registers an order through RegisterPurchaseOrder (a verified visitor of colfactura) and waits until the
 * payments context has its payment and its purchase summary (they come from the outbox).
 */
export async function registerOrder(t: TestApp, packages: Record<string, number>, options: CashOrderOptions = {}): Promise<CashOrder> {
  const customer = options.customer ?? person();
  const billing = options.billing ?? null;
  await verifyEmail(t, customer.email);
  const response = await t
    .http()
    .post('/license/api/PurchaseOrderLicense/RegisterPurchaseOrder')
    .send({
      submissionId: randomUUID(),
      legalTermsCheck: true,
      customerService: customer,
      ...(billing ? { customerBilling: billing } : {}),
      packagesToPurchase: (options.packages ?? [[packages['COLFAC-PYME'], 1]]).map(([packageId, packageQuantity]) => ({
        packageId,
        packageQuantity,
      })),
      paymentMethod: options.paymentMethod ?? 'EFECTIVO',
      appName: 'colfactura',
    });
  if (response.status !== 200) throw new Error(`RegisterPurchaseOrder answered ${response.status}: ${JSON.stringify(response.body)}`);
  const { referenceUuid, paymentReference } = response.body.result as { referenceUuid: string; paymentReference: string };
  const [payment] = await until(async () => {
    const found = await rows<{ id: string }>(
      t,
      `select p.id from payments.payment p join payments.purchase_summary s on s.reference_uuid = p.reference_uuid where p.reference_uuid = ?`,
      [referenceUuid],
    );
    return found.length ? found : null;
  }, `the payment of ${referenceUuid}`);
  return { referenceUuid, paymentReference, paymentId: payment.id, customer, billing };
}

export function upload(t: TestApp, body: Record<string, unknown>, auth?: string) {
  const request = t.http().post(UPLOAD).set('X-Forwarded-For', clientIp());
  return (auth ? request.set('Authorization', auth) : request).send(body);
}

export function proofOf(order: CashOrder, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    referenceUuid: order.referenceUuid,
    fileName: 'comprobante.pdf',
    contentFileBase64: base64(PDF),
    supportType: 'PAYMENT_SUPPORT',
    ...overrides,
  };
}

export const bearer = (token: string): string => `Bearer ${token}`;

export interface DecisionRow {
  payment_id: string;
  reference_uuid: string;
  payment_reference: string;
  from_state: number;
  to_state: number;
  reject_type_id: number | null;
  reason: string | null;
  decided_by: string;
  decided_on: Date;
  ip: string | null;
}

export async function decisionsOf(t: TestApp, paymentId: string): Promise<DecisionRow[]> {
  return rows<DecisionRow>(t, 'select * from payments.cash_payment_decision where payment_id = ? order by decided_on', [paymentId]);
}

/** The payload of every outbox message of that name about the order. */
export async function eventsOf(t: TestApp, eventName: string, referenceUuid: string): Promise<Record<string, unknown>[]> {
  const found = await rows<{ payload: Record<string, unknown> }>(
    t,
    `select payload from kernel.outbox_message where event_name = ? and payload->>'referenceUuid' = ? order by id`,
    [eventName, referenceUuid],
  );
  return found.map((row) => row.payload);
}
