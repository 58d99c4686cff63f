import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { settled } from './support/antd';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';
import { decideInSandbox, sandboxCheckout, UUID, type SandboxCheckout } from './support/payments';
import {
  openMyPlan,
  planFeatureCard,
  planFigures,
  planTableRows,
  recordPaymentReversal,
  reportConsumption,
  uniqueEventId,
  waitForPlanFigures,
  type PlanFigures,
} from './support/licensing';
import { addToCart, cartModal, closeCart, pageShot, purchaseOrderStatus, verifyEmail } from './support/storefront';

// E2E: the demo customer pays online through the sandbox and sees the licence on "Mis planes adquiridos"
// (storefront.md §2 My plan); consumption reported by the app through the API moves the balance (design.md §5).
// Decision 0009: the gateway reverses that payment; the package is "Suspendida" on "Mis planes adquiridos" and in
// "Licencias y consumos", and its balance is no longer consumed.

const BRAND = 'colfactura';
const CUSTOMER_USER = 'cliente'; // Comercializadora Andina S.A.S., NIT 900123456
const CUSTOMER = { documentType: 4, documentNumber: '900123456', email: 'compras@comercializadoraandina.com.co' };
const FEATURE = 'COLFACTURA_DOCUMENTO'; // the "Documentos" card
const BASE_PACKAGE = 'Plan Pyme'; // COLFAC-PYME, 500 documentos (demo plan of the customer)
const COMPLEMENTARY_PACKAGE = '100 documentos adicionales'; // COLFAC-DOC-ADIC-100
const ADDED_DOCUMENTS = 100;

