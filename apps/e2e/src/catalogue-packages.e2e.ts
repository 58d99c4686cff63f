import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { bogotaDate, chooseOption, expectNotice, settled, typeDate, waitForLoaded } from './support/antd';
import { callApi, tokenOf } from './support/api';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';
import { onDatabase } from './support/database';
import { DESKTOP, expectFitsWidth, expectInsideViewport, PHONE } from './support/viewport';
import { solidPng } from './support/png';

// E2E: a SUPERADMIN builds a private combo with a percentage offer, configures its features and
// sells it with a monthly promo code (backoffice-catalogue.md §2.1, §2.2, §4, §8).

const PACKAGE_CODE = 'CMB-E2E-BOVEDA-CORREO';
const PACKAGE_NAME = 'Combo Bóveda y Correo E2E';
const COMPANY = 'Comercializadora Andina S.A.S.';
const PROMO_CODE = 'E2EMENSUAL10';
const IMAGE_NAME = 'oferta-combo.png';
const OFFER_IMAGE = solidPng(64, 32, [124, 58, 237]);

const FEATURE_COUNTED = { name: 'Correos electrónicos certificados', quantity: 500 };
const FEATURE_UNLIMITED = 'Usuarios de la bóveda';
const FEATURE_STORAGE = { name: 'Espacio de almacenamiento seguro', quantity: 20 };

interface PackageRecord {
  id: number;
  packageCode: string;
  packageName: string;
  packageTypeId: number;
  packagePrice: number;
  publicVisibility: boolean;
  applyOffer: boolean;
  offerTypeCode: string | null;
  totalOffer: number;
  urlImageOffer: string | null;
  idstate: number;
  packageService: { serviceName: string }[];
  packageCustomer: { customer: { legalName: string | null } }[];
}

interface FeaturePackageRecord {
  featureDescription: string;
  quantity: number;
  isUnlimited: boolean;
  storageUnit: string | null;
}

interface PromoCodeRecord {
  id: number;
  promotionCode: string;
  idstate: number;
  offerTypeCode: string;
  offerValue: number;
  useQuantity: number;
  effectiveStartDate: string;
  expirationDate: string;
  periodicityType: string;
  periodicityQuantity: number | null;
  endPeriodicityDate: string | null;
  typeUserId: number;
  packagesId: number[];
}

type Records<T> = { result: { records: T[] } };

async function openModule(page: Page, name: string, path: string): Promise<void> {
  await page.locator('.ant-menu-item').filter({ hasText: name }).click();
  await page.waitForURL((url) => url.pathname === path);
}

function tableRow(page: Page, text: string): Locator {
  return page.locator('.ant-table-row').filter({ hasText: text });
}

