import { randomUUID } from 'node:crypto';
import type { TestApp } from '@lic/api-testing';
import type { BalanceTotalPlan, CustomerLicenseDetail, MyPlanRecord, PurchaseCustomer } from '@lic/shared-api-types';

export const MY_PLAN = '/license/api/License/GetDetailLicenseCustomerMyPlan';
export const EMPLOYEE_MONTHS = '/license/api/License/GetDetailLicenseEmployeeMyPlan';
export const EMPLOYEE_MONTH = '/license/api/License/SetDetailLicenseEmployeeMyPlan';
export const LICENSED = '/license/api/Customer/GetCustomersLicensed';
export const DETAIL = '/license/api/license/getDetailsLicenseCustomer';
export const ADD = '/license/api/purchaseOrderLicense/AddNewCustomerLicense';
export const INFORMATION = '/license/api/license/GetLicenseInformation';
export const SET_RANGES = '/license/api/license/SetLicenseTransactionRange';
export const SERVICES = '/license/api/license/GetLicenseServices';
export const ISSUED_EVENT = 'licensing.licence-issued';

export const DEMO_COMPANY_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00001';
export const bearer = (token: string): string => `Bearer ${token}`;

let counter = 0;

/** A natural person with a document and e-mail of its own. */
export function person(overrides: Partial<PurchaseCustomer> = {}): PurchaseCustomer {
  counter += 1;
  const suffix = `${process.pid % 1000}${String(counter).padStart(3, '0')}`;
  return {
    personType: 'N',
    documentTypeId: 1,
    documentNumber: `31${suffix}`.padEnd(8, '0'),
    firstName: 'Camila',
    lastName: 'Rojas Duarte',
    cellphoneNumber: '3009876543',
    email: `camila.rojas.${suffix}@ejemplo.com.co`,
    fulladdress: 'Carrera 15 # 93-47',
    departmentId: 11,
    cityId: 11001,
    ...overrides,
  };
}

export async function rows<T = Record<string, unknown>>(t: TestApp, sql: string, params: unknown[] = []): Promise<T[]> {
  return t.orm.em.getConnection().execute<T[]>(sql, params);
}

/** Waits for `probe` to give a value `done` accepts: events cross contexts through the outbox relay. */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await probe();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    value = await probe();
  }
  return value;
}

export async function packageIds(t: TestApp): Promise<Record<string, number>> {
  const found = await rows<{ id: number; package_code: string }>(t, 'select id, package_code from catalogue.package');
  return Object.fromEntries(found.map((row) => [row.package_code, row.id]));
}

export async function serviceIds(t: TestApp): Promise<Record<string, number>> {
  const found = await rows<{ id: number; service_name: string }>(t, 'select id, service_name from catalogue.service');
  return Object.fromEntries(found.map((row) => [row.service_name, row.id]));
}

/** Marks the address as proven by the e-mail check, as a right code does. */
export async function verifyEmail(t: TestApp, email: string): Promise<void> {
  const now = new Date();
  await rows(
    t,
    `insert into ordering.email_verification (id, email, app_name, attempts, verified_on, created_on)
     values (?, ?, 'license', 0, ?, ?) on conflict (email) do update set verified_on = excluded.verified_on`,
    [randomUUID(), email.trim().toLowerCase(), now, now],
  );
}

export interface Registered {
  referenceUuid: string;
  paymentReference: string;
  token: string | null;
  paymentRequest: Record<string, unknown> | null;
  customer: PurchaseCustomer;
}

/** RegisterPurchaseOrder of a verified visitor (200 expected). */
export async function registerOrder(
  t: TestApp,
  input: {
    packages: [number, number][];
    paymentMethod: 'EN_LINEA' | 'EFECTIVO' | 'SIN_PAGO';
    appName?: string;
    customer?: PurchaseCustomer;
  },
): Promise<Registered> {
  const customer = input.customer ?? person();
  await verifyEmail(t, customer.email);
  const response = await t
    .http()
    .post('/license/api/PurchaseOrderLicense/RegisterPurchaseOrder')
    .send({
      submissionId: randomUUID(),
      legalTermsCheck: true,
      customerService: customer,
      packagesToPurchase: input.packages.map(([packageId, packageQuantity]) => ({ packageId, packageQuantity })),
      paymentMethod: input.paymentMethod,
      appName: input.appName ?? 'colfactura',
    });
  if (response.status !== 200) throw new Error(`RegisterPurchaseOrder answered ${response.status}: ${JSON.stringify(response.body)}`);
  return { ...(response.body.result as Omit<Registered, 'customer'>), customer };
}

