import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { readXlsx, type XlsxSheet } from '@lic/server-licensing/testing';
import { expectNotice, settled, waitForLoaded } from './support/antd';
import { launchBrowser, screenshot, signIn } from './support/browser';
import { quantityOf, reportConsumption, uniqueEventId } from './support/licensing';

// E2E: a LICFINANCIERO user in "Licencias y consumos" (backoffice-licensing.md §2.1–§2.3, §4.1, §5.1):
// finds a company, sees "Baja disponibilidad" once an app has consumed 85 % of a balance, exports "Detalle de
// consumo", adds a licence with two transaction ranges and is refused an overlapping one.

const STAFF_USER = 'financiero';
// Demo data (LicensingDemoSeeder): Plan Emprendedor, 64 of its 100 documents used, ending in 20 days.
const COMPANY = { name: 'Transportes del Pacífico S.A.S.', documentType: 4, documentNumber: '901234567' };
const SERVICE = 'COLFACTURA';
const CURRENT_PACKAGE = 'Plan Emprendedor';
const FEATURE = { code: 'COLFACTURA_DOCUMENTO', name: 'Documentos electrónicos: facturas, notas crédito y débito' };
const NEW_PACKAGE = 'Plan Empresarial';
const LOW_THRESHOLD = 0.85;

interface CardFigures {
  total: number;
  used: number;
  available: number;
}

/** Compradas, Consumidas and Disponibles of a balance card, as it shows them. */
async function cardFigures(card: Locator): Promise<CardFigures> {
  const text = await card.innerText();
  const figure = (label: string) => {
    const match = new RegExp(`${label}\\s+([\\d.]+|Ilimitadas)`).exec(text);
    if (!match) throw new Error(`La tarjeta no muestra ${label}: ${text}`);
    return quantityOf(match[1]);
  };
  return { total: figure('Compradas'), used: figure('Consumidas'), available: figure('Disponibles') };
}