describe('catalogue: a private combo with an offer, its features and a monthly promo code', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let adminToken: string;
  let packageId: number;

  const today = bogotaDate();
  const offerEnd = bogotaDate(30);
  const promoEnd = bogotaDate(30);
  const repetitionEnd = bogotaDate(0, 6);

  beforeAll(async () => {
    browser = await launchBrowser();
    // Staff work in Colombia: the date pickers' "today" is Bogotá's, whatever the machine's zone.
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Bogota' });
    page = await context.newPage();
    adminToken = await tokenOf('superadmin');
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('creates a private combo package with a percentage offer and an image', async () => {
    await signIn(page, 'superadmin', { redirect: '/admin' });
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await openModule(page, 'Paquetes', '/admin/packages');
    await page.getByRole('tab', { name: 'Crear paquetes', selected: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Historial de paquetes' }).getAttribute('aria-disabled')).toBe('true');
    await page.locator('.ant-table-row').first().waitFor();
    await waitForLoaded(page);
    await screenshot(page, 'catalogue-packages');
    // At 1440 px every column shows whole: nothing scrolls under another column (decision 0020).
    const table = page.locator('.ant-table-content, .ant-table-body').first();
    const overflow = await table.evaluate((element) => element.scrollWidth - element.clientWidth);
    expect(overflow).toBeLessThanOrEqual(1);
    const header = async (name: string) => (await page.locator('th').filter({ hasText: name }).first().boundingBox())!;
    const [vigencia, activo] = [await header('Vigencia'), await header('Activo')];
    expect(vigencia.x + vigencia.width).toBeLessThanOrEqual(activo.x + 1);

    const combosAlta = await callApi<{ result: { count: number } }>(adminToken, 'GET', '/license/api/Package/GetCountPackagesByType/2/1');
    expect(combosAlta.status).toBe(200);

    await page.getByRole('button', { name: 'Crear paquete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear paquete' });
    await dialog.waitFor();
    await dialog.getByLabel('Código paquete').fill(PACKAGE_CODE);
    await chooseOption(page, dialog.getByLabel('Tipo paquete'), 'Combo');
    await dialog.getByLabel('Nombre paquete').fill(PACKAGE_NAME);
    await chooseOption(page, dialog.getByLabel('Productos o servicios'), 'BOVEDA', { type: 'BOV' });
    await chooseOption(page, dialog.getByLabel('Productos o servicios'), 'FIRMAMAIL', { type: 'FIRMAM' });
    await chooseOption(page, dialog.getByLabel('Canales'), 'Web');
    await chooseOption(page, dialog.getByLabel('Canales'), 'Fuerza de ventas');
    await dialog.getByText('Crear paquete', { exact: true }).click(); // closes the open dropdown

    expect(await dialog.getByRole('radio', { name: 'Privado' }).isChecked()).toBe(true);
    await chooseOption(page, dialog.getByLabel('Empresas'), `900123456 - ${COMPANY}`, { type: 'Comercializadora' });
    await dialog.getByText('Crear paquete', { exact: true }).click();

    await dialog
      .getByLabel('Descripción', { exact: true })
      .fill('Bóveda documental y correo certificado para la empresa, con 15 % de descuento.');
    await dialog.getByRole('textbox', { name: 'Resumen' }).click();
    await page.keyboard.type('Custodia ilimitada de usuarios y 20 GB de espacio');
    await dialog.getByLabel('Valor total').fill('1250000');
    await dialog.getByText('$ 1.250.000', { exact: true }).waitFor();
    expect(await dialog.getByLabel('IVA (%)').inputValue()).toBe('19');
    expect(await dialog.getByLabel('Valor unitario').inputValue()).toBe('$ 1.050.420,17');
    await dialog.getByLabel('Vigencia', { exact: true }).fill('1');
    await chooseOption(page, dialog.getByLabel('Tipo de vigencia'), 'Anual');
    await chooseOption(page, dialog.getByLabel('Relevancia'), 'Alta');
    expect(await dialog.getByRole('switch', { name: 'Activar' }).getAttribute('aria-checked')).toBe('true');

    await dialog.getByRole('switch', { name: 'Aplicar oferta' }).click();
    await dialog.getByRole('radio', { name: 'Porcentaje' }).check();
    await dialog.getByLabel('Porcentaje de la oferta').fill('15');
    expect(await dialog.getByLabel('Fecha inicio oferta').inputValue()).toBe(today.display);
    await typeDate(dialog.getByLabel('Fecha fin oferta'), offerEnd.display);
    await dialog.locator('input[type="file"]').setInputFiles({ name: IMAGE_NAME, mimeType: 'image/png', buffer: OFFER_IMAGE });
    await dialog.getByRole('progressbar').waitFor();
    await dialog.getByTestId('uploaded-image').filter({ hasText: IMAGE_NAME }).waitFor({ timeout: 10000 });
    // A new active package goes after the active combos of the same relevance.
    expect(await dialog.getByLabel('Orden').inputValue()).toBe(String(combosAlta.body.result.count + 1));
    await screenshot(page, 'catalogue-package-form');

    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expectNotice(page, 'El paquete se ha guardado exitosamente');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByPlaceholder('Buscar').fill(PACKAGE_CODE);
    const row = tableRow(page, PACKAGE_CODE);
    await row.waitFor();
    expect(await page.locator('.ant-table-row').count()).toBe(1);
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells).toEqual(expect.arrayContaining(['Combo', PACKAGE_NAME, PACKAGE_CODE, '$ 1.250.000', today.display, '1 año']));
    expect(await row.getByLabel('Paquete privado').count()).toBe(1);
    expect(await row.getByRole('switch', { name: `Activo ${PACKAGE_CODE}` }).getAttribute('aria-checked')).toBe('true');
    await screenshot(page, 'catalogue-package-list');

    const packages = await callApi<Records<PackageRecord>>(adminToken, 'GET', '/license/api/Package/GetPackages');
    expect(packages.status).toBe(200);
    const saved = packages.body.result.records.find((record) => record.packageCode === PACKAGE_CODE);
    expect(saved).toMatchObject({
      packageName: PACKAGE_NAME,
      packageTypeId: 2,
      packagePrice: 1250000,
      publicVisibility: false,
      applyOffer: true,
      offerTypeCode: 'PTJ',
      totalOffer: 15,
      idstate: 0,
    });
    expect(saved?.packageService.map((service) => service.serviceName).sort()).toEqual(['BOVEDA', 'FIRMAMAIL']);
    expect(saved?.packageCustomer.map((link) => link.customer.legalName)).toEqual([COMPANY]);
    packageId = (saved as PackageRecord).id;

    // The offer image is served back as the pixels that were uploaded, written again by the server (decision 0046).
    expect(saved?.urlImageOffer).toBeTruthy();
    const image = await fetch(brandUrl(null, saved?.urlImageOffer as string));
    expect(image.status).toBe(200);
    expect(
      await sharp(Buffer.from(await image.arrayBuffer()))
        .raw()
        .toBuffer(),
    ).toEqual(await sharp(OFFER_IMAGE).raw().toBuffer());
  });

  it('configures three features: a quantity, unlimited and storage in GB', async () => {
    await page.getByRole('tab', { name: 'Configurar paquetes' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Tipo paquete' }), 'Combo');
    const search = page.getByPlaceholder('Buscar', { exact: true });
    await search.fill('Bóveda y Correo');
    await search.press('Enter');
    const card = page.getByTestId('package-card').filter({ hasText: PACKAGE_NAME });
    await card.waitFor();
    expect(await page.getByTestId('package-card').count()).toBe(1);
    expect(await card.getByLabel('Paquete privado').count()).toBe(1);
    // 15 % off $ 1.250.000.
    await card.getByText('$ 1.062.500', { exact: true }).waitFor();
    await card.getByText('-15%', { exact: true }).waitFor();

    const save = page.getByRole('button', { name: 'Guardar Configuración' });
    expect(await save.isDisabled()).toBe(true);

    const feature = (name: string) =>
      card.locator('[data-testid^="feature-"]').filter({ has: page.getByRole('checkbox', { name, exact: true }) });

    const counted = feature(FEATURE_COUNTED.name);
    await counted.getByRole('checkbox', { name: FEATURE_COUNTED.name, exact: true }).check();
    await counted.getByLabel(`Cantidad ${FEATURE_COUNTED.name}`).fill(String(FEATURE_COUNTED.quantity));

    const unlimited = feature(FEATURE_UNLIMITED);
    await unlimited.getByRole('checkbox', { name: FEATURE_UNLIMITED, exact: true }).check();
    await unlimited.getByRole('checkbox', { name: 'Ilimitado' }).check();
    expect(await unlimited.getByLabel(`Cantidad ${FEATURE_UNLIMITED}`).inputValue()).toBe('1000000');
    expect(await unlimited.getByLabel(`Cantidad ${FEATURE_UNLIMITED}`).isDisabled()).toBe(true);

    const storage = feature(FEATURE_STORAGE.name);
    await storage.getByRole('checkbox', { name: FEATURE_STORAGE.name, exact: true }).check();
    await storage.getByLabel(`Cantidad ${FEATURE_STORAGE.name}`).fill(String(FEATURE_STORAGE.quantity));
    await chooseOption(page, storage.getByRole('combobox', { name: `Unidad ${FEATURE_STORAGE.name}` }), 'GB');

    expect(await save.isEnabled()).toBe(true);
    await screenshot(page, 'catalogue-package-configuration');
    await save.click();
    await expectNotice(page, 'Las caracteristicas se han actualizado exitosamente');
    await page.locator('button:disabled').filter({ hasText: 'Guardar Configuración' }).waitFor();

    // What the package now grants, as the card's "Descripción del paquete" popover lists it.
    await card.getByRole('button', { name: 'Descripción del paquete' }).hover();
    const popover = page.getByTestId('popover-Descripción del paquete');
    await popover.locator('li').first().waitFor();
    const lines = await popover.locator('li').allInnerTexts();
    expect(lines).toEqual(expect.arrayContaining(['BOVEDA - Usuarios: Ilimitado', 'BOVEDA - Espacio: 20 GB', 'FIRMAMAIL - Correos: 500']));
    expect(lines).toHaveLength(3);
    await screenshot(page, 'catalogue-package-features-popover');
    await page.mouse.move(0, 0); // leaving the icon closes the popover

    const features = await callApi<Records<FeaturePackageRecord>>(
      adminToken,
      'GET',
      `/license/api/package/GetFeaturesPackage/${packageId}`,
    );
    expect(features.status).toBe(200);
    const byName = new Map(features.body.result.records.map((record) => [record.featureDescription, record]));
    expect(byName.get(FEATURE_COUNTED.name)).toMatchObject({ quantity: 500, isUnlimited: false });
    expect(byName.get(FEATURE_UNLIMITED)).toMatchObject({ quantity: 1000000, isUnlimited: true });
    expect(byName.get(FEATURE_STORAGE.name)).toMatchObject({ quantity: 20, storageUnit: 'GB' });
  });

  it('creates a monthly promo code for the package in Configuración', async () => {
    await openModule(page, 'Configuración', '/admin/configurations');
    await page.getByRole('tab', { name: 'Producto o servicio', selected: true }).waitFor();
    await tableRow(page, 'COLFACTURA').waitFor();
    await waitForLoaded(page);
    await screenshot(page, 'catalogue-configuration-services');
    await page.getByRole('tab', { name: 'Códigos promocionales' }).click();
    await page.getByRole('tab', { name: 'Códigos promocionales', selected: true }).waitFor();
    await tableRow(page, 'BIENVENIDA10').waitFor();
    await waitForLoaded(page);
    await screenshot(page, 'catalogue-promo-codes');

    await page.getByRole('button', { name: 'Crear código promocional' }).click();
    const dialog = page.getByRole('dialog', { name: 'Crear código promocional' });
    await dialog.waitFor();
    await dialog.getByLabel('Código promocional').fill(PROMO_CODE);
    await chooseOption(page, dialog.getByLabel('Tipo de usuario'), 'Todos los usuarios');
    await dialog.getByLabel('Descripción').fill('10 % de descuento mensual en el combo de Bóveda y Correo.');
    await dialog.getByLabel('Cantidad de usos').fill('100');
    await chooseOption(page, dialog.getByLabel('Paquetes'), PACKAGE_NAME, { type: 'E2E' });
    await dialog.getByText('Crear código promocional', { exact: true }).click();
    expect(await dialog.getByRole('radio', { name: 'Porcentaje' }).isChecked()).toBe(true);
    await dialog.getByLabel('Porcentaje de descuento').fill('10');
    expect(await dialog.getByLabel('Inicio vigencia').inputValue()).toBe(today.display);
    expect(await dialog.getByLabel('Fin vigencia').inputValue()).toBe(bogotaDate(1).display);
    await typeDate(dialog.getByLabel('Fin vigencia'), promoEnd.display);
    // A window of 30 days still allows the monthly repetition.
    await dialog.getByRole('radio', { name: 'Mensual' }).check();
    await dialog.getByLabel('Repetir cada (meses)').fill('1');
    await typeDate(dialog.getByLabel('Fecha final de repetición'), repetitionEnd.display);
    await dialog.getByText('Crear código promocional', { exact: true }).click();
    await screenshot(page, 'catalogue-promo-form');

    await dialog.getByRole('button', { name: 'Crear' }).click();
    await expectNotice(page, 'El código promocional se ha guardado exitosamente');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByPlaceholder('Buscar').fill(PROMO_CODE);
    const row = tableRow(page, PROMO_CODE);
    await row.waitFor();
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells).toEqual(expect.arrayContaining(['Todos los usuarios', '10%', '100', today.display, promoEnd.display]));
    await screenshot(page, 'catalogue-promo-list');

    const promoCodes = await callApi<Records<PromoCodeRecord>>(adminToken, 'GET', '/license/api/PromotionalCode/GetPromotionalCodes');
    expect(promoCodes.status).toBe(200);
    expect(promoCodes.body.result.records.find((record) => record.promotionCode === PROMO_CODE)).toMatchObject({
      idstate: 0,
      offerTypeCode: 'PTJ',
      offerValue: 10,
      useQuantity: 100,
      typeUserId: 1,
      effectiveStartDate: today.api,
      expirationDate: promoEnd.api,
      periodicityType: 'MONTHLY',
      periodicityQuantity: 1,
      endPeriodicityDate: repetitionEnd.api,
      packagesId: [packageId],
    });
  });

  it('inactivates and reactivates the promo code through the switch and its confirmation', async () => {
    const row = tableRow(page, PROMO_CODE);
    const toggle = async (next: 'inactivar' | 'activar') => {
      await row.getByRole('switch', { name: `Activo ${PROMO_CODE}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirmar' });
      await confirm.getByText(`¿Está seguro de ${next} este código promocional?`, { exact: true }).waitFor();
      await settled(confirm);
      if (next === 'inactivar') await screenshot(page, 'catalogue-promo-confirm');
      await confirm.getByRole('button', { name: 'Aceptar' }).click();
      await confirm.waitFor({ state: 'hidden' });
    };

    await toggle('inactivar');
    await expectNotice(page, 'Se ha inactivado el código promocional exitosamente');
    await page.locator('.ant-table-row[data-inactive="true"]').filter({ hasText: PROMO_CODE }).waitFor();
    expect(await row.getByRole('switch', { name: `Activo ${PROMO_CODE}` }).getAttribute('aria-checked')).toBe('false');
    expect(await row.evaluate((element) => getComputedStyle(element).opacity)).toBe('0.7');
    await screenshot(page, 'catalogue-promo-inactive');
    const inactive = await callApi<Records<PromoCodeRecord>>(adminToken, 'GET', '/license/api/PromotionalCode/GetPromotionalCodes');
    expect(inactive.body.result.records.find((record) => record.promotionCode === PROMO_CODE)?.idstate).toBe(1);

    await toggle('activar');
    await expectNotice(page, 'Se ha activado el código promocional exitosamente');
    await page.locator('.ant-table-row:not([data-inactive])').filter({ hasText: PROMO_CODE }).waitFor();
    expect(await row.getByRole('switch', { name: `Activo ${PROMO_CODE}` }).getAttribute('aria-checked')).toBe('true');
    const active = await callApi<Records<PromoCodeRecord>>(adminToken, 'GET', '/license/api/PromotionalCode/GetPromotionalCodes');
    expect(active.body.result.records.find((record) => record.promotionCode === PROMO_CODE)?.idstate).toBe(0);

    // The package card now names its promo code.
    const linked = await callApi<Records<{ promotionalCode: string; discount: number }>>(
      adminToken,
      'GET',
      `/license/api/package/GetPromoCodeLinkedPackage/${packageId}`,
    );
    expect(linked.body.result.records).toEqual([expect.objectContaining({ promotionalCode: PROMO_CODE, discount: 10 })]);
  });

  it('pages 1,000 complementary packages two at a time, answered in under 2 s, with a pager that fits at 390 and 1440 px', async () => {
    // Copies of a complementary demo package, inactive and private so that no storefront journey sees them; gone at the end.
    const [model] = await onDatabase<{ id: number }>(
      `select p.id from catalogue.package p where p.package_type_id = 3 and exists (select 1 from catalogue.package_feature f where f.package_id = p.id) order by p.id limit 1`,
    );
    const columns = (
      await onDatabase<{ column_name: string }>(
        `select column_name from information_schema.columns where table_schema = 'catalogue' and table_name = 'package'
            and column_name not in ('id', 'package_code', 'package_name', 'idstate', 'public_visibility') order by ordinal_position`,
      )
    ).map((row) => `"${row.column_name}"`);
    await onDatabase(
      `insert into catalogue.package ("package_code", "package_name", "idstate", "public_visibility", ${columns.join(', ')})
       select 'E2E-VOL-' || lpad(n::text, 4, '0'), 'Volumen E2E ' || lpad(n::text, 4, '0'), 1, false, ${columns.map((c) => `p.${c}`).join(', ')}
         from catalogue.package p, generate_series(1, 1000) n where p.id = $1`,
      [model!.id],
    );
    await onDatabase(
      `insert into catalogue.package_service (package_id, service_id) select v.id, s.service_id
         from catalogue.package v, catalogue.package_service s where v.package_code like 'E2E-VOL-%' and s.package_id = $1`,
      [model!.id],
    );
    await onDatabase(
      `insert into catalogue.package_feature (package_id, service_id, service_feature_id, quantity, storage_unit)
       select v.id, f.service_id, f.service_feature_id, f.quantity, f.storage_unit
         from catalogue.package v, catalogue.package_feature f where v.package_code like 'E2E-VOL-%' and f.package_id = $1`,
      [model!.id],
    );
    try {
      for (const [device, width] of [
        [DESKTOP, 1440],
        [PHONE, 390],
      ] as const) {
        const deviceContext = await browser.newContext({ ...device, timezoneId: 'America/Bogota' });
        const phonePage = await deviceContext.newPage();
        try {
          await signIn(phonePage, 'superadmin', { redirect: '/admin/packages' });
          await phonePage.waitForURL((url) => url.pathname === '/admin/packages');
          await phonePage.getByRole('tab', { name: 'Configurar paquetes' }).click();
          await waitForLoaded(phonePage);
          const started = Date.now();
          const answered = phonePage.waitForResponse((response) => response.url().endsWith('/GetPackagesConfiguration'));
          await chooseOption(phonePage, phonePage.getByRole('combobox', { name: 'Tipo paquete' }), 'Complementario');
          const response = await answered;
          const elapsed = Date.now() - started;
          expect(response.status()).toBe(200);
          const records = ((await response.json()) as Records<{ packageCode: string }>).result.records;
          expect(records.filter((record) => record.packageCode.startsWith('E2E-VOL-'))).toHaveLength(1000);
          expect(elapsed).toBeLessThan(2000);
          await waitForLoaded(phonePage);
          expect(await phonePage.getByTestId('package-card').count()).toBe(2);
          const pager = phonePage.getByTestId('card-carousel').locator('.ant-pagination-simple');
          await pager.waitFor();
          expect(
            await phonePage
              .getByTestId('card-carousel')
              .getByRole('button', { name: /^Página / })
              .count(),
          ).toBe(0);
          await expectInsideViewport(pager, `pager at ${width}`);
          await expectFitsWidth(phonePage, `Configurar paquetes, 1,000 packages, at ${width}`);
          await phonePage.getByTestId('card-carousel').getByRole('button', { name: 'Siguiente' }).click();
          expect(await pager.locator('input').inputValue()).toBe('2');
          await screenshot(phonePage, `catalogue-package-configuration-1000-${width}`);
        } finally {
          await deviceContext.close();
        }
      }
    } finally {
      await onDatabase(`delete from catalogue.package where package_code like 'E2E-VOL-%'`);
    }
  });
});
