import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { settled, waitForLoaded } from './support/antd';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';
import { lastMailId, uniqueEmail, waitForMail } from './support/mailbox';
import {
  acceptTerms,
  addToCart,
  cartModal,
  cataloguePackage,
  closeCart,
  expectWarning,
  fillCustomer,
  noticeShown,
  openCart,
  pageShot,
  purchaseOrderStatus,
  verifyEmail,
} from './support/storefront';

// E2E: an anonymous visitor buys with cash on colfactura with a promo code, activates a free
// firmaya plan, and meets the cart and purchase warnings (storefront.md §2, §4, §5, §8).
// Whole pesos: 2 × the 120.000 package is exactly $ 240.000 in the cart, the form and the summary (decision 0010).

const BASE_PACKAGE = 'Plan Pyme'; // COLFAC-PYME, $ 890.000
const COMPLEMENTARY_PACKAGE = '100 documentos adicionales'; // COLFAC-DOC-ADIC-100, $ 120.000
const FREE_BASE_PACKAGE = 'Plan Gratuito'; // COLFAC-GRATIS
const PROMO_CODE = 'BIENVENIDA10'; // 10 % before IVA on COLFAC-EMPRENDEDOR and COLFAC-PYME

// A company the demo data does not know, so no legal name is looked up for it.
const COMPANY_NIT = '902468135';
const COMPANY_NIT_DV = '7'; // nitCheckDigit('902468135'), libs/shared/rules

