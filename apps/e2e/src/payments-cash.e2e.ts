import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { chooseOption, settled, waitForLoaded } from './support/antd';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';
import { lastMailId, waitForMail } from './support/mailbox';
import { fillPurchase, naturalPerson, pngFile, UUID } from './support/payments';
import { noticeShown, pageShot, purchaseOrderStatus, verifyEmail } from './support/storefront';
import type { CustomerData } from './support/storefront';

// E2E: cash payments (storefront.md §2 Purchase summary page, §4 File upload; backoffice-catalogue.md
// §2.3, §5, §8). A buyer attaches the proof of a cash order from "Resumen de compra"; a LICFINANCIERO user finds
// it in "Pagos en efectivo", looks at the proof and approves it; another cash order is rejected with a reason;
// "Órdenes de compra" tells the approved order's history.

const BRAND = 'colfactura';
const BASE_PACKAGE = 'Plan Emprendedor'; // COLFAC-EMPRENDEDOR, $ 350.000 IVA incluido
const PROOF_NAME = 'comprobante-consignacion.png';
const REJECT_REASON = 'Valor no coincide';

interface CashOrder {
  referenceUuid: string;
  paymentReference: string;
  buyer: CustomerData;
}

/** The active tab of "Pagos en efectivo" (the three stay rendered). */
const activeTab = (page: Page): Locator => page.locator('.ant-tabs-tabpane-active');

