import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settled, waitForLoaded } from './support/antd';
import { callApi, tokenOf } from './support/api';
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

// Electronic invoicing, E2E: full-access staff register a numbering resolution in "Resoluciones de facturación";
// a visitor buys and pays online; the buyer is mailed the invoice's ZIP; finance downloads the invoice's PDF from
// "Órdenes de compra"; the gateway reverses the payment and the order shows the credit note that credits it;
// finance cancel another paid order with "Anular orden" (its reason required) and its drawer shows the credit note.

const BRAND = 'colfactura';
const BASE_PACKAGE = 'Plan Emprendedor'; // $ 350.000 IVA incluido
const TECHNICAL_KEY = 'fc8eac422eba16e22ffd8c6f94b3f40a6e38162c';

// A whole purchase, its events and the documents' signing on a shared machine: more than the default 90 s.
jest.setTimeout(300_000);

describe('electronic invoice and credit note of an order', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let checkout: SandboxCheckout;
  let buyerEmail: string;
  const transactionId = `E2E-INV-${Date.now()}`;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  async function freshContext(viewport = { width: 1440, height: 900 }): Promise<Page> {
    await context?.close();
    context = await browser.newContext({
      viewport,
      timezoneId: 'America/Bogota',
      locale: 'es-CO',
      acceptDownloads: true,
    });
    page = await context.newPage();
    return page;
  }

  it('shows a numbering resolution in "Resoluciones de facturación" without its technical key', async () => {
    // Registered through the API the screen calls (the form's validation is covered by the API's tests).
    const number = String(Date.now()).slice(-10);
    const created = await callApi<{ result: { prefix: string } }>(
      await tokenOf('superadmin'),
      'POST',
      '/license/api/invoicing/resolutions',
      {
        resolutionNumber: number,
        prefix: 'E2E',
        rangeFrom: 1,
        rangeTo: 1000,
        validFrom: '2026-01-01',
        validTo: '2030-12-31',
        technicalKey: TECHNICAL_KEY,
      },
    );
    expect(created.status).toBe(200);
    await freshContext();
    await signIn(page, 'superadmin', { redirect: '/admin/invoicing-resolutions' });
    await page.waitForURL((url) => url.pathname === '/admin/invoicing-resolutions');
    const row = page.locator('.ant-table-row').filter({ hasText: number });
    await row.waitFor({ timeout: 60_000 });
    expect(await row.innerText()).toMatch(/E2E[\s\S]*1[\s\S]*1000[\s\S]*2026-01-01[\s\S]*2030-12-31/);
    expect(await page.content()).not.toContain(TECHNICAL_KEY);
    await waitForLoaded(page);
    await screenshot(page, 'invoicing-resolutions');
  });

  it('a paid order gets its invoice: the buyer is mailed the ZIP and finance downloads the PDF', async () => {
    await freshContext();
    const buyer = naturalPerson('Valentina', 'Ospina Lara', 'valentina.ospina');
    buyerEmail = buyer.email;
    await fillPurchase(page, BRAND, BASE_PACKAGE, buyer);
    checkout = await payOnline(page, buyer.email);
    await decideInSandbox(page, 'Dejar pendiente');
    // The gateway approves the transaction (the same one it reverses below).
    expect(await postConfirmation('sandbox', epaycoConfirmation(checkout, '1', undefined, transactionId))).toMatchObject({ status: 200 });

    const mail = await waitForMail(buyerEmail, (candidate) => candidate.subject.includes('Factura electrónica'), 60_000);
    expect(mail.subject).toMatch(/^Colfactura - Factura electrónica E2E\d+$/);
    expect(mail.text).toContain(checkout.paymentReference);

    await freshContext();
    await signIn(page, 'financiero', { redirect: '/admin/purchase-orders' });
    await page.waitForURL((url) => url.pathname === '/admin/purchase-orders');
    await page.getByRole('textbox', { name: 'Referencia' }).fill(checkout.paymentReference);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: checkout.paymentReference });
    await row.getByRole('button', { name: `Ver detalle ${checkout.paymentReference}` }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `Orden de compra ${checkout.paymentReference}` });
    const invoices = drawer.getByTestId('order-invoices');
    await invoices.getByText('Generada', { exact: true }).waitFor({ timeout: 30_000 });
    const invoiceRow = invoices.locator('.ant-table-row').filter({ hasText: 'Factura' });
    const invoiceNumber = (await invoiceRow.locator('td').nth(1).innerText()).trim();
    expect(invoiceNumber).toMatch(/^E2E\d+$/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoiceRow.getByRole('button', { name: `PDF Factura ${invoiceNumber}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`factura-${invoiceNumber}.pdf`);
    const file = await download.path();
    expect(readFileSync(file!).subarray(0, 5).toString()).toBe('%PDF-');
    await settled(drawer);
    await screenshot(page, 'invoicing-order-invoice');
  });

  it('a reversal shows the credit note that credits the invoice', async () => {
    const reversal = epaycoConfirmation(checkout, '6', undefined, transactionId);
    expect(await postConfirmation('sandbox', reversal)).toMatchObject({ status: 200 });
    await page.reload();
    await page.getByRole('textbox', { name: 'Referencia' }).waitFor({ timeout: 60_000 });
    await page.getByRole('textbox', { name: 'Referencia' }).fill(checkout.paymentReference);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: checkout.paymentReference });
    await row.getByRole('button', { name: `Ver detalle ${checkout.paymentReference}` }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `Orden de compra ${checkout.paymentReference}` });
    const invoices = drawer.getByTestId('order-invoices');
    const note = invoices.locator('.ant-table-row').filter({ hasText: 'Nota crédito' });
    await note.waitFor({ timeout: 30_000 });
    await note.getByText(/^Acredita la factura E2E\d+$/).waitFor();
    await note.getByText('Generada', { exact: true }).waitFor();
    await settled(drawer);
    await screenshot(page, 'invoicing-credit-note');
  });

  it('finance cancel another paid order with "Anular orden": the reason is required, then the drawer shows the order cancelled and its credit note', async () => {
    await freshContext();
    const buyer = naturalPerson('Tomás', 'Restrepo Gil', 'tomas.restrepo');
    await fillPurchase(page, BRAND, BASE_PACKAGE, buyer);
    const paid = await payOnline(page, buyer.email);
    await decideInSandbox(page, 'Aprobar pago');
    await waitForMail(buyer.email, (candidate) => candidate.subject.includes('Factura electrónica'), 60_000);

    await freshContext();
    await signIn(page, 'financiero', { redirect: '/admin/purchase-orders' });
    await page.waitForURL((url) => url.pathname === '/admin/purchase-orders');
    await page.getByRole('textbox', { name: 'Referencia' }).fill(paid.paymentReference);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: paid.paymentReference });
    await row.getByRole('button', { name: `Ver detalle ${paid.paymentReference}` }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `Orden de compra ${paid.paymentReference}` });
    await drawer.getByTestId('order-invoices').getByText('Generada', { exact: true }).waitFor({ timeout: 30_000 });
    await drawer.getByRole('button', { name: 'Anular orden' }).click();
    const modal = page.getByRole('dialog', { name: `Anular la orden ${paid.paymentReference}` });
    await modal.waitFor();
    await modal.getByRole('button', { name: 'Anular orden' }).click();
    await modal.getByText('Debes escribir el motivo de la anulación', { exact: true }).waitFor();
    await settled(modal);
    await screenshot(page, 'invoicing-cancel-order');
    await modal.getByLabel('Motivo de la anulación').fill('El cliente desistió de la compra');
    await modal.getByRole('button', { name: 'Anular orden' }).click();
    await page.getByText('Orden anulada: sus licencias quedan suspendidas y se emite la nota crédito de su factura.').waitFor();
    await modal.waitFor({ state: 'hidden' });
    await drawer.getByText('El personal anuló esta orden', { exact: false }).waitFor({ timeout: 30_000 });
    expect(await drawer.getByRole('button', { name: 'Anular orden' }).count()).toBe(0);
    const note = drawer.getByTestId('order-invoices').locator('.ant-table-row').filter({ hasText: 'Nota crédito' });
    await note.waitFor({ timeout: 30_000 });
    await note.getByText(/^Acredita la factura E2E\d+$/).waitFor();
    await note.getByText('Motivo: Anulación de la orden de compra: El cliente desistió de la compra').waitFor();
    await drawer.locator('[data-testid="timeline-entry"][data-kind="CANCELLED"]').getByText('Orden anulada').waitFor();
    await note.scrollIntoViewIfNeeded();
    await settled(drawer);
    await screenshot(page, 'invoicing-cancelled-order');

    // On a phone the cancelled order reads the same, without the action.
    await freshContext({ width: 390, height: 844 });
    await signIn(page, 'financiero', { redirect: '/admin/purchase-orders' });
    await page.waitForURL((url) => url.pathname === '/admin/purchase-orders');
    await page.getByRole('textbox', { name: 'Referencia' }).fill(paid.paymentReference);
    await page.getByRole('button', { name: 'Buscar' }).click();
    await page
      .locator('.ant-table-row')
      .filter({ hasText: paid.paymentReference })
      .getByRole('button', { name: `Ver detalle ${paid.paymentReference}` })
      .click();
    const phoneDrawer = page.locator('.ant-drawer').filter({ hasText: `Orden de compra ${paid.paymentReference}` });
    const phoneNote = phoneDrawer.getByTestId('order-invoices').locator('.ant-table-row').filter({ hasText: 'Nota crédito' });
    await phoneNote.waitFor({ timeout: 30_000 });
    await phoneNote.scrollIntoViewIfNeeded();
    expect(await phoneDrawer.getByRole('button', { name: 'Anular orden' }).count()).toBe(0);
    await settled(phoneDrawer);
    await screenshot(page, 'invoicing-cancelled-order-390');
  });
});