/** Polls a condition of the page (a form filled from the server a moment after it shows). */
async function waitUntil(condition: () => Promise<boolean>, timeoutMs = 10000): Promise<void> {
  const started = Date.now();
  while (!(await condition())) {
    if (Date.now() - started > timeoutMs) throw new Error('La condición esperada no se cumplió a tiempo');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('licensing my plan: a paid package shows on "Mis planes adquiridos" and consumption moves it', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  /**
   * "Pago en línea" up to the sandbox's checkout. The e-mail check comes once: an address verified by an earlier
   * purchase goes straight to the gateway.
   */
  async function payOnlineSignedIn(): Promise<SandboxCheckout> {
    const dialog = page.locator('.ant-modal').filter({ hasText: 'Solo falta una comprobación más!' });
    const atGateway = (url: URL) => url.pathname.startsWith('/payment/sandbox/');
    await page.getByRole('button', { name: 'Pago en línea' }).click();
    await Promise.race([dialog.waitFor({ timeout: 20000 }), page.waitForURL(atGateway, { timeout: 20000 })]).catch(() => undefined);
    if (await dialog.isVisible()) await verifyEmail(page, CUSTOMER.email);
    await page.waitForURL(atGateway, { timeout: 20000 });
    await page.getByRole('heading', { name: 'Pasarela de pagos de prueba', exact: true }).waitFor();
    return sandboxCheckout(page);
  }

  /** The signed-in customer puts the packages in the cart, "Continuar", and pays online; the sandbox approves. */
  async function buyOnline(packages: string[]): Promise<string> {
    await page.goto(brandUrl(BRAND, '/'));
    await page.getByTestId('home-catalogue').waitFor();
    const cart = cartModal(page);
    for (const [index, name] of packages.entries()) {
      if (index > 0) await closeCart(page);
      await addToCart(page, name);
      await cart.getByText(name, { exact: true }).first().waitFor();
    }
    await settled(cart);
    await cart.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/registerPurchaseOrder');
    await page.getByRole('heading', { name: 'Proceso de facturación y activación', exact: true }).waitFor();
    // A signed-in customer's licence data are its company's, locked.
    await page
      .getByText('Estos son los datos registrados de tu cuenta. Si necesitas modificarlos, contáctanos.', { exact: true })
      .waitFor();
    const legalName = page.getByTestId('service-section').getByLabel('Razón social', { exact: true });
    await waitUntil(async () => (await legalName.inputValue()) === 'Comercializadora Andina S.A.S.');
    expect(await legalName.isDisabled()).toBe(true);
    await page.getByRole('checkbox', { name: /Acepto la Política de Tratamiento de Datos Personales/ }).check();

    const checkout = await payOnlineSignedIn();
    expect(checkout.paymentId).toMatch(UUID);
    for (const name of packages) await page.getByRole('cell', { name, exact: true }).waitFor();
    await pageShot(page, `licensing-my-plan-checkout-${packages.length}`);
    const referenceUuid = await decideInSandbox(page, 'Aprobar pago');
    await page.getByRole('heading', { name: '¡Pago exitoso!', exact: true }).waitFor({ timeout: 20000 });
    await pageShot(page, `licensing-my-plan-paid-${packages.length}`);
    const status = (await purchaseOrderStatus(referenceUuid, BRAND)).records;
    expect(status.result).toBe(true);
    expect(['OK12', 'OK16']).toContain(status.code);
    return referenceUuid;
  }

  let before: PlanFigures;
  let boughtOrder: string;

  it('shows the demo customer its plan, the feature cards and both tables', async () => {
    await signIn(page, CUSTOMER_USER, { brand: BRAND, redirect: '/myplan' });
    await page.waitForURL((url) => url.pathname === '/myplan');
    const card = await openMyPlan(page, BRAND, FEATURE);
    await card.getByRole('heading', { name: 'Documentos', exact: true }).waitFor();
    await card.getByRole('button', { name: 'Comprar más' }).waitFor();
    before = await planFigures(card);
    // Demo data: Plan Pyme (500) + 100 documentos adicionales, 522 used.
    expect(before.total).toBe(before.used + before.available);
    expect(before.total).toBeGreaterThanOrEqual(600);

    const plan = page.getByTestId('purchased-plan').filter({ has: card });
    await plan.getByRole('heading', { name: 'Colfactura', exact: true }).waitFor();
    await plan.getByText(BASE_PACKAGE, { exact: true }).first().waitFor();
    expect((await planTableRows(page, 'Planes base')).map((row) => row[0])).toContain(BASE_PACKAGE);
    expect((await planTableRows(page, 'Paquetes complementarios')).map((row) => row[0])).toContain(COMPLEMENTARY_PACKAGE);
    await pageShot(page, 'licensing-my-plan');
  });

  it('buys "100 documentos adicionales" on top of its base plan, pays in the sandbox and sees the new row and total', async () => {
    const complementaryBefore = (await planTableRows(page, 'Paquetes complementarios')).filter((row) => row[0] === COMPLEMENTARY_PACKAGE);
    // Its base plan comes from licensing (demo data, no order): the storefront lets a complementary package go alone.
    boughtOrder = await buyOnline([COMPLEMENTARY_PACKAGE]);

    const after = await waitForPlanFigures(page, BRAND, FEATURE, (figures) => figures.total !== before.total);
    expect(after).toEqual({ total: before.total + ADDED_DOCUMENTS, available: before.available + ADDED_DOCUMENTS, used: before.used });
    const complementary = (await planTableRows(page, 'Paquetes complementarios')).filter((row) => row[0] === COMPLEMENTARY_PACKAGE);
    expect(complementary).toHaveLength(complementaryBefore.length + 1);
    // The new package starts today (Bogotá) and runs a year.
    const today = new Intl.DateTimeFormat('es-CO', {
      timeZone: 'America/Bogota',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).format(new Date());
    expect(complementary.map((row) => row[1])).toContain(today);
    await pageShot(page, 'licensing-my-plan-after-purchase');
    before = after;
  });

  it('moves "Usado" and "Disponible" when the app reports consumption, once per eventId', async () => {
    const eventId = uniqueEventId('e2e-my-plan');
    const event = {
      appName: BRAND,
      documentType: CUSTOMER.documentType,
      documentNumber: CUSTOMER.documentNumber,
      featureCode: FEATURE,
      quantity: 37,
      eventId,
    };
    const reported = await reportConsumption(event);
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ eventId, outcome: 'ACCEPTED' });

    await page.reload();
    const card = planFeatureCard(page, FEATURE);
    await card.getByTestId('figure-Total').waitFor();
    const after = await planFigures(card);
    expect(after).toEqual({ total: before.total, available: before.available - 37, used: before.used + 37 });
    await pageShot(page, 'licensing-my-plan-consumed');

    // The app sends the same event again (a retry): it is not counted twice.
    const repeated = await reportConsumption(event);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toMatchObject({ eventId, outcome: 'DUPLICATE' });
    const again = await planFigures(await openMyPlan(page, BRAND, FEATURE));
    expect(again).toEqual(after);
  });

  it('shows the package as "Suspendida" once its payment is reversed, and the app no longer consumes it', async () => {
    const complementary = () => planTableRows(page, 'Paquetes complementarios');
    const inForce = (await complementary()).filter((row) => row[0] === COMPLEMENTARY_PACKAGE && !row.includes('Suspendida'));
    await recordPaymentReversal(boughtOrder);

    const after = await waitForPlanFigures(page, BRAND, FEATURE, (figures) => figures.total === before.total - ADDED_DOCUMENTS);
    expect(after.total).toBe(after.used + after.available);
    const alert = page.getByTestId('plan-suspension');
    await alert.waitFor();
    expect(await alert.innerText()).toContain(`Plan suspendido: ${COMPLEMENTARY_PACKAGE}`);
    expect(await alert.innerText()).toContain('El pago de la compra de este plan fue reversado por la entidad financiera');
    const rows = await complementary();
    expect(rows.filter((row) => row[0] === COMPLEMENTARY_PACKAGE && row.includes('Suspendida'))).toHaveLength(1);
    expect(rows.filter((row) => row[0] === COMPLEMENTARY_PACKAGE && !row.includes('Suspendida'))).toHaveLength(inForce.length - 1);
    // The base plan is still in force: no "Suspendida" beside its name.
    expect(await page.getByTestId('plan-suspended').count()).toBe(0);
    await pageShot(page, 'licensing-my-plan-suspended');

    // The other plans are still consumed.
    const consumed = await reportConsumption({
      appName: BRAND,
      documentType: CUSTOMER.documentType,
      documentNumber: CUSTOMER.documentNumber,
      featureCode: FEATURE,
      quantity: 1,
    });
    expect(consumed.status).toBe(200);
    expect(consumed.body).toMatchObject({ outcome: 'ACCEPTED', available: after.available - 1 });

    // Staff see it in "Licencias y consumos".
    const staff = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    try {
      const admin = await staff.newPage();
      await signIn(admin, 'financiero', { redirect: '/admin/licenses' });
      await admin.waitForURL((url) => url.pathname === '/admin/licenses');
      const search = admin.getByRole('searchbox', { name: 'Buscar' });
      await search.fill(CUSTOMER.documentNumber);
      await search.press('Tab');
      await admin.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
      await admin.getByRole('button', { name: 'Ver licencias Comercializadora Andina S.A.S.', exact: true }).click();
      const block = admin
        .getByRole('dialog', { name: 'Detalle de licencias' })
        .getByTestId('service-license')
        .filter({ hasText: 'COLFACTURA' });
      const notice = block.getByTestId('suspended-plans');
      await notice.waitFor();
      expect(await notice.innerText()).toContain(`Planes suspendidos: ${COMPLEMENTARY_PACKAGE}`);
      const suspendedRow = block.locator('.ant-table-row').filter({ hasText: COMPLEMENTARY_PACKAGE }).filter({ hasText: 'Suspendida' });
      expect(await suspendedRow.count()).toBe(1);
      // The reason shows under "Suspendida"; its tooltip says since when.
      await suspendedRow.getByText('Pago reversado por la pasarela de pagos: Reversada').waitFor();
      await suspendedRow.getByText('Suspendida', { exact: true }).hover();
      await admin.getByRole('tooltip').filter({ hasText: 'Suspendida desde' }).waitFor();
      await screenshot(admin, 'licensing-backoffice-suspended');
    } finally {
      await staff.close();
    }
  });
});
