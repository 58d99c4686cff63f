import type { Locator, Page } from 'playwright-core';
import { chooseOption, settled } from './antd';
import { brandUrl, screenshot } from './browser';

/**
 * A full-page screenshot taken from the top: scrolled down, the sticky header would be drawn over the middle of
 * the picture.
 */
export async function pageShot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshot(page, name);
}
import { verificationCode } from './mailbox';

/** What the storefront catalogue endpoint lists of a package. */
export interface StorefrontPackageRecord {
  packageId: number;
  packageCode: string;
  packageName: string;
  packagePrice: number;
}

interface StorefrontCatalogueAnswer {
  result: Record<'offers' | 'base' | 'combo' | 'complementary', StorefrontPackageRecord[]>;
}

/** Every package of a brand's public home catalogue (anonymous). */
export async function cataloguePackages(app: string): Promise<StorefrontPackageRecord[]> {
  const response = await fetch(brandUrl(null, `/license/api/package/GetPackagesByServiceName/${app}`));
  if (response.status !== 200) throw new Error(`El catálogo de ${app} respondió ${response.status}`);
  const { result } = (await response.json()) as StorefrontCatalogueAnswer;
  return [...result.offers, ...result.base, ...result.combo, ...result.complementary];
}

/** The catalogue's package of that code; waits for it (the read model follows catalogue changes a moment later). */
export async function cataloguePackage(app: string, code: string, timeoutMs = 15000): Promise<StorefrontPackageRecord> {
  const started = Date.now();
  for (;;) {
    const found = (await cataloguePackages(app)).find((pkg) => pkg.packageCode === code);
    if (found) return found;
    if (Date.now() - started > timeoutMs) throw new Error(`El paquete ${code} no está en el catálogo de ${app}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** GetStatusPurchaseOrder's answer (storefront.md §3 Status order result). */
export interface PurchaseOrderStatusRecord {
  result: boolean;
  code: string;
  resultMessage: string;
  resultData: { code: string; urlBaseExternalApp: string | null };
}

export async function purchaseOrderStatus(
  referenceUuid: string,
  app: string,
): Promise<{ status: number; records: PurchaseOrderStatusRecord }> {
  const response = await fetch(brandUrl(null, `/license/api/PurchaseOrderLicense/GetStatusPurchaseOrder/${referenceUuid}/${app}`));
  const body = (await response.json()) as { result?: { records: PurchaseOrderStatusRecord } };
  return { status: response.status, records: body.result?.records as PurchaseOrderStatusRecord };
}

/**
 * Waits until React drives the home catalogue: the server's HTML of the home (decision 0055) is drawn before the
 * script runs, and a signed-in customer's page replaces it with their own catalogue, so a click on that first HTML
 * does nothing and its cards may vanish under the pointer.
 */
export async function catalogueInteractive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const catalogue = document.querySelector('[data-testid="home-catalogue"]');
    if (catalogue === null || catalogue.getAttribute('aria-busy') === 'true') return false;
    return Object.keys(catalogue).some((key) => key.startsWith('__reactFiber$'));
  });
  // The hydrating render uses the server's guess of cards per row; the next one measures the window.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * A package card of the home catalogue by its exact name; when it sits on another page of its carousel,
 * the carousel is turned until it shows.
 */
export async function catalogueCard(page: Page, name: string): Promise<Locator> {
  await catalogueInteractive(page);
  const card = page
    .getByTestId('catalogue-package-card')
    .filter({ has: page.getByRole('heading', { name, exact: true, includeHidden: true }) });
  await card.waitFor({ state: 'attached' });
  if (await card.isVisible()) return card;
  const carousel = card.locator('xpath=ancestor::div[@data-testid="card-carousel"][1]');
  const previous = carousel.getByRole('button', { name: 'Anterior' });
  const next = carousel.getByRole('button', { name: 'Siguiente' });
  // Back to the first page, then forward until the card shows.
  while ((await previous.count()) > 0 && (await previous.isEnabled())) await previous.click();
  while (!(await card.isVisible())) {
    if ((await next.count()) === 0 || (await next.isDisabled())) throw new Error(`La tarjeta ${name} no se puede mostrar`);
    await next.click();
  }
  return card;
}

/** "Agregar al carrito" on a package card of the home catalogue. */
export async function addToCart(page: Page, name: string): Promise<void> {
  const card = await catalogueCard(page, name);
  await card.getByRole('button', { name: 'Agregar al carrito' }).click();
}

/** The open cart modal ("Carrito de compras"). */
export function cartModal(page: Page): Locator {
  return page.locator('.ant-modal').filter({ has: page.getByTestId('cart-total') });
}

/** Waits for the cart modal to open (on its own after an addition, or from the header) and to stand still. */
export async function openedCart(page: Page): Promise<Locator> {
  const modal = cartModal(page);
  await modal.waitFor();
  await settled(modal);
  return modal;
}

/** Opens the cart modal from the header's cart icon. */
export async function openCart(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Ver carrito de compras' }).click();
  return openedCart(page);
}

/** Closes the cart modal with its close button and waits for it to go. */
export async function closeCart(page: Page): Promise<void> {
  const modal = await openedCart(page);
  await modal.getByRole('button', { name: 'Cerrar' }).click();
  await modal.waitFor({ state: 'hidden' });
}

/** Waits for a top-right notification whose title is exactly that text to slide in and stand still. */
export async function noticeShown(page: Page, text: string): Promise<Locator> {
  const notice = page
    .locator('.ant-notification-notice')
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
  await notice.waitFor({ timeout: 15000 });
  await settled(notice);
  return notice;
}

/** Waits for a top-right notification whose title is exactly that text and closes it (it covers the header's cart). */
export async function expectWarning(page: Page, text: string): Promise<void> {
  const notice = await noticeShown(page, text);
  await notice.locator('.ant-notification-notice-close').click();
  await notice.waitFor({ state: 'detached' });
}

export interface LegalRepresentative {
  documentType: string;
  documentNumber: string;
  firstName: string;
  lastName: string;
}

/** The data of a customer block of the purchase and trial forms (labels of libs/web/ui customer-fields). */
export interface CustomerData {
  personType: 'Persona jurídica' | 'Persona natural';
  /** Natural persons choose it; a legal person has NIT fixed. */
  documentType?: string;
  documentNumber: string;
  legalName?: string;
  firstName?: string;
  lastName?: string;
  phone: string;
  email: string;
  address: string;
  department: string;
  city: string;
  additionalInfo?: string;
  legalRepresentative?: LegalRepresentative;
}

/** Fills a customer block (inside `block`) the way a visitor does. */
export async function fillCustomer(page: Page, block: Locator, data: CustomerData): Promise<void> {
  const field = (label: string) => block.getByLabel(label, { exact: true });
  await block.getByText(data.personType, { exact: true }).click();
  if (data.documentType !== undefined) await chooseOption(page, field('Tipo de documento'), data.documentType);
  await field('Número de documento').fill(data.documentNumber);
  if (data.legalName !== undefined) await field('Razón social').fill(data.legalName);
  if (data.firstName !== undefined) await field('Nombres').fill(data.firstName);
  if (data.lastName !== undefined) await field('Apellidos').fill(data.lastName);
  await field('Teléfono').fill(data.phone);
  await field('Correo electrónico').fill(data.email);
  const address = field('Dirección');
  await address.fill(data.address);
  await address.press('Tab'); // leaves the field: the address suggestions close and cover nothing
  await chooseOption(page, field('Departamento'), data.department, { type: data.department.slice(0, 5) });
  await chooseOption(page, field('Ciudad'), data.city, { type: data.city.slice(0, 5) });
  if (data.additionalInfo !== undefined) await field('Información adicional').fill(data.additionalInfo);
  const representative = data.legalRepresentative;
  if (representative) {
    await chooseOption(page, field('Tipo de documento del representante legal'), representative.documentType);
    await field('Número de documento del representante legal').fill(representative.documentNumber);
    await field('Nombres del representante legal').fill(representative.firstName);
    await field('Apellidos del representante legal').fill(representative.lastName);
  }
}

/** Ticks the data-treatment and terms acceptance. */
export async function acceptTerms(scope: Page | Locator): Promise<void> {
  await scope.getByRole('checkbox', { name: /Acepto la Política de Tratamiento de Datos Personales/ }).check();
}

/**
 * The e-mail check of the purchase form: "Solo falta una comprobación más!", the 6-digit code read from
 * the dev mailbox, "¡Verificación Exitosa!", then Continuar.
 */
export async function verifyEmail(page: Page, email: string, options: { after?: number; screenshotAs?: string } = {}): Promise<void> {
  const dialog = page.locator('.ant-modal').filter({ hasText: 'Solo falta una comprobación más!' });
  await dialog.waitFor();
  await dialog.getByText(`Hemos enviado un código de verificación de 6 caracteres a ${email}. Ingrésalo para continuar.`).waitFor();
  const code = await verificationCode(email, options.after ?? 0);
  await settled(dialog);
  // "Verificar" waits for the whole code (decision 0048).
  const verify = dialog.getByRole('button', { name: 'Verificar' });
  if (!(await verify.isDisabled())) throw new Error('"Verificar" está habilitado sin código');
  await dialog.getByLabel('Código de verificación').fill(code.slice(0, 5));
  if (!(await verify.isDisabled())) throw new Error('"Verificar" está habilitado con un código incompleto');
  await dialog.getByLabel('Código de verificación').fill(code);
  await verify.click();
  const verified = page.locator('.ant-modal').filter({ hasText: '¡Verificación Exitosa!' });
  await verified.getByText('Tu correo electrónico ha sido verificado.', { exact: true }).waitFor();
  if (options.screenshotAs) await pageShot(page, options.screenshotAs);
  await settled(verified);
  await verified.getByRole('button', { name: 'Continuar' }).click();
  await verified.waitFor({ state: 'hidden' });
}