const FREE_COMPLEMENTARY = { code: 'COLFAC-E2E-SOPORTE', name: 'Soporte de bienvenida E2E' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface ServiceRecord {
  id: number;
  serviceName: string;
}
interface ChannelRecord {
  channelId: number;
  channelType: string;
}
type Records<T> = { result: { records: T[] } };

/** A free complementary colfactura package, the second free package the one-free-package rule needs. */
async function createFreeComplementaryPackage(): Promise<void> {
  const token = await tokenOf('superadmin');
  const services = await callApi<Records<ServiceRecord>>(token, 'GET', '/license/api/service/GetAllServices');
  const channels = await callApi<Records<ChannelRecord>>(token, 'GET', '/license/api/Package/GetAllChannel');
  const colfactura = services.body.result.records.find((service) => service.serviceName === 'COLFACTURA');
  const web = channels.body.result.records.find((channel) => channel.channelType === 'Web');
  const count = await callApi<{ result: { count: number } }>(token, 'GET', '/license/api/Package/GetCountPackagesByType/3/3');
  const saved = await callApi<{ result: unknown }>(token, 'POST', '/license/api/Package/SavePackage', {
    Id: 0,
    PackageCode: FREE_COMPLEMENTARY.code,
    PackageTypeId: 3,
    PackageName: FREE_COMPLEMENTARY.name,
    PackageDescription: 'Una sesión de soporte de bienvenida sin costo.',
    PackagePrice: 0,
    TaxIva: 19,
    ValidityPeriod: 1,
    ValidityTypeId: 'M',
    Relevance: 3,
    Order: count.body.result.count + 1,
    ApplyOffer: false,
    PublicVisibility: true,
    PackageServiceIdList: [colfactura?.id],
    PackageChannelIdList: [web?.channelId],
    Idstate: 0,
  });
  if (saved.status !== 200) throw new Error(`SavePackage respondió ${saved.status}: ${JSON.stringify(saved.body)}`);
  await cataloguePackage('colfactura', FREE_COMPLEMENTARY.code);
}

describe('storefront purchase: cash order with a promo code, free plan activation and cart warnings', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Every journey starts as a new anonymous visitor: an empty cart in a fresh browser context. */
  async function freshVisitor(): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
    return page;
  }

  async function openHome(brand: string): Promise<void> {
    await page.goto(brandUrl(brand, '/'));
    await page.getByTestId('home-catalogue').waitFor();
  }

  it('buys a base and 2 × a complementary package with BIENVENIDA10, paying cash as a legal person', async () => {
    await freshVisitor();
    const email = uniqueEmail('compras.andes');
    await openHome('colfactura');
    await pageShot(page, 'storefront-home-colfactura');

    await addToCart(page, BASE_PACKAGE);
    const cart = cartModal(page);
    // One item: the modal takes the package's name as its title.
    await cart.locator('.ant-modal-title').getByText(BASE_PACKAGE, { exact: true }).waitFor();
    await closeCart(page);

    await addToCart(page, COMPLEMENTARY_PACKAGE);
    await cart.locator('.ant-modal-title').getByText('Carrito de compras', { exact: true }).waitFor();
    await cart.getByText(BASE_PACKAGE, { exact: true }).waitFor();
    await cart.getByText(COMPLEMENTARY_PACKAGE, { exact: true }).waitFor();
    const total = cart.getByTestId('cart-total');
    expect(await total.innerText()).toBe('$ 1.010.000');
    // Two of the 120.000 package: exactly $ 240.000, not $ 240.000,01 (decision 0010).
    await cart.getByRole('spinbutton', { name: `Cantidad ${COMPLEMENTARY_PACKAGE}` }).fill('2');
    await cart.getByTestId('cart-total').getByText('$ 1.130.000', { exact: true }).waitFor();
    const complementaryRow = cart.locator('tr').filter({ hasText: COMPLEMENTARY_PACKAGE });
    await complementaryRow.getByText('$ 240.000', { exact: true }).waitFor();
    expect(await complementaryRow.innerText()).not.toMatch(/240\.000,/);
    await cart.getByText('Impuesto incluido', { exact: true }).waitFor();
    await cart.getByText('*El valor del descuento aplica antes de IVA.', { exact: true }).waitFor();

    const apply = cart.getByRole('button', { name: 'Aplicar' });
    expect(await apply.isDisabled()).toBe(true);
    await settled(cart);
    await cart.getByLabel('Código promocional').fill(PROMO_CODE);
    await apply.click();
    await expectWarning(page, 'El código promocional ha sido aplicado a su compra.');
    // 10 % of the Plan Pyme before IVA: $ 890.000 → $ 801.000; the complementary packages keep their price.
    await cart.getByTestId('cart-total').getByText('$ 1.041.000', { exact: true }).waitFor();
    await complementaryRow.getByText('$ 240.000', { exact: true }).waitFor();
    await pageShot(page, 'storefront-cart-promo');

    // The cart menu (/license/viewCartMenu, the brands' sites embed it) shows the same figures.
    const menuPage = await context.newPage();
    await menuPage.goto(brandUrl('colfactura', '/license/viewCartMenu'));
    const menu = menuPage.getByTestId('cart-menu');
    const menuLine = menu.locator('.ant-list-item').filter({ hasText: COMPLEMENTARY_PACKAGE });
    await menuLine.getByText('$ 120.000 x 2', { exact: true }).waitFor();
    expect(await menuLine.getByTestId('cart-menu-line-total').innerText()).toBe('$ 240.000');
    expect(await menu.getByTestId('cart-menu-subtotal').innerText()).toBe('$ 1.041.000');
    await pageShot(menuPage, 'storefront-cart-menu-whole-pesos');
    await menuPage.close();

    await cart.getByRole('button', { name: 'Continuar' }).click();
    await page.waitForURL((url) => url.pathname === '/registerPurchaseOrder');
    await page.getByRole('heading', { name: 'Proceso de facturación y activación', exact: true }).waitFor();
    // The cart modal may still be closing (it lives in a portal outside #root): read the form's own summary.
    const formSummary = page.locator('#root .ant-card').filter({ hasText: `${COMPLEMENTARY_PACKAGE} x 2` });
    await formSummary.getByText('$ 1.041.000', { exact: true }).waitFor(); // the order summary beside the form
    await formSummary.getByText('$ 240.000', { exact: true }).waitFor();

    const service = page.getByTestId('service-section');
    await fillCustomer(page, service, {
      personType: 'Persona jurídica',
      documentNumber: COMPANY_NIT,
      legalName: 'Distribuidora Los Andes S.A.S.',
      phone: '3104567890',
      email,
      address: 'Calle 10 # 43-12',
      department: 'Antioquia',
      city: 'Medellín',
      additionalInfo: 'Oficina 402',
      legalRepresentative: {
        documentType: 'Cédula de ciudadanía',
        documentNumber: '43567123',
        firstName: 'Lucía',
        lastName: 'Restrepo Gómez',
      },
    });
    // A legal person has the NIT fixed as its document type, with its check digit beside the number.
    expect(await service.getByLabel('Tipo de documento', { exact: true }).isDisabled()).toBe(true);
    expect(await service.getByLabel('DV', { exact: true }).inputValue()).toBe(COMPANY_NIT_DV);
    await acceptTerms(page);
    await pageShot(page, 'storefront-purchase-form');

    await page.getByRole('button', { name: 'Pago en efectivo' }).click();
    await verifyEmail(page, email, { screenshotAs: 'storefront-email-verified' });

    const cashModal = page.locator('.ant-modal').filter({ has: page.getByRole('button', { name: 'Enviar orden' }) });
    await cashModal.getByText('Pago en efectivo', { exact: true }).waitFor();
    const beforeOrder = await lastMailId(email);
    await settled(cashModal);
    await cashModal.getByRole('button', { name: 'Enviar orden' }).click();

    const sent = page.locator('.ant-modal').filter({ hasText: 'Se ha enviado la orden de pedido a tu correo electrónico' });
    await sent.waitFor();
    await settled(sent);
    await pageShot(page, 'storefront-cash-order-sent');
    await sent.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/summaryorder/'));
    const referenceUuid = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    expect(referenceUuid).toMatch(UUID);

    // The purchase summary: before IVA 747.899 + 201.681, discount 74.790, IVA 166.210, total $ 1.041.000.
    const totals = page.getByTestId('summary-totals');
    await totals.getByText('$ 1.041.000', { exact: true }).waitFor();
    for (const figure of ['$ 949.580', '$ 74.790', '$ 166.210']) await totals.getByText(figure, { exact: true }).waitFor();
    const summaryRow = page.getByTestId('summary-products').locator('tr').filter({ hasText: COMPLEMENTARY_PACKAGE });
    await summaryRow.getByText('$ 201.681', { exact: true }).waitFor();
    await pageShot(page, 'storefront-purchase-summary-whole-pesos');

    // The order waits for the cash payment (WR12).
    const status = await purchaseOrderStatus(referenceUuid, 'colfactura');
    expect(status.status).toBe(200);
    expect(status.records).toMatchObject({ result: false, code: 'WR12', resultData: { code: 'WR12' } });

    // The order ("Orden de pedido") reached the customer with its payment reference and the discounted total.
    const order = await waitForMail(email, (mail) => mail.id > beforeOrder && mail.subject.startsWith('Orden de pedido '));
    const reference = order.subject.slice('Orden de pedido '.length).trim();
    expect(reference).not.toBe('');
    expect(order.text).toContain(`Referencia de pago: ${reference}`);
    expect(order.text).toContain(`- ${BASE_PACKAGE} x 1`);
    expect(order.text).toMatch(new RegExp(`- ${COMPLEMENTARY_PACKAGE} x 2: \\$\\s?240\\.000 `));
    expect(order.text).toMatch(/Total a pagar: \$\s?1\.041\.000/);

    // Staff see the same figures in "Órdenes de compra" (the order drawer).
    const staff = await browser.newContext({ viewport: { width: 1440, height: 1600 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    const admin = await staff.newPage();
    await signIn(admin, 'financiero', { redirect: '/admin/purchase-orders' });
    await admin.getByRole('textbox', { name: 'Referencia' }).fill(reference);
    await admin.getByRole('button', { name: 'Buscar' }).click();
    const row = admin.locator('.ant-table-row').filter({ hasText: reference });
    await row.getByText('$ 1.041.000', { exact: true }).waitFor();
    await waitForLoaded(admin);
    await row.getByRole('button', { name: `Ver detalle ${reference}` }).click();
    const drawer = admin.locator('.ant-drawer').filter({ hasText: `Orden de compra ${reference}` });
    const drawerLine = drawer.locator('.ant-table-row').filter({ hasText: COMPLEMENTARY_PACKAGE });
    await drawerLine.getByText('$ 240.000', { exact: true }).waitFor();
    await drawerLine.getByText('$ 38.319 (19 %)', { exact: true }).waitFor();
    for (const figure of ['$ 949.580', '$ 74.790', '$ 166.210', '$ 1.041.000'])
      await drawer.getByText(figure, { exact: true }).first().waitFor();
    await settled(drawer);
    await screenshot(admin, 'backoffice-order-drawer-whole-pesos');
    await staff.close();
  });

  it("bills a company for a licence held by a person: no legal representative for billing, the server's field message beside the field", async () => {
    await freshVisitor();
    const holderEmail = uniqueEmail('titular.andes');
    const pyme = await cataloguePackage('colfactura', 'COLFAC-PYME');
    await page.goto(brandUrl('colfactura', `/license/addCartItem/${pyme.packageId}`));
    await page.waitForURL((url) => url.pathname === '/registerPurchaseOrder');
    await page.getByRole('heading', { name: 'Proceso de facturación y activación', exact: true }).waitFor();

    const billing = page.getByTestId('billing-section');
    await fillCustomer(page, billing, {
      personType: 'Persona jurídica',
      documentNumber: '902468177',
      legalName: 'Inversiones Pacífico S.A.S.',
      phone: '3124567890',
      email: uniqueEmail('facturas.pacifico'),
      address: 'Avenida 6N # 23-45',
      department: 'Antioquia',
      city: 'Medellín',
    });
    // The billing block of a company asks for no legal representative.
    expect(await billing.getByLabel('Número de documento del representante legal', { exact: true }).count()).toBe(0);
    await fillCustomer(page, page.getByTestId('service-section'), {
      personType: 'Persona natural',
      documentType: 'Cédula de ciudadanía',
      documentNumber: '1037654321',
      firstName: 'Mariana',
      lastName: 'Ospina Vélez',
      phone: '3167654321',
      email: holderEmail,
      address: 'Calle 50 # 45-10',
      department: 'Antioquia',
      city: 'Medellín',
    });
    await acceptTerms(page);

    // A forged first submission (a Bogotá municipality under Antioquia): the server's message shows beside the field.
    let forged = false;
    await page.route('**/license/api/PurchaseOrderLicense/RegisterPurchaseOrder', async (route) => {
      const body = route.request().postDataJSON() as { customerBilling: { cityId: number } };
      if (forged) return route.continue();
      forged = true;
      return route.continue({ postData: JSON.stringify({ ...body, customerBilling: { ...body.customerBilling, cityId: 11001 } }) });
    });
    await page.getByRole('button', { name: 'Pago en efectivo' }).click();
    await verifyEmail(page, holderEmail);
    const cashModal = page.locator('.ant-modal').filter({ has: page.getByRole('button', { name: 'Enviar orden' }) });
    await settled(cashModal);
    await cashModal.getByRole('button', { name: 'Enviar orden' }).click();
    const cityItem = billing.locator('.ant-form-item').filter({ has: page.getByLabel('Ciudad', { exact: true }) });
    await cityItem.getByText('El municipio seleccionado no pertenece al departamento.', { exact: true }).waitFor();
    expect(await page.getByText('La solicitud contiene datos no válidos.').count()).toBe(0);
    await pageShot(page, 'storefront-purchase-server-field-message');

    // The same form again, unforged: the company pays for the person's licence.
    await page.getByRole('button', { name: 'Pago en efectivo' }).click();
    await settled(cashModal);
    await cashModal.getByRole('button', { name: 'Enviar orden' }).click();
    const sent = page.locator('.ant-modal').filter({ hasText: 'Se ha enviado la orden de pedido a tu correo electrónico' });
    await sent.waitFor();
    await settled(sent);
    await pageShot(page, 'storefront-company-billed-order-sent');
    await sent.getByRole('button', { name: 'Aceptar' }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/summaryorder/'));
    const referenceUuid = decodeURIComponent(new URL(page.url()).pathname.split('/')[2]);
    expect(referenceUuid).toMatch(UUID);
    expect((await purchaseOrderStatus(referenceUuid, 'colfactura')).records).toMatchObject({ code: 'WR12' });

    // A cut status link: the customer's message, never the server's field path.
    await page.goto(brandUrl('colfactura', `/registerPurchaseOrder/statusOrder/${referenceUuid.slice(0, 20)}`));
    await page.getByText('¡Orden de compra vacía o no existe!', { exact: true }).waitFor();
    expect(await page.getByText(/referenceUuid/).count()).toBe(0);
    await pageShot(page, 'storefront-status-malformed-reference');
  });

  it('activates the free Firmaya plan as a natural person holding a PPT (Permiso por protección temporal)', async () => {
    await freshVisitor();
    const email = uniqueEmail('ana.firmaya');
    const free = await cataloguePackage('firmaya', 'FIRMAYA-GRATIS');
    expect(free).toMatchObject({ packageName: 'Firmaya Gratis', packagePrice: 0 });

    await page.goto(brandUrl('firmaya', `/license/addCartItem/${free.packageId}`));
    await page.waitForURL((url) => url.pathname === '/registerPurchaseOrder/activatePlan');
    await page.getByRole('heading', { name: 'Proceso de activación de licencia', exact: true }).waitFor();
    await page.getByText('Firmaya Gratis x 1', { exact: true }).waitFor(); // the order summary
    // Nothing to pay: no billing block and only "Activar".
    expect(await page.getByTestId('billing-section').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pago en efectivo' }).count()).toBe(0);

    await fillCustomer(page, page.getByTestId('service-section'), {
      personType: 'Persona natural',
      documentType: 'Permiso por protección temporal',
      documentNumber: '4889527',
      firstName: 'Ana María',
      lastName: 'Quintero Ríos',
      phone: '3157654321',
      email,
      address: 'Carrera 7 # 71-21',
      department: 'Valle del Cauca',
      city: 'Cali',
    });
    await acceptTerms(page);
    await pageShot(page, 'storefront-activate-plan-form');

    await page.getByRole('button', { name: 'Activar' }).click();
    await verifyEmail(page, email);
    await page.waitForURL((url) => url.pathname.startsWith('/registerPurchaseOrder/statusOrder/'));
    const referenceUuid = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]);
    expect(referenceUuid).toMatch(UUID);

    const status = await purchaseOrderStatus(referenceUuid, 'firmaya');
    expect(status.status).toBe(200);
    expect(status.records).toMatchObject({ result: true, code: 'OK15' });
  });

  describe('warnings', () => {
    beforeAll(async () => {
      await createFreeComplementaryPackage();
    });

    it('allows one free package only, and no additional package with the free plan', async () => {
      await freshVisitor();
      await openHome('colfactura');
      const cart = cartModal(page);

      await addToCart(page, FREE_COMPLEMENTARY.name);
      await cart.locator('.ant-modal-title').getByText(FREE_COMPLEMENTARY.name, { exact: true }).waitFor();
      await closeCart(page);

      // A second free package is refused; the cart stays as it was and does not open.
      await addToCart(page, FREE_BASE_PACKAGE);
      await expectWarning(page, 'Sólo puedes escoger un paquete gratis.');
      expect(await cart.count()).toBe(0);

      // With the free complementary package gone, the free plan goes in, alone.
      await openCart(page);
      await cart.getByRole('button', { name: 'Eliminar' }).click();
      await cart.getByText('¡Tu carrito está vacío!', { exact: true }).waitFor();
      await closeCart(page);
      await addToCart(page, FREE_BASE_PACKAGE);
      await cart.locator('.ant-modal-title').getByText(FREE_BASE_PACKAGE, { exact: true }).waitFor();
      await closeCart(page);

      await addToCart(page, BASE_PACKAGE);
      await expectWarning(page, '¡El plan gratuito no puede adquirir paquetes adicionales!');
      await addToCart(page, COMPLEMENTARY_PACKAGE);
      await noticeShown(page, '¡El plan gratuito no puede adquirir paquetes adicionales!');
      await pageShot(page, 'storefront-free-plan-warning');
      await expectWarning(page, '¡El plan gratuito no puede adquirir paquetes adicionales!');
      await openCart(page);
      await cart.locator('.ant-modal-title').getByText(FREE_BASE_PACKAGE, { exact: true }).waitFor();
      expect(await cart.getByRole('button', { name: 'Eliminar' }).count()).toBe(1);
    });

    it('asks for a base package before buying only a complementary one', async () => {
      await freshVisitor();
      await openHome('colfactura');
      await addToCart(page, COMPLEMENTARY_PACKAGE);
      const cart = cartModal(page);
      await cart.locator('.ant-modal-title').getByText(COMPLEMENTARY_PACKAGE, { exact: true }).waitFor();
      await settled(cart);
      await cart.getByRole('button', { name: 'Continuar' }).click();
      await page.waitForURL((url) => url.pathname === '/registerPurchaseOrder');

      await fillCustomer(page, page.getByTestId('service-section'), {
        personType: 'Persona natural',
        documentType: 'Cédula de ciudadanía',
        documentNumber: '1020765432',
        firstName: 'Camilo',
        lastName: 'Serna Vélez',
        phone: '3001237654',
        email: uniqueEmail('camilo.serna'),
        address: 'Avenida 6 # 25-40',
        department: 'Antioquia',
        city: 'Medellín',
      });
      await acceptTerms(page);
      await page.getByRole('button', { name: 'Pago en línea' }).click();
      await noticeShown(page, 'Para continuar la compra, debes primero seleccionar un paquete base.');
      await pageShot(page, 'storefront-missing-base-warning');
      // Nothing was asked of the e-mail and the visitor stays on the form.
      expect(await page.locator('.ant-modal').filter({ hasText: 'Solo falta una comprobación más!' }).count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/registerPurchaseOrder');
      await expectWarning(page, 'Para continuar la compra, debes primero seleccionar un paquete base.');
    });
  });
});
