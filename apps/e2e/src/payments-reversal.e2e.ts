import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settled, waitForLoaded } from './support/antd';
import { launchBrowser, screenshot, signIn } from './support/browser';
import { waitForMail } from './support/mailbox';
import {
  decideInSandbox,
  epaycoConfirmation,
  fillPurchase,
  naturalPerson,
  payOnline,
  postConfirmation,
  type SandboxCheckout,
} from './support/payments';
import { purchaseOrderStatus } from './support/storefront';

// E2E (decision 0009): the gateway reverses an approved online payment. The order becomes "Pago reversado" for the
// customer's status page and in the back office's "Órdenes de compra" (state, red notice, timeline), finance is
// mailed; an answer with an unknown code, and a transaction presented for a second order, wait in "Revisión de
// pagos en línea" with their reason until finance closes them.

const BRAND = 'colfactura';
const BASE_PACKAGE = 'Plan Emprendedor'; // $ 350.000 IVA incluido
const FINANCE_MAIL = 'jorge.castano@licencias.com.co';

/** The order's status code once it is `expected` (events cross contexts a moment later), or the last one seen. */
async function statusCodeBecomes(referenceUuid: string, expected: string, timeoutMs = 15000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const code = (await purchaseOrderStatus(referenceUuid, BRAND)).records.code;
    if (code === expected || Date.now() - started > timeoutMs) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('payments reversal: the order reversed in the back office, and the review list', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let reversed: { referenceUuid: string; checkout: SandboxCheckout; transactionId: string };
  let reviewed: SandboxCheckout;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function freshContext(): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
    return page;
  }

  /** A visitor buys online and leaves the payment pending in the sandbox; the gateway's answers come later. */
  async function pendingOnlineOrder(firstName: string, lastName: string, emailPrefix: string) {
    await freshContext();
    const buyer = naturalPerson(firstName, lastName, emailPrefix);
    await fillPurchase(page, BRAND, BASE_PACKAGE, buyer);
    const checkout = await payOnline(page, buyer.email);
    const referenceUuid = await decideInSandbox(page, 'Dejar pendiente');
    return { referenceUuid, checkout };
  }

  it('approves a payment, then the gateway reverses that transaction: the customer sees it and finance is mailed', async () => {
    const order = await pendingOnlineOrder('Camilo', 'Rendón Gil', 'camilo.rendon');
    const transactionId = `E2E-REV-${Date.now()}`;
    expect(await postConfirmation('sandbox', epaycoConfirmation(order.checkout, '1', undefined, transactionId))).toMatchObject({
      status: 200,
    });
    expect(await statusCodeBecomes(order.referenceUuid, 'OK12')).toBe('OK12');

    const reversal = epaycoConfirmation(order.checkout, '6', undefined, transactionId);
    expect(await postConfirmation('sandbox', reversal)).toMatchObject({ status: 200 });
    expect(await postConfirmation('sandbox', reversal)).toMatchObject({ status: 200 });
    expect(await statusCodeBecomes(order.referenceUuid, 'ER18')).toBe('ER18');

    const mail = await waitForMail(FINANCE_MAIL, (candidate) => candidate.subject.includes(order.checkout.paymentReference));
    expect(mail.subject).toBe(`Colfactura - Pago reversado: orden ${order.checkout.paymentReference}`);
    expect(mail.text).toContain('$ 350.000');
    reversed = { ...order, transactionId };

    // The customer's status page of the order says so.
    await page.goto(new URL(`/registerPurchaseOrder/statusOrder/${order.referenceUuid}?poll=0`, page.url()).toString());
    await page.getByText(/fue reversado por la entidad financiera/).waitFor({ timeout: 20000 });
    await screenshot(page, 'payments-reversal-status-page');
  });

  it('"Órdenes de compra" shows the order as "Pago reversado", with the notice and the reversal in its timeline', async () => {
    await freshContext();
    await signIn(page, 'financiero', { redirect: '/admin/purchase-orders' });
    await page.waitForURL((url) => url.pathname === '/admin/purchase-orders');
    await page.getByRole('textbox', { name: 'Referencia' }).fill(reversed.checkout.paymentReference);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: reversed.checkout.paymentReference });
    await row.getByText('Pago reversado', { exact: true }).waitFor();
    await waitForLoaded(page);
    expect(await page.locator('.ant-table-row').count()).toBe(1);

    await row.getByRole('button', { name: `Ver detalle ${reversed.checkout.paymentReference}` }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `Orden de compra ${reversed.checkout.paymentReference}` });
    await drawer
      .getByRole('alert')
      .getByText('La pasarela reversó el pago de esta orden: sus licencias están suspendidas y finanzas fue notificado.')
      .waitFor();
    const entries = drawer.getByTestId('timeline-entry');
    await entries.first().waitFor();
    const kinds = await entries.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')));
    expect(kinds.indexOf('APPROVED')).toBeGreaterThan(0);
    expect(kinds.indexOf('REVERSED')).toBeGreaterThan(kinds.indexOf('APPROVED'));
    expect(kinds.filter((kind) => kind === 'REVERSED')).toHaveLength(1);
    const reversal = drawer.locator('[data-testid="timeline-entry"][data-kind="REVERSED"]');
    await reversal.getByText('Pago reversado', { exact: true }).waitFor();
    expect(await reversal.innerText()).toContain('Licencias suspendidas y finanzas notificado');
    await settled(drawer);
    await page.setViewportSize({ width: 1440, height: 2600 });
    await settled(drawer);
    await screenshot(page, 'payments-reversal-order-drawer');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('"Revisión de pagos en línea" lists an answer with an unknown code and a reused transaction with their reasons, and finance closes one with a note', async () => {
    reviewed = (await pendingOnlineOrder('Lucía', 'Montoya Vélez', 'lucia.montoya')).checkout;
    expect(await postConfirmation('sandbox', epaycoConfirmation(reviewed, '99'))).toMatchObject({ status: 200 });
    // The transaction that paid (and reversed) the first order, presented for this one: refused, not dropped silently.
    expect(await postConfirmation('sandbox', epaycoConfirmation(reviewed, '1', undefined, reversed.transactionId))).toMatchObject({
      status: 400,
    });

    await freshContext();
    await signIn(page, 'financiero', { redirect: '/admin/payment-reviews' });
    await page.waitForURL((url) => url.pathname === '/admin/payment-reviews');
    await page.getByRole('columnheader', { name: 'Motivo' }).waitFor();
    const rows = page.locator('.ant-table-row').filter({ hasText: reviewed.paymentReference });
    const row = rows.filter({ hasText: 'Estado nuevo' });
    await row.getByText('Estado nuevo', { exact: true }).waitFor();
    expect(await row.innerText()).toMatch(
      /que la tienda no conoce[\s\S]*SANDBOX[\s\S]*99[\s\S]*Confirmación[\s\S]*Pendiente[\s\S]*\$ 350\.000/,
    );
    const reused = rows.filter({ hasText: 'ya está registrada en la orden' });
    await reused
      .getByText(
        `La transacción ${reversed.transactionId} ya está registrada en la orden ${reversed.checkout.paymentReference}; ` +
          `esta confirmación la presenta para la orden ${reviewed.paymentReference}. No se aplicó.`,
        { exact: true },
      )
      .waitFor();
    expect(await reused.innerText()).toMatch(/SANDBOX[\s\S]*Confirmación[\s\S]*Pendiente[\s\S]*\$ 350\.000/);
    await waitForLoaded(page);
    await screenshot(page, 'payments-review-list');

    await row.getByRole('button', { name: `Cerrar revisión ${reviewed.paymentReference}` }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: `Cerrar la revisión de la orden ${reviewed.paymentReference}` });
    await dialog
      .getByRole('textbox', { name: 'Qué encontraste en la pasarela' })
      .fill('La pasarela indica que el pago sigue en validación.');
    await dialog.getByRole('button', { name: 'Cerrar revisión' }).click();
    await page.getByText('La revisión quedó cerrada.').waitFor();
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Revisadas' }).click();
    const closed = page.locator('.ant-tabs-tabpane-active .ant-table-row').filter({ hasText: reviewed.paymentReference });
    await closed.getByText('La pasarela indica que el pago sigue en validación.').waitFor();
    expect(await closed.innerText()).toContain('financiero');
  });
});
