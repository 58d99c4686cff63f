import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settled, waitForLoaded } from './support/antd';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';
import { devCredential } from './support/licensing';
import { decideInSandbox, epaycoConfirmation, fillPurchase, naturalPerson, payOnline, postConfirmation } from './support/payments';
import { purchaseOrderStatus } from './support/storefront';
import { DESKTOP, expectInsideViewport, PHONE } from './support/viewport';

// Decision 0034: the gateway reverses an approved payment (sandbox confirmation code 6), the order's licence is
// suspended; a SUPERADMIN reactivates it from "Licencias y consumos" ("Reactivar", confirmation); the app's
// offline licence token, refused while suspended, is issued again and verifies against /.well-known/jwks.json.

const BRAND = 'colfactura';
const BASE_PACKAGE = 'Plan Emprendedor';
const CEDULA = 1;

async function statusCodeBecomes(referenceUuid: string, expected: string, timeoutMs = 15000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const code = (await purchaseOrderStatus(referenceUuid, BRAND)).records.code;
    if (code === expected || Date.now() - started > timeoutMs) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** POST /license/api/licence-token with colfactura's dev credential, as the app's server would. */
async function licenceToken(documentNumber: string): Promise<{ status: number; token?: string; statusMessage?: string }> {
  const credential = devCredential(BRAND);
  const response = await fetch(brandUrl(null, '/license/api/licence-token'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`,
    },
    body: JSON.stringify({ documentType: CEDULA, documentNumber }),
  });
  const body = (await response.json()) as { result?: { token: string }; statusMessage?: string };
  return { status: response.status, token: body.result?.token, statusMessage: body.statusMessage };
}

/** GET /license/api/entitlements with colfactura's dev credential, as the app would ask before a document. */
async function entitlementCode(documentNumber: string): Promise<{ status: number; code?: string }> {
  const credential = devCredential(BRAND);
  const query = new URLSearchParams({ documentType: String(CEDULA), documentNumber, featureCode: 'COLFACTURA_DOCUMENTO' });
  const response = await fetch(brandUrl(null, `/license/api/entitlements?${query}`), {
    headers: { Authorization: `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}` },
  });
  const body = (await response.json()) as { code?: string };
  return { status: response.status, code: body.code };
}

/** Chrome on an Android phone (see backoffice-phones.e2e.ts). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('licensing reactivation: a reversed order’s licence back in force from the back office', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let documentNumber: string;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function freshContext(device = DESKTOP): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ ...device, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
    return page;
  }

  it('an approved online payment reversed by the gateway suspends the licence; no licence token then', async () => {
    await freshContext();
    const buyer = naturalPerson('Mariana', 'Ospina Restrepo', 'mariana.ospina');
    documentNumber = buyer.documentNumber;
    await fillPurchase(page, BRAND, BASE_PACKAGE, buyer);
    const checkout = await payOnline(page, buyer.email);
    const referenceUuid = await decideInSandbox(page, 'Dejar pendiente');
    const transactionId = `E2E-REACT-${Date.now()}`;
    expect(await postConfirmation('sandbox', epaycoConfirmation(checkout, '1', undefined, transactionId))).toMatchObject({ status: 200 });
    expect(await statusCodeBecomes(referenceUuid, 'OK12')).toBe('OK12');
    // Issued: a token can be had.
    for (let tries = 0; (await licenceToken(documentNumber)).status !== 200 && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect((await licenceToken(documentNumber)).status).toBe(200);

    expect(await postConfirmation('sandbox', epaycoConfirmation(checkout, '6', undefined, transactionId))).toMatchObject({ status: 200 });
    expect(await statusCodeBecomes(referenceUuid, 'ER18')).toBe('ER18');
    let refused = await licenceToken(documentNumber);
    for (let tries = 0; refused.status !== 404 && tries < 60; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      refused = await licenceToken(documentNumber);
    }
    expect(refused).toMatchObject({ status: 404, statusMessage: expect.stringContaining('no tiene licencias vigentes') });
  });

  it('"Reactivar" on the suspended plan, confirmed, puts it back in force; the app gets a token that verifies offline', async () => {
    await freshContext();
    await signIn(page, 'superadmin', { redirect: '/admin/licenses' });
    await page.waitForURL((url) => url.pathname === '/admin/licenses');
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill(documentNumber);
    await search.press('Tab');
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
    await page
      .locator('.ant-table-row')
      .first()
      .getByRole('button', { name: /^Ver licencias / })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Detalle de licencias' });
    const block = dialog.getByTestId('service-license').filter({ hasText: 'COLFACTURA' });
    await block.getByTestId('suspended-plans').waitFor();
    const plan = block.locator('.ant-table-row').filter({ hasText: BASE_PACKAGE });
    await plan.getByText('Suspendida', { exact: true }).waitFor();
    await waitForLoaded(page);
    await settled(dialog);
    await screenshot(page, 'licensing-reactivation-suspended');

    await plan.getByRole('button', { name: `Reactivar ${BASE_PACKAGE}` }).click();
    const confirm = page.locator('.ant-popconfirm').filter({ hasText: '¿Reactivar las licencias de esta orden?' });
    await confirm.waitFor();
    await screenshot(page, 'licensing-reactivation-confirm');
    await confirm.getByRole('button', { name: 'Reactivar' }).click();
    await page.getByText('Licencias reactivadas').waitFor();
    await block.getByTestId('suspended-plans').waitFor({ state: 'detached' });
    await plan.getByText('Activa', { exact: true }).waitFor();
    expect(await plan.getByRole('button', { name: `Reactivar ${BASE_PACKAGE}` }).count()).toBe(0);
    await settled(dialog);
    await screenshot(page, 'licensing-reactivation-done');

    // The app's side: fetch the JWKS once, verify the token offline (docs/api/licensing.md).
    const issued = await licenceToken(documentNumber);
    expect(issued.status).toBe(200);
    const jwks = await fetch(brandUrl(null, '/.well-known/jwks.json'));
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=300');
    const { payload } = await jwtVerify(issued.token!, createLocalJWKSet(await jwks.json()), {
      issuer: 'licencias-licensing',
      audience: BRAND,
      algorithms: ['EdDSA'],
    });
    expect(payload).toMatchObject({ sub: `${CEDULA}:${documentNumber}`, company: { documentNumber } });
    expect((payload.features as { featureCode: string }[]).map((f) => f.featureCode)).toContain('COLFACTURA_DOCUMENTO');
  });

  it.each([
    ['1440', DESKTOP],
    ['390', { ...PHONE, userAgent: PHONE_USER_AGENT }],
  ])(
    'at %s px, "Suspender" with a reason suspends it (the app gets PLAN_SUSPENDED at once) and "Reactivar" ends it',
    async (width, device) => {
      await freshContext(device);
      await signIn(page, 'superadmin', { redirect: '/admin/licenses' });
      await page.waitForURL((url) => url.pathname === '/admin/licenses');
      const search = page.getByRole('searchbox', { name: 'Buscar' });
      await search.fill(documentNumber);
      await search.press('Tab');
      await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
      await page
        .locator('.ant-table-row')
        .first()
        .getByRole('button', { name: /^Ver licencias / })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Detalle de licencias' });
      const block = dialog.getByTestId('service-license').filter({ hasText: 'COLFACTURA' });
      const plan = block.locator('.ant-table-row').filter({ hasText: BASE_PACKAGE });
      await plan.getByText('Activa', { exact: true }).waitFor();
      expect(await entitlementCode(documentNumber)).toEqual({ status: 200 });

      await plan.getByRole('button', { name: `Suspender ${BASE_PACKAGE}` }).click();
      const modal = page.locator('.ant-modal-wrap').filter({ hasText: 'Suspender las licencias de esta orden' });
      await modal.getByText(/la app recibe el evento licence.suspended con el motivo/).waitFor();
      await modal.getByRole('button', { name: 'Suspender' }).click();
      await modal.getByText('Escriba el motivo de la suspensión (entre 5 y 200 caracteres).').waitFor();
      const reason = `Contrato en revisión jurídica (${width} px)`;
      await modal.getByRole('textbox', { name: 'Motivo de la suspensión' }).fill(reason);
      await settled(modal);
      await expectInsideViewport(modal.locator('.ant-modal-content'), `${width} suspender`);
      await screenshot(page, `licensing-suspend-reason-${width}`);
      await modal.getByRole('button', { name: 'Suspender' }).click();
      await page.getByText('Licencias suspendidas').first().waitFor();
      await modal.waitFor({ state: 'hidden' });
      // The app's next request already sees it (the entitlement caches were told).
      expect(await entitlementCode(documentNumber)).toEqual({ status: 409, code: 'LICENSING.PLAN_SUSPENDED' });

      await plan.getByText('Suspendida', { exact: true }).waitFor();
      await plan.getByText(reason).waitFor();
      await block.getByTestId('suspended-plans').waitFor();
      await settled(dialog);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectInsideViewport(dialog.locator('.ant-modal-content'), `${width} detalle de licencias`);
      await screenshot(page, `licensing-suspended-by-staff-${width}`);

      await plan.getByRole('button', { name: `Reactivar ${BASE_PACKAGE}` }).click();
      const confirm = page.locator('.ant-popconfirm').filter({ hasText: '¿Reactivar las licencias de esta orden?' });
      await confirm.getByRole('button', { name: 'Reactivar' }).click();
      await page.getByText('Licencias reactivadas').first().waitFor();
      await plan.getByText('Activa', { exact: true }).waitFor();
      expect(await entitlementCode(documentNumber)).toEqual({ status: 200 });
    },
    120_000,
  );
});
