import { randomUUID } from 'node:crypto';
import type { TestApp } from '@lic/api-testing';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { PurchaseCustomer } from '@lic/shared-api-types';

export const REGISTER = '/license/api/PurchaseOrderLicense/RegisterPurchaseOrder';
export const STATUS = '/license/api/PurchaseOrderLicense/GetStatusPurchaseOrder';
export const REGISTER_TRIAL = '/license/api/purchaseorder/register-trial';
export const BASE_CUSTOMER = '/license/api/license/GetPackageBaseCustomer';
export const REGISTERED_EVENT = 'ordering.purchase-order-registered';

let counter = 0;

/** A natural person of Bogotá with a document and e-mail of its own (tests stay independent). */
export function person(overrides: Partial<PurchaseCustomer> = {}): PurchaseCustomer {
  counter += 1;
  const suffix = `${process.pid % 1000}${String(counter).padStart(3, '0')}`;
  return {
    personType: 'N',
    documentTypeId: 1,
    documentNumber: `10${suffix}`.padEnd(8, '0'),
    firstName: 'Laura',
    lastName: 'Gómez Ríos',
    cellphoneNumber: '3001234567',
    email: `laura.gomez.${suffix}@ejemplo.com.co`,
    fulladdress: 'Calle 100 # 19-61',
    departmentId: 11,
    cityId: 11001,
    ...overrides,
  };
}

/** A company (J, NIT of 9 digits) with its legal representative. */
export function company(overrides: Partial<PurchaseCustomer> = {}): PurchaseCustomer {
  counter += 1;
  const suffix = `${process.pid % 1000}${String(counter).padStart(3, '0')}`;
  return {
    personType: 'J',
    documentTypeId: 4,
    documentNumber: `901${suffix}`.padEnd(9, '0').slice(0, 9),
    legalName: 'Comercializadora Andina S.A.S.',
    cellphoneNumber: '3104567890',
    email: `compras.${suffix}@andina.com.co`,
    fulladdress: 'Carrera 7 # 71-21',
    departmentId: 11,
    cityId: 11001,
    legalDocumentTypeId: 1,
    legalDocumentNumber: '79845123',
    legalFirstName: 'Carlos Andrés',
    legalLastName: 'Rodríguez Pérez',
    ...overrides,
  };
}

/** Package ids of the demo catalogue by code. */
export async function packageIds(t: TestApp): Promise<Record<string, number>> {
  const found = await rows<{ id: number; package_code: string }>(t, 'select id, package_code from catalogue.package');
  return Object.fromEntries(found.map((row) => [row.package_code, row.id]));
}

export interface OrderBody {
  submissionId?: string;
  customerService: PurchaseCustomer;
  customerBilling?: PurchaseCustomer | null;
  packages: [packageId: number, quantity: number][];
  paymentMethod: 'EN_LINEA' | 'EFECTIVO' | 'SIN_PAGO';
  appName: string;
  promotionCodeUse?: string | null;
  totals?: Record<string, number>;
  legalTermsCheck?: unknown;
}

export function orderBody(body: OrderBody): Record<string, unknown> {
  const { packages, ...rest } = body;
  return {
    submissionId: randomUUID(),
    legalTermsCheck: true,
    ...rest,
    packagesToPurchase: packages.map(([packageId, packageQuantity]) => ({ packageId, packageCode: `P${packageId}`, packageQuantity })),
  };
}

export function register(t: TestApp, body: Record<string, unknown>, auth?: string) {
  const request = t.http().post(REGISTER);
  return (auth ? request.set('Authorization', auth) : request).send(body);
}

/** Marks the address as proven by the e-mail check (as a right code does) at `at`. */
export async function verifyEmail(t: TestApp, email: string, at: Date = new Date()): Promise<void> {
  await rows(
    t,
    `insert into ordering.email_verification (id, email, app_name, attempts, verified_on, created_on)
     values (?, ?, 'license', 0, ?, ?)
     on conflict (email) do update set verified_on = excluded.verified_on`,
    [randomUUID(), email.trim().toLowerCase(), at, at],
  );
}

export async function rows<T = Record<string, unknown>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute<T[]>(sql, params);
}

export interface OrderRow {
  id: string;
  state: number;
  kind: string;
  payment_method: string;
  payment_reference: string;
  registration_code: string;
  sub_total: string;
  total: string;
  promotion_code: string | null;
  consent_policy_url: string;
  consent_terms_url: string;
  consent_ip: string | null;
  consent_user_name: string | null;
  billing_customer_id: string;
  service_customer_id: string;
}

export async function ordersOf(t: TestApp, documentNumber: string): Promise<OrderRow[]> {
  return rows<OrderRow>(t, 'select * from ordering.purchase_order where service_document_number = ? order by registered_on', [
    documentNumber,
  ]);
}

export async function registeredEvents(t: TestApp, referenceUuid: string): Promise<Record<string, unknown>[]> {
  const found = await rows<{ payload: Record<string, unknown> }>(
    t,
    `select payload from kernel.outbox_message where event_name = ? and payload->>'referenceUuid' = ? order by id`,
    [REGISTERED_EVENT, referenceUuid],
  );
  return found.map((row) => row.payload);
}

export interface MailRow {
  recipient: string;
  subject: string;
  html: string;
  text: string;
  category: string;
  links: { label: string; url: string }[];
}

export async function mailsTo(t: TestApp, email: string): Promise<MailRow[]> {
  return rows<MailRow>(
    t,
    'select recipient, subject, html, text, category, links from kernel.outgoing_mail where recipient = ? order by id',
    [email.toLowerCase()],
  );
}

/** The payments context's approval of an online or cash order, until it exists: state 6 from `at`. */
export async function approve(t: TestApp, referenceUuid: string, at: Date = new Date()): Promise<void> {
  await rows(t, 'update ordering.purchase_order set state = 6, effective_on = ? where id = ?', [at, referenceUuid]);
}

/** The API's clock, to move time in a test (restore with jest.restoreAllMocks()). */
export const clockOf = (t: TestApp): Clock => t.app.get<Clock>(CLOCK);

/** The brand's urlLandingPage as GetAppParameters gives it. */
export async function landingPageOf(t: TestApp, appName: string): Promise<unknown> {
  const response = await t.http().get('/license/api/parameter/GetAppParameters').set('appName', appName).expect(200);
  const records = response.body.result.records as { parameterCode: string; parameterValue: string }[];
  const found = records.find((record) => record.parameterCode === 'urlLandingPage');
  return found ? (JSON.parse(found.parameterValue) as { value: unknown }).value : undefined;
}