/** Pays an online order on the sandbox's hosted checkout. */
export async function payOnSandbox(t: TestApp, order: Registered): Promise<void> {
  const form = await t
    .http()
    .post('/payment/form')
    .set('token', order.token ?? '')
    .send({ ...order.paymentRequest, user: { firstName: 'Camila', email: order.customer.email } })
    .expect(200);
  const url = form.body.result.url as string;
  const decided = await t.http().post(url).type('form').send({ decision: 'approve' });
  if (decided.status >= 400) throw new Error(`sandbox decision answered ${decided.status}`);
}

export interface PlanRow {
  id: string;
  origin: string;
  reference_uuid: string | null;
  customer_name: string;
  document_number: string;
  service_name: string;
  package_code: string;
  package_type_code: string;
  quantity: number;
  effective_date: Date;
  expiration_date: Date;
}

export async function plansOf(t: TestApp, referenceUuid: string): Promise<PlanRow[]> {
  return rows<PlanRow>(t, 'select * from licensing.licence_plan where reference_uuid = ? order by id', [referenceUuid]);
}

export interface BalanceRow {
  plan_id: string;
  feature_code: string;
  feature_category: string;
  total: string;
  used: string;
  is_unlimited: boolean;
}

export async function balancesOf(t: TestApp, planId: string): Promise<BalanceRow[]> {
  return rows<BalanceRow>(t, 'select * from licensing.licence_balance where plan_id = ? order by feature_code', [planId]);
}

export async function issuedEvents(t: TestApp, referenceUuid: string): Promise<Record<string, unknown>[]> {
  const found = await rows<{ payload: Record<string, unknown> }>(
    t,
    `select payload from kernel.outbox_message where event_name = ? and payload->>'referenceUuid' = ? order by id`,
    [ISSUED_EVENT, referenceUuid],
  );
  return found.map((row) => row.payload);
}

export interface MailRow {
  subject: string;
  text: string;
  category: string;
  links: { label: string; url: string }[];
}

export async function mailsTo(t: TestApp, email: string): Promise<MailRow[]> {
  return rows<MailRow>(t, 'select subject, text, category, links from kernel.outgoing_mail where recipient = ? order by id', [
    email.toLowerCase(),
  ]);
}

/**
 * The demo company's feature as "Mis planes adquiridos" (the customer) and the back-office licence detail (staff)
 * show it: the card of the first plan record and the total of the first service.
 */
export async function demoFeatureViews(
  t: TestApp,
  featureCode: string,
  staffUser: string,
): Promise<{ myPlan: MyPlanRecord['packagesFeatures'][number] | undefined; detail: BalanceTotalPlan | undefined }> {
  const customer = bearer(await t.customerToken('4', '900123456'));
  const myPlan = await t
    .http()
    .post(MY_PLAN)
    .set('Authorization', customer)
    .send({ DocumentType: '4', DocumentNumber: '900123456', ServiceName: 'COLFACTURA' })
    .expect(200);
  const staff = bearer(await t.staffToken(['SUPERADMIN'], staffUser));
  const detail = await t
    .http()
    .post(DETAIL)
    .set('Authorization', staff)
    .send({ customerId: DEMO_COMPANY_ID, filters: [], sortType: 'a-z' })
    .expect(200);
  const service = (detail.body.result.records as CustomerLicenseDetail[])[0]!.serviceLicense[0]!;
  return {
    myPlan: (myPlan.body.result.records as MyPlanRecord[])[0]!.packagesFeatures.find((f) => f.featureCode === featureCode),
    detail: service.balanceTotalPlans.find((b) => b.featureCode === featureCode),
  };
}
