import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
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

// Electronic invoicing, E2E: full-access staff register a numbering resolution in "Resoluciones de facturación";
// a visitor buys and pays online; the buyer is mailed the invoice's ZIP; finance downloads the invoice's PDF from
// "Órdenes de compra"; the gateway reverses the payment and the order shows the credit note that credits it.

const BRAND = 'colfactura';
const BASE_PACKAGE = 'Plan Emprendedor'; // $ 350.000 IVA incluido

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

  async function freshContext(): Promise<Page> {
    await context?.close();
    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      timezoneId: 'America/Bogota',
      locale: 'es-CO',
      acceptDownloads: true,
    });
    page = await context.newPage();
    return page;
  }

  it('registers a numbering resolution; its technical key is not shown again', async () => {
    await freshContext();
    await signIn(page, 'superadmin', { redirect: '/admin/invoicing-resolutions' });
    await page.waitForURL((url) => url.pathname === '/admin/invoicing-resolutions');
    await page.getByRole('button', { name: 'Nueva resolución' }).click();
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Nueva resolución' });
    const number = String(Date.now()).slice(-10);
    await dialog.getByLabel('Número de resolución').fill(number);
    await dialog.getByLabel('Prefijo').fill('E2E');
    await dialog.getByLabel('Desde el número').fill('1');
    await dialog.getByLabel('Hasta el número').fill('1000');
    await dialog.getByLabel('Vigente desde').fill('2026-01-01');
    await dialog.getByLabel('Vigente desde').press('Enter');
    await dialog.getByLabel('Vigente hasta').fill('2030-12-31');
    await dialog.getByLabel('Vigente hasta').press('Enter');
    await dialog.getByLabel('Clave técnica').fill('fc8eac422eba16e22ffd8c6f94b3f40a6e38162c');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Resolución registrada. Las facturas en espera se numeran con ella.').waitFor();
    const row = page.locator('.ant-table-row').filter({ hasText: number });
    await row.waitFor();
    expect(await page.content()).not.toContain('fc8eac422eba16e22ffd8c6f94b3f40a6e38162c');
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
});