describe('payments cash: proof upload, staff approval and rejection', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let approved: CashOrder;
  let rejected: CashOrder;

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

  /** A new visitor orders the base package paying cash (as in storefront-purchase) and reaches /summaryorder/{uuid}. */
  async function orderCash(buyer: CustomerData): Promise<CashOrder> {
    await freshContext();
    await fillPurchase(page, BRAND, BASE_PACKAGE, buyer);
    await page.getByRole('button', { name: 'Pago en efectivo' }).click();
    await verifyEmail(page, buyer.email);
    const cashModal = page.locator('.ant-modal').filter({ has: page.getByRole('button', { name: 'Enviar orden' }) });
    await settled(cashModal);
    const beforeOrder = await lastMailId(buyer.email);
    await cashModal.getByRole('button', { name: 'Enviar orden' }).click();
    const sent = page.locator('.ant-modal').filter({ hasText: 'Se ha enviado la orden de pedido a tu correo electrónico' });
    await sent.waitFor();
    await settled(sent);
    await sent.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/summaryorder/'));
    const referenceUuid = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    expect(referenceUuid).toMatch(UUID);
    const mail = await waitForMail(
      buyer.email,
      (candidate) => candidate.id > beforeOrder && candidate.subject.startsWith('Orden de pedido '),
    );
    return { referenceUuid, paymentReference: mail.subject.slice('Orden de pedido '.length).trim(), buyer };
  }

  /** Looks an order up in the active tab with the search box and "Filtrar"; gives its row. */
  async function findInTab(tab: string, reference: string): Promise<Locator> {
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const pane = activeTab(page);
    await pane.getByRole('textbox', { name: 'Buscar' }).fill(reference);
    await pane.getByRole('button', { name: 'Filtrar' }).click();
    const row = pane.locator('.ant-table-row').filter({ hasText: reference });
    await row.waitFor();
    await waitForLoaded(page);
    return row;
  }

  it('attaches the proof of a cash order from "Resumen de compra"', async () => {
    approved = await orderCash(naturalPerson('Daniela', 'Villa Correa', 'daniela.villa'));
    expect((await purchaseOrderStatus(approved.referenceUuid, BRAND)).records).toMatchObject({ result: false, code: 'WR12' });

    await page.getByRole('heading', { name: 'Resumen de compra' }).waitFor();
    const products = page.getByTestId('summary-products');
    await products.getByRole('cell', { name: BASE_PACKAGE, exact: true }).waitFor();
    const totals = page.getByTestId('summary-totals');
    await totals.getByText('$ 350.000', { exact: true }).waitFor();
    await pageShot(page, 'payments-summary');

    // A PDF whose link runs JavaScript, hidden in an ASCIIHex-encoded object stream: refused with the field's
    // message of storefront.md §5 (decision 0046), not a generic one.
    const hostile = path.join(mkdtempSync(path.join(tmpdir(), 'lic-e2e-')), 'comprobante.pdf');
    const hidden = Buffer.from('3 0 << /Type /Annot /A << /S /JavaScript /JS (app.alert(1)) >> >>').toString('hex').toUpperCase() + '>';
    writeFileSync(
      hostile,
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n' +
        `5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /AHx /Length ${hidden.length} >>\nstream\n${hidden}\nendstream\nendobj\n` +
        'trailer << /Root 1 0 R >>\n%%EOF\n',
    );
    const hostileChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Adjuntar Comprobante' }).click();
    await (await hostileChooser).setFiles(hostile);
    const refused = page.locator('.ant-modal').filter({ hasText: '¡Lo sentimos!' });
    await refused.getByText('No se ha podido cargar el comprobante de pago. Por favor intente nuevamente.').waitFor();
    await refused.getByText('Debe cargar un archivo valido (.jpg, .jpeg, png, pdf).').waitFor();
    await settled(refused);
    await pageShot(page, 'payments-summary-proof-refused');
    await refused.getByRole('button', { name: 'Aceptar' }).click();
    await refused.waitFor({ state: 'hidden' });

    const proof = pngFile(PROOF_NAME, [46, 125, 50]);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Adjuntar Comprobante' }).click();
    await (await chooser).setFiles(proof);
    await page.getByRole('progressbar').first().waitFor(); // the simulated progress
    const done = page.locator('.ant-modal').filter({ hasText: '¡Se ha adjuntado el comprobante!' });
    await done.getByText('Debes esperar a que sea validado y aprobado. Te notificaremos por correo electrónico.').waitFor();
    await settled(done);
    await pageShot(page, 'payments-summary-proof-attached');

    // Back on the summary, the stored proof shows by its name and opens through the summary's signed link
    // (the order's reference alone no longer opens it: decision 0013).
    await page.reload();
    const stored = page.getByRole('group', { name: 'Adjuntar Comprobante' }).getByRole('button', { name: PROOF_NAME });
    await stored.waitFor();
    const download = page.waitForEvent('download');
    await stored.click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(PROOF_NAME);
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'lic-e2e-')), PROOF_NAME);
    await file.saveAs(saved);
    // Stored re-encoded, its pixels only (decision 0046): other bytes, the same image.
    expect(await sharp(readFileSync(saved)).raw().toBuffer()).toEqual(await sharp(readFileSync(proof)).raw().toBuffer());
    const anonymous = await fetch(brandUrl(null, '/license/api/purchaseorderlicense/getpaymentsupport'), {
      headers: { ReferenceUuid: approved.referenceUuid, SupportType: 'PAYMENT_SUPPORT' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('a second cash order waits without a proof', async () => {
    rejected = await orderCash(naturalPerson('Julián', 'Cárdenas Toro', 'julian.cardenas'));
    await page.getByTestId('summary-products').getByRole('cell', { name: BASE_PACKAGE, exact: true }).waitFor();
  });

  it('a LICFINANCIERO user views the proof and approves the payment', async () => {
    await freshContext();
    await signIn(page, 'financiero', { redirect: '/admin/payments' });
    await page.waitForURL((url) => url.pathname === '/admin/payments');
    await page.getByRole('tab', { name: 'Pagos por aprobar', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Pagos aprobados' }).waitFor();
    await page.getByRole('tab', { name: 'Pagos rechazados' }).waitFor();

    const row = await findInTab('Pagos por aprobar', approved.paymentReference);
    await row.getByText(`${approved.buyer.firstName} ${approved.buyer.lastName}`, { exact: true }).waitFor();
    await row.getByText('$ 350.000', { exact: true }).waitFor();
    await screenshot(page, 'payments-backoffice-pending');

    await row.getByRole('button', { name: 'Ver comprobante de pago' }).click();
    const viewer = page.getByRole('dialog', { name: `Comprobante de pago - ${approved.paymentReference}` });
    await viewer.getByTestId('proof-image').locator('img').waitFor();
    await viewer.getByText(PROOF_NAME, { exact: true }).waitFor();
    expect(
      await viewer
        .getByTestId('proof-image')
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    ).toBe(48);
    await settled(viewer);
    await screenshot(page, 'payments-backoffice-proof');
    await viewer.getByRole('button', { name: 'Aceptar' }).click();
    await viewer.waitFor({ state: 'hidden' });

    const customerMail = await lastMailId(approved.buyer.email);
    await row.getByRole('button', { name: 'Aprobar' }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar' });
    await confirm.getByText(`¿Está seguro de aprobar el pago de la orden ${approved.paymentReference}?`).waitFor();
    await settled(confirm);
    await confirm.getByRole('button', { name: 'Aceptar' }).click();
    await noticeShown(page, 'Se ha aprobado el pago satisfactoriamente');
    // The pending list reloaded without it.
    await activeTab(page).locator('.ant-table-row').filter({ hasText: approved.paymentReference }).waitFor({ state: 'detached' });

    const approvedRow = await findInTab('Pagos aprobados', approved.paymentReference);
    expect(await approvedRow.getByRole('button', { name: 'Aprobar' }).count()).toBe(0);
    await screenshot(page, 'payments-backoffice-approved');

    expect((await purchaseOrderStatus(approved.referenceUuid, BRAND)).records).toMatchObject({ result: true, code: 'OK12' });
    await waitForMail(approved.buyer.email, (mail) => mail.id > customerMail && mail.subject.endsWith(' - Tu pago ha sido aprobado'));
  });

  it('rejects the other cash payment with a reason; it shows under "Pagos rechazados"', async () => {
    const row = await findInTab('Pagos por aprobar', rejected.paymentReference);
    // Nothing uploaded: the proof cannot be opened.
    expect(await row.getByRole('button', { name: 'Ver comprobante de pago' }).isDisabled()).toBe(true);

    const customerMail = await lastMailId(rejected.buyer.email);
    await row.getByRole('button', { name: 'Rechazar' }).click();
    const dialog = page.getByRole('dialog', { name: `Rechazar el pago de la orden ${rejected.paymentReference}` });
    await settled(dialog);
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await dialog.getByText('Debes seleccionar un motivo de rechazo', { exact: true }).waitFor();
    await screenshot(page, 'payments-backoffice-reject');
    await chooseOption(page, dialog.getByLabel('Motivo de rechazo'), REJECT_REASON);
    await dialog.getByRole('button', { name: 'Rechazar' }).click();
    await noticeShown(page, 'El pago ha sido rechazado satisfactoriamente.');
    await dialog.waitFor({ state: 'hidden' });

    const rejectedRow = await findInTab('Pagos rechazados', rejected.paymentReference);
    await rejectedRow.getByRole('button', { name: 'Ver detalle' }).click();
    const detail = page.getByRole('dialog', { name: `Motivo de rechazo de la orden ${rejected.paymentReference}` });
    expect(await detail.getByTestId('reject-reason').innerText()).toBe(REJECT_REASON);
    await settled(detail);
    await screenshot(page, 'payments-backoffice-rejected');
    await detail.getByRole('button', { name: 'Aceptar' }).click();

    expect((await purchaseOrderStatus(rejected.referenceUuid, BRAND)).records).toMatchObject({ result: false, code: 'ER12' });
    const mail = await waitForMail(
      rejected.buyer.email,
      (candidate) => candidate.id > customerMail && candidate.subject.endsWith(' - Tu pago ha sido rechazado'),
    );
    expect(mail.text).toContain(`Motivo del rechazo: ${REJECT_REASON}`);
  });

  it('"Órdenes de compra" shows the approved order with the approval in its timeline', async () => {
    await page.locator('.ant-menu-item').filter({ hasText: 'Órdenes de compra' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/purchase-orders');
    await page.getByRole('textbox', { name: 'Referencia' }).fill(approved.paymentReference);
    await page.getByRole('button', { name: 'Buscar' }).click();
    const row = page.locator('.ant-table-row').filter({ hasText: approved.paymentReference });
    await row.getByText('Aprobada', { exact: true }).waitFor();
    await waitForLoaded(page);
    expect(await page.locator('.ant-table-row').count()).toBe(1);

    await row.getByRole('button', { name: `Ver detalle ${approved.paymentReference}` }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: `Orden de compra ${approved.paymentReference}` });
    const entries = drawer.getByTestId('timeline-entry');
    await entries.first().waitFor();
    const kinds = await entries.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-kind')));
    // Registered, then the proof, then the approval, in that order.
    expect(kinds.indexOf('REGISTERED')).toBe(0);
    expect(kinds.indexOf('PROOF_UPLOADED')).toBeGreaterThan(0);
    expect(kinds.indexOf('APPROVED')).toBeGreaterThan(kinds.indexOf('PROOF_UPLOADED'));
    const approval = drawer.locator('[data-testid="timeline-entry"][data-kind="APPROVED"]');
    await approval.getByText('Pago aprobado', { exact: true }).waitFor();
    expect(await approval.innerText()).toContain('financiero');
    const proof = drawer.locator('[data-testid="timeline-entry"][data-kind="PROOF_UPLOADED"]');
    expect(await proof.innerText()).toContain(PROOF_NAME);
    expect(kinds).toContain('EMAIL_SENT');
    await drawer.getByText('Aprobada', { exact: true }).first().waitFor();
    await settled(drawer);
    // The whole drawer, timeline included, without the notifications of the decisions over it.
    await page
      .locator('.ant-notification-notice-close')
      .evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
    await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1440, height: 2400 });
    await settled(drawer);
    await screenshot(page, 'payments-backoffice-order-drawer');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
