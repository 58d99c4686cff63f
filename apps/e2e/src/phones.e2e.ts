import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { brandUrl, launchBrowser, signIn } from './support/browser';
import { decideInSandbox, naturalPerson, payOnline } from './support/payments';
import { acceptTerms, addToCart, closeCart, fillCustomer, openedCart, pageShot } from './support/storefront';
import {
  brokenWords,
  DESKTOP,
  expectFitsWidth,
  expectInsideViewport,
  measuredWidths,
  newStorefrontContext,
  PHONE,
} from './support/viewport';

// Phones (decision 0016): the main customer flows at 390 px (a phone) and at 1440 px: every storefront page fits its
// viewport with no sideways scrolling, the cart shows each line's discount, IVA, subtotal and delete button, and
// package names wrap between words.

const BRAND = 'colfactura';
const BASE_PACKAGE = 'Plan Emprendedor'; // COLFAC-EMPRENDEDOR
const COMPLEMENTARY_PACKAGE = '100 documentos adicionales'; // COLFAC-DOC-ADIC-100
const CUSTOMER_USER = 'cliente'; // María Fernanda López Cárdenas, Comercializadora Andina S.A.S.

describe.each([
  ['390', PHONE],
  ['1440', DESKTOP],
] as [string, BrowserContextOptions][])('the storefront at %s px', (width, device) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const shot = (name: string) => pageShot(page, `phones-${width}-${name}`);

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    console.log([...measuredWidths].map(([where, measured]) => `${where}: ${measured} px`).join('\n'));
  });

  async function freshContext(): Promise<void> {
    await context?.close();
    context = await newStorefrontContext(browser, device);
    page = await context.newPage();
  }

  it('a visitor sees the home, fills the cart, the purchase form, pays online and reads the status page', async () => {
    await freshContext();
    await page.goto(brandUrl(BRAND, '/'));
    await page.getByTestId('home-catalogue').waitFor();
    await expectFitsWidth(page, 'home');
    await shot('home');

    await addToCart(page, BASE_PACKAGE);
    await closeCart(page);
    await addToCart(page, COMPLEMENTARY_PACKAGE);
    const cart = await openedCart(page);
    await cart.getByText(COMPLEMENTARY_PACKAGE, { exact: true }).waitFor();
    await expectFitsWidth(page, 'cart');
    await expectInsideViewport(cart.locator('.ant-modal-content'), 'cart');
    for (const name of [BASE_PACKAGE, COMPLEMENTARY_PACKAGE]) {
      const line = cart.getByTestId('cart-line').filter({ has: page.getByText(name, { exact: true }) });
      // A phone stacks each line's figures under its name; a desktop has them as columns.
      const labels = device === PHONE ? line : cart.locator('thead');
      for (const label of ['Descuento', 'IVA', 'Subtotal']) {
        await expectInsideViewport(labels.getByText(label, { exact: true }), `cart ${label} ${name}`);
      }
      await expectInsideViewport(line.getByRole('button', { name: `Eliminar ${name}` }), `cart delete ${name}`);
      expect(await brokenWords(line.getByText(name, { exact: true }))).toEqual([]);
    }
    await expectInsideViewport(cart.getByRole('button', { name: 'Continuar' }), 'cart Continuar');
    await shot('cart');

    await cart.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/registerPurchaseOrder');
    await page.getByRole('heading', { name: 'Proceso de facturación y activación', exact: true }).waitFor();
    const buyer = naturalPerson('Isabella', 'Zuluaga Echeverri', `phones.${width}`);
    await fillCustomer(page, page.getByTestId('service-section'), buyer);
    await acceptTerms(page);
    await expectFitsWidth(page, 'purchase form');
    await shot('purchase-form');

    await payOnline(page, buyer.email);
    await expectFitsWidth(page, 'sandbox checkout');
    const referenceUuid = await decideInSandbox(page, 'Aprobar pago');
    await page.getByRole('heading', { name: '¡Pago exitoso!', exact: true }).waitFor({ timeout: 20000 });
    await expectFitsWidth(page, 'status page');
    await shot('status');

    await page.goto(brandUrl(BRAND, `/summaryorder/${referenceUuid}`));
    await page.getByTestId('summary-totals').waitFor();
    await expectFitsWidth(page, 'purchase summary');
    await expectInsideViewport(page.getByTestId('summary-products').getByText('Subtotal', { exact: true }).first(), 'summary Subtotal');
    await shot('summary');
  });

  it('the demo customer signs in and reads "Mis planes adquiridos" and "Productos adquiridos"', async () => {
    await freshContext();
    await page.goto(brandUrl(BRAND, '/login'));
    await page.getByLabel('Usuario').waitFor();
    await expectFitsWidth(page, 'login');
    await signIn(page, CUSTOMER_USER, { brand: BRAND, redirect: '/myplan' });
    await page.waitForURL((url) => url.pathname === '/myplan');
    await page.getByRole('heading', { name: 'Mis planes adquiridos', exact: true }).waitFor();
    await page.getByTestId('purchased-plan').first().waitFor();
    await expectFitsWidth(page, 'my plan');
    await expectInsideViewport(page.getByTestId('user-menu'), 'user menu');
    await shot('my-plan');

    await page.goto(brandUrl(BRAND, '/dashboard'));
    await page.getByRole('heading', { name: 'Productos adquiridos', exact: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectFitsWidth(page, 'dashboard');
    await shot('dashboard');
  });
});
