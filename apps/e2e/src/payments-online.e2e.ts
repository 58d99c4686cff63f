import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import {
  decideInSandbox,
  epaycoConfirmation,
  fillPurchase,
  naturalPerson,
  payOnline,
  postConfirmation,
  UUID,
  type SandboxCheckout,
} from './support/payments';
import { pageShot, purchaseOrderStatus } from './support/storefront';

// E2E: an anonymous visitor pays a base package online through the sandbox gateway (design.md §6) and
// lands on the payment status page (storefront.md §2 Payment status page, §4 Purchase submit and Payment status
// polling): approved, declined, and pending until a signed confirmation approves it while the page polls.

const BRAND = 'colfactura';
const BASE_PACKAGE = 'Plan Emprendedor'; // COLFAC-EMPRENDEDOR, $ 350.000 IVA incluido
const PRICE = '350000';
/** paymentStatusCountdownSeconds of the demo brands (reference data). */
const COUNTDOWN_SECONDS = 10;

describe('payments online: the sandbox gateway and the payment status page', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function freshVisitor(): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
    return page;
  }

  /** A new visitor buys the base package with "Pago en línea" and reaches the sandbox's checkout. */
  async function buyOnline(firstName: string, lastName: string, emailPrefix: string): Promise<SandboxCheckout> {
    await freshVisitor();
    const buyer = naturalPerson(firstName, lastName, emailPrefix);
    await fillPurchase(page, BRAND, BASE_PACKAGE, buyer);
    const checkout = await payOnline(page, buyer.email);
    expect(checkout.paymentId).toMatch(UUID);
    expect(checkout.payer).toBe(`${firstName} ${lastName}`);
    expect(checkout.amount).toBe(PRICE);
    await page.getByRole('cell', { name: BASE_PACKAGE, exact: true }).waitFor();
    return checkout;
  }

  /** The payment status page's result: its kind (success, failure, pending) once the title shows. */
  async function statusResult(title: string): Promise<string | null> {
    await page.getByRole('heading', { name: title, exact: true }).waitFor({ timeout: 20000 });
    return page.getByTestId('payment-result').getAttribute('data-kind');
  }

  it('approves the payment in the sandbox and lands on "¡Pago exitoso!"', async () => {
    const checkout = await buyOnline('Mateo', 'Londoño Arango', 'mateo.londono');
    await page.getByText('Esta pasarela simula un pago en línea: no se realiza ningún cobro real.', { exact: true }).waitFor();
    await page.getByText('Total a pagar: $ 350.000', { exact: true }).waitFor();
    await pageShot(page, 'payments-sandbox-checkout');

    const referenceUuid = await decideInSandbox(page, 'Aprobar pago');
    expect(referenceUuid).toMatch(UUID);
    expect(await statusResult('¡Pago exitoso!')).toBe('success');
    await page.getByText('Tu pago ha sido aprobado y tu licencia está activa.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ir a Colfactura' }).waitFor();
    await pageShot(page, 'payments-status-approved');

    const status = await purchaseOrderStatus(referenceUuid, BRAND);
    expect(status.records).toMatchObject({ result: true, code: 'OK12' });

    // The checkout of a decided payment takes no second decision.
    await page.goto(new URL(`/payment/sandbox/${checkout.paymentId}`, page.url()).toString());
    await page.getByText('Este pago ya fue aprobado.', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Aprobar pago' }).count()).toBe(0);
  });

  it('declines the payment in the sandbox and shows "¡Lo sentimos!"', async () => {
    await buyOnline('Valentina', 'Ospina Cardona', 'valentina.ospina');
    const referenceUuid = await decideInSandbox(page, 'Rechazar pago');
    expect(await statusResult('¡Lo sentimos!')).toBe('failure');
    await page.getByText('Tu pago ha sido rechazado.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Volver a la tienda' }).waitFor();
    await pageShot(page, 'payments-status-declined');

    const status = await purchaseOrderStatus(referenceUuid, BRAND);
    expect(status.records).toMatchObject({ result: false, code: 'ER12' });

    // Decision 0018: the cart was kept; "Reintentar pago" returns to the filled form, and the verified e-mail
    // goes straight to the gateway with a new order.
    await page.getByRole('button', { name: 'Reintentar pago' }).click();
    await page.waitForURL((url) => url.pathname === '/registerPurchaseOrder');
    const service = page.getByTestId('service-section');
    const firstName = service.getByLabel('Nombres', { exact: true });
    await firstName.waitFor();
    await page.waitForFunction((input) => (input as HTMLInputElement | null)?.value === 'Valentina', await firstName.elementHandle(), {
      timeout: 10000,
    });
    expect(await service.getByLabel('Apellidos', { exact: true }).inputValue()).toBe('Ospina Cardona');
    await page.getByText(`${BASE_PACKAGE} x 1`, { exact: true }).waitFor();
    await pageShot(page, 'payments-retry-form');
    await page.getByRole('button', { name: 'Pago en línea' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/'), { timeout: 20000 });
    const retried = await decideInSandbox(page, 'Aprobar pago');
    expect(retried).not.toBe(referenceUuid);
    expect(await statusResult('¡Pago exitoso!')).toBe('success');
    expect((await purchaseOrderStatus(retried, BRAND)).records).toMatchObject({ result: true, code: 'OK12' });
    // The paid cart is emptied.
    await page.waitForFunction(() => window.localStorage.getItem('cart') === null && window.localStorage.getItem('paymentRetry') === null);
  });

  it('leaves the payment pending: the page counts down, checks again, and shows the approval that arrives meanwhile', async () => {
    const checkout = await buyOnline('Santiago', 'Mejía Restrepo', 'santiago.mejia');
    // Every status check of the page, with its countValidatePayment counter.
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/GetStatusPurchaseOrder/')) checks.push(request.headers()['countvalidatepayment'] ?? '');
    });

    const referenceUuid = await decideInSandbox(page, 'Dejar pendiente');
    expect(await statusResult('¡Licencia pendiente por activar!')).toBe('pending');
    await page.getByText('Tu pago está siendo procesado por la pasarela de pagos.', { exact: true }).waitFor();
    const countdown = page.getByRole('timer');
    await countdown.getByText(/^Consultaremos nuevamente el estado de tu pago en \d+ segundos?\.$/).waitFor();
    // Polling shows only "Reintentar pago" (decision 0018): the visitor waits for the answer or pays again.
    expect(await page.getByTestId('payment-result').getByRole('button').allInnerTexts()).toEqual(['Reintentar pago']);
    await pageShot(page, 'payments-status-pending');

    // The countdown runs out and the page checks again with the next counter; still pending.
    await page.getByText('Consulta 1 de 6', { exact: true }).waitFor({ timeout: (COUNTDOWN_SECONDS + 5) * 1000 });
    await countdown.waitFor();
    expect(checks[0]).toBe('0');
    expect(checks).toContain('1');
    expect((await purchaseOrderStatus(referenceUuid, BRAND)).records).toMatchObject({ result: false, code: 'WR12' });
    await pageShot(page, 'payments-status-pending-recheck');

    // The gateway approves the payment later: a signed confirmation in ePayco's format.
    const confirmed = await postConfirmation('sandbox', epaycoConfirmation(checkout, '1'));
    expect(confirmed).toEqual({ status: 200, body: { result: { received: true } } });

    // The next re-check finds it: the page turns to the success by itself.
    expect(await statusResult('¡Pago exitoso!')).toBe('success');
    expect(checks).toContain('2');
    expect(new URL(page.url()).pathname).toBe(`/registerPurchaseOrder/statusOrder/${referenceUuid}`);
    await pageShot(page, 'payments-status-pending-approved');
  });
});