describe('licensing back office: balances, consumption export and a licence with transaction ranges', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({
      viewport: { width: 1440, height: 900 },
      timezoneId: 'America/Bogota',
      locale: 'es-CO',
      acceptDownloads: true,
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const detailDialog = () => page.getByRole('dialog', { name: 'Detalle de licencias' });
  const serviceBlock = () => detailDialog().getByTestId('service-license').filter({ hasText: SERVICE });
  const balanceCard = () => serviceBlock().getByTestId('balance-card').filter({ hasText: FEATURE.name });

  /** "Ver licencias" of the company's row: the detail dialog with its service block loaded. */
  async function openDetail(): Promise<Locator> {
    await page.getByRole('button', { name: `Ver licencias ${COMPANY.name}`, exact: true }).click();
    const dialog = detailDialog();
    await dialog.waitFor();
    await serviceBlock().waitFor();
    await waitForLoaded(page);
    return dialog;
  }

  async function closeDetail(): Promise<void> {
    const dialog = detailDialog();
    await dialog.getByRole('button', { name: 'Close', exact: true }).or(dialog.locator('.ant-modal-close')).first().click();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('finds the company by searching, its services in the expanded row', async () => {
    await signIn(page, STAFF_USER, { redirect: '/admin/licenses' });
    await page.waitForURL((url) => url.pathname === '/admin/licenses');
    await page.locator('.ant-page-header-heading-title').getByText('Licencias y consumos', { exact: true }).waitFor();
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.locator('.ant-table-row').count()).toBeGreaterThan(1);

    // The search runs when the box is left.
    const search = page.getByRole('searchbox', { name: 'Buscar' });
    await search.fill('Pacífico');
    await search.press('Tab');
    const rows = page.locator('.ant-table-row');
    await page.waitForFunction(() => document.querySelectorAll('.ant-table-row').length === 1);
    await rows.first().getByRole('cell', { name: COMPANY.name, exact: true }).waitFor();
    await rows.first().getByRole('cell', { name: COMPANY.documentNumber, exact: true }).waitFor();

    await rows
      .first()
      .getByRole('button', { name: /Expandir fila|Expand row/ })
      .click();
    await page.locator('.ant-table-expanded-row').getByRole('button', { name: SERVICE, exact: true }).waitFor();
    await waitForLoaded(page);
    await screenshot(page, 'licensing-backoffice-search');
  });

  it('shows "Baja disponibilidad" on the balance card once 85 % of it is consumed through the API', async () => {
    const dialog = await openDetail();
    // The service's base licence in the block's header (each plan row has its own "Estado" too).
    await serviceBlock().locator('.ant-card-head').getByText('Activa', { exact: true }).waitFor();
    await serviceBlock().getByText(`Rep. Legal`).waitFor();
    const card = balanceCard();
    const before = await cardFigures(card);
    expect(before.total).toBe(before.used + before.available);
    expect(before.used / before.total).toBeLessThan(LOW_THRESHOLD);
    expect(await card.getByText('Baja disponibilidad', { exact: true }).count()).toBe(0);
    await screenshot(page, 'licensing-backoffice-detail');

    // The app reports enough documents to reach 85 % (below 100 %).
    const quantity = Math.ceil(before.total * LOW_THRESHOLD) - before.used;
    const reported = await reportConsumption({
      appName: SERVICE.toLowerCase(),
      documentType: COMPANY.documentType,
      documentNumber: COMPANY.documentNumber,
      featureCode: FEATURE.code,
      quantity,
      eventId: uniqueEventId('e2e-backoffice'),
    });
    expect(reported.status).toBe(200);
    expect(reported.body).toMatchObject({ outcome: 'ACCEPTED', available: before.available - quantity });

    await closeDetail();
    await openDetail();
    const after = await cardFigures(balanceCard());
    expect(after).toEqual({ total: before.total, used: before.used + quantity, available: before.available - quantity });
    await balanceCard().getByText('Baja disponibilidad', { exact: true }).waitFor();
    expect(await balanceCard().getByText('Sin disponibilidad', { exact: true }).count()).toBe(0);
    await screenshot(page, 'licensing-backoffice-low-balance');
    expect(await dialog.isVisible()).toBe(true);
  });

  it('exports "Detalle de consumo" as an .xlsx with the balances and the consumption', async () => {
    const dialog = detailDialog();
    const download = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Detalle de consumo' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^detalle-de-consumo-${COMPANY.documentNumber}-\\d{8}\\.xlsx$`));
    const saved = path.join(mkdtempSync(path.join(tmpdir(), 'lic-e2e-')), file.suggestedFilename());
    await file.saveAs(saved);
    // An .xlsx is a zip archive.
    expect(readFileSync(saved).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

    const workbook = readXlsx(readFileSync(saved));
    const balances = workbook.sheet('Saldos');
    const events = workbook.sheet('Consumos');
    const header = (sheet: XlsxSheet) => sheet.rows[0];
    const rows = (sheet: XlsxSheet) => sheet.rows.slice(1);
    const balanceHeader = header(balances);
    expect(balanceHeader).toEqual(
      expect.arrayContaining(['Empresa', 'Documento', 'Servicio', 'Paquete', 'Compradas', 'Consumidas', 'Disponibles']),
    );
    const current = rows(balances).find((row) => row[balanceHeader.indexOf('Paquete')] === CURRENT_PACKAGE);
    expect(current?.[balanceHeader.indexOf('Empresa')]).toBe(COMPANY.name);
    const shown = await cardFigures(balanceCard());
    expect(current?.[balanceHeader.indexOf('Consumidas')]).toBe(shown.used);
    expect(current?.[balanceHeader.indexOf('Disponibles')]).toBe(shown.available);
    // The consumption the app just reported is among the events.
    expect(rows(events).some((row) => row.some((cell) => typeof cell === 'string' && cell.startsWith('e2e-backoffice-')))).toBe(true);
  });

  it('adds a licence with two transaction ranges and refuses overlapping ones', async () => {
    await serviceBlock().getByRole('button', { name: 'Añadir licencia' }).click();
    const form = page.getByRole('dialog', { name: 'Añadir licencia' });
    await form.waitFor();
    await waitForLoaded(page);

    // Service: the block's service, chosen from the list.
    const serviceSelect = form.locator('.ant-select').filter({ has: page.locator('#license-service') });
    await serviceSelect.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: SERVICE })
      .click();
    await serviceSelect.locator('.ant-select-selection-item').getByText(SERVICE, { exact: true }).waitFor();

    // Package chip.
    const add = form.getByRole('button', { name: 'Añadir', exact: true });
    await form.getByText(NEW_PACKAGE, { exact: true }).click();
    expect(await form.getByRole('radio', { name: NEW_PACKAGE }).isChecked()).toBe(true);
    expect(await add.isDisabled()).toBe(true); // no range yet

    const addRange = async (minimum: string, maximum: string, price: string) => {
      await form.getByRole('textbox', { name: 'Rango mínimo', exact: true }).fill(minimum);
      await form.getByRole('textbox', { name: 'Rango máximo', exact: true }).fill(maximum);
      await form.getByRole('textbox', { name: 'Valor', exact: true }).fill(price);
      await form.getByRole('button', { name: 'Agregar rango' }).click();
    };
    const rangeRows = form.locator('.ant-table-tbody tr.ant-table-row');
    await addRange('100', '1000', '250');
    await addRange('1001', '5000', '200');
    expect(await rangeRows.count()).toBe(2);
    expect((await rangeRows.nth(0).locator('td').allInnerTexts()).slice(0, 3)).toEqual(['100', '1.000', '$ 250']);
    expect((await rangeRows.nth(1).locator('td').allInnerTexts()).slice(0, 3)).toEqual(['1.001', '5.000', '$ 200']);

    // A range whose minimum falls inside another is refused with the spec's message, and so is one whose maximum does.
    await addRange('900', '1500', '180');
    await form
      .getByRole('alert')
      .getByText('Rango mínimo ya se encuentra dentro de los valores parametrizados.', { exact: true })
      .waitFor();
    expect(await rangeRows.count()).toBe(2);
    await screenshot(page, 'licensing-backoffice-range-refused');
    await addRange('10', '150', '300');
    await form
      .getByRole('alert')
      .getByText('Rango máximo ya se encuentra dentro de los valores parametrizados.', { exact: true })
      .waitFor();
    expect(await rangeRows.count()).toBe(2);

    expect(await add.isEnabled()).toBe(true);
    await add.click();
    await expectNotice(page, '¡Licencia añadida con éxito!');
    await form.waitFor({ state: 'hidden' });

    // The detail reloads 3 s later with the new package.
    const packages = serviceBlock().locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: NEW_PACKAGE });
    await packages.first().waitFor({ timeout: 10000 });
    await waitForLoaded(page);
    await screenshot(page, 'licensing-backoffice-licence-added');

    // Its ranges were kept: "Editar Licencia" shows them.
    await packages.first().getByRole('button', { name: 'Editar Licencia' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Licencia' });
    await edit.waitFor();
    const editRows = edit.locator('.ant-table-tbody tr.ant-table-row');
    await editRows.nth(1).waitFor();
    expect(await editRows.count()).toBe(2);
    expect((await editRows.nth(0).locator('td').allInnerTexts()).slice(0, 3)).toEqual(['100', '1.000', '$ 250']);
    expect((await editRows.nth(1).locator('td').allInnerTexts()).slice(0, 3)).toEqual(['1.001', '5.000', '$ 200']);
    await settled(edit);
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    const confirm = page.locator('.ant-modal').filter({ hasText: '¿Quieres cancelar la edición para esta licencia?' });
    await confirm.waitFor();
    await settled(confirm);
    await confirm.getByRole('button', { name: 'SI', exact: true }).click();
    await edit.waitFor({ state: 'hidden' });
  });
});
