import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitForLoaded } from './support/antd';
import { callApi, tokenOf } from './support/api';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';
import { onDatabase } from './support/database';

// Reliable delivery (decision 0008): a cash order is approved while the licence table is away; the licensing
// subscriber fails its two attempts and is parked. A superadmin finds it in "Entregas fallidas" with the
// order's reference and the last error, presses "Reintentar", and the licences are issued.

const SUBSCRIBER = 'IssueLicencesOnPaymentApproved';

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A cash order of a verified buyer, registered through the storefront's API. */
async function registerCashOrder(): Promise<{ referenceUuid: string; paymentReference: string }> {
  const email = `entregas.${Date.now()}@ejemplo.com.co`;
  await onDatabase(
    `insert into ordering.email_verification (id, email, app_name, attempts, verified_on, created_on) values ($1, $2, 'license', 0, now(), now())`,
    [randomUUID(), email],
  );
  const [pkg] = await onDatabase<{ id: number }>(`select id from catalogue.package where package_code = 'COLFAC-EMPRENDEDOR'`);
  const response = await fetch(brandUrl(null, '/license/api/PurchaseOrderLicense/RegisterPurchaseOrder'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      submissionId: randomUUID(),
      legalTermsCheck: true,
      customerService: {
        personType: 'N',
        documentTypeId: 1,
        documentNumber: String(Date.now()).slice(-9),
        firstName: 'Marta',
        lastName: 'Entregas Prueba',
        cellphoneNumber: '3001234567',
        email,
        fulladdress: 'Calle 10 # 5-20',
        departmentId: 11,
        cityId: 11001,
      },
      packagesToPurchase: [{ packageId: pkg.id, packageQuantity: 1 }],
      paymentMethod: 'EFECTIVO',
      appName: 'colfactura',
    }),
  });
  const body = (await response.json()) as { result: { referenceUuid: string; paymentReference: string } };
  if (response.status !== 200) throw new Error(`RegisterPurchaseOrder respondió ${response.status}: ${JSON.stringify(body)}`);
  return body.result;
}

describe('Entregas fallidas: a parked delivery replayed from the back office', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'es-CO' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await onDatabase('alter table if exists licensing.licence_plan_away rename to licence_plan').catch(() => undefined);
    await context?.close();
    await browser?.close();
  });

  it('shows the failed issuance of an approved order and issues the licences on "Reintentar"', async () => {
    const order = await registerCashOrder();
    await until(
      () => onDatabase('select 1 from payments.payment where reference_uuid = $1', [order.referenceUuid]),
      (rows) => rows.length === 1,
    );

    await onDatabase('alter table licensing.licence_plan rename to licence_plan_away');
    try {
      const approved = await callApi(await tokenOf('financiero'), 'POST', '/license/api/PurchaseOrder/ChangeStatePurchase/license', {
        id: order.referenceUuid,
        idState: 6,
      });
      expect(approved.status).toBe(200);
      await until(
        () =>
          onDatabase(`select 1 from jobs.job where name = 'delivery.dead-letters' and data->'payload'->>'referenceUuid' = $1`, [
            order.referenceUuid,
          ]),
        (rows) => rows.length === 1,
      );
    } finally {
      await onDatabase('alter table licensing.licence_plan_away rename to licence_plan');
    }
    expect(await onDatabase('select 1 from licensing.licence_plan where reference_uuid = $1', [order.referenceUuid])).toHaveLength(0);

    await signIn(page, 'superadmin', { redirect: '/admin' });
    await page.getByTestId('admin-menu-dead-letters').click();
    await waitForLoaded(page);
    const row = page.locator('.ant-table-row').filter({ hasText: order.paymentReference });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain('payments.payment-approved');
    expect(text).toContain(SUBSCRIBER);
    expect(text).toContain('licence_plan');
    await screenshot(page, 'dead-letters-parked');

    await row.getByRole('button', { name: /Reintentar/ }).click();
    await page.getByRole('button', { name: 'Sí, reintentar' }).click();
    await page.getByText('La entrega se encoló de nuevo.').waitFor();
    await row.waitFor({ state: 'detached' });

    const plans = await until(
      () =>
        onDatabase<{ package_code: string }>('select package_code from licensing.licence_plan where reference_uuid = $1', [
          order.referenceUuid,
        ]),
      (rows) => rows.length === 1,
    );
    expect(plans[0].package_code).toBe('COLFAC-EMPRENDEDOR');
    await screenshot(page, 'dead-letters-replayed');
  });
});
