import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { chooseOption, waitForLoaded } from './support/antd';
import { callApi, tokenOf } from './support/api';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';
import { onDatabase } from './support/database';
import { uniqueEmail } from './support/mailbox';
import { verifyEmail } from './support/storefront';
import { DESKTOP, expectFitsWidth, PHONE } from './support/viewport';

// Personal data (Ley 1581 de 2012, decisions 0057–0059): the brand's policy, "Mis datos" of a signed-in
// customer (what the store holds, a request with its number and deadline), the public request form with the
// e-mail check, and the officer's "Solicitudes de datos personales" answering it, at 1440 and 390 px.

const BRAND = 'colfactura';

/** A holder the store knows: a free trial of firmaya registers them with this e-mail (decision 0068). */
async function holderOnRecord(email: string): Promise<void> {
  const [trial] = await onDatabase<{ id: number }>(`select id from catalogue.package where package_code = 'FIRMAYA-PRUEBA'`);
  const response = await fetch(brandUrl(null, '/license/api/purchaseorder/register-trial'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      submissionId: randomUUID(),
      customer: {
        personType: 'N',
        documentTypeId: 1,
        documentNumber: `7${String(Date.now()).slice(-8)}`,
        firstName: 'Pedro Pablo',
        lastName: 'Gómez',
        cellphoneNumber: '3001234567',
        email,
        fulladdress: 'Calle 100 # 19-61',
        departmentId: 11,
        cityId: 11001,
      },
      packagesToPurchase: [{ packageId: trial.id, packageCode: 'FIRMAYA-PRUEBA', packageQuantity: 1 }],
      appName: 'firmaya',
      legalTermsCheck: true,
    }),
  });
  if (response.status !== 200) throw new Error(`La prueba gratuita respondió ${response.status}: ${await response.text()}`);
}

/** As backoffice-phones.e2e.ts: a phone's browser (antd lays the tabs out for touch, with no "more" button in the tab list). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe.each([
  ['1440', DESKTOP],
  ['390', { ...PHONE, userAgent: PHONE_USER_AGENT }],
] as [string, BrowserContextOptions][])('personal data at %s px', (width, device) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let publicNumber: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ ...device, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('shows the brand’s policy at /politica-de-datos', async () => {
    await page.goto(brandUrl(BRAND, '/politica-de-datos'));
    await page.getByRole('heading', { level: 1, name: 'Política de Tratamiento de Datos Personales de Colfactura' }).waitFor();
    await page.getByText(/^Versión 1, vigente desde el \d{2}\/\d{2}\/\d{4}\.$/).waitFor();
    await expectFitsWidth(page, `${width} politica-de-datos`);
    await screenshot(page, `privacy-policy-${width}`);
  });

  it('takes a request from a visitor once the e-mail is verified and on record, and gives its number', async () => {
    const unknown = uniqueEmail('desconocido');
    const email = uniqueEmail('titular');
    await holderOnRecord(email);
    await page.goto(brandUrl(BRAND, '/solicitud-datos-personales'));
    await page.getByRole('heading', { level: 1, name: 'Solicitud sobre mis datos personales' }).waitFor();
    await page.getByLabel('Nombre completo').fill('Pedro Pablo Gómez');
    await page.getByLabel('Correo electrónico').fill(unknown);
    await chooseOption(page, page.getByLabel('Tipo de solicitud'), 'Corrección o actualización de datos');
    await page.getByLabel('Cuéntanos qué necesitas').fill('Mi dirección cambió: ahora es Calle 10 # 20-30, Bogotá.');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await verifyEmail(page, unknown);
    // A verified e-mail the store holds nothing under: said plainly, nothing is filed.
    await page
      .getByRole('alert')
      .filter({ hasText: /^No encontramos datos personales registrados con este correo/ })
      .waitFor();
    await screenshot(page, `privacy-public-request-unknown-${width}`);
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    await verifyEmail(page, email);
    await page.getByRole('alert').filter({ hasText: 'No encontramos datos' }).waitFor({ state: 'detached' });
    const receipt = page.getByRole('status').filter({ hasText: 'Radicamos tu solicitud' });
    await receipt.waitFor();
    publicNumber = /SDP-\d{4}-\d{6}/.exec((await receipt.textContent()) ?? '')?.[0] ?? '';
    expect(publicNumber).not.toBe('');
    await expectFitsWidth(page, `${width} solicitud-datos-personales`);
    await screenshot(page, `privacy-public-request-${width}`);
  });

  it('gives the signed-in customer "Mis datos": what the store holds, and a request with its deadline', async () => {
    await signIn(page, 'cliente', { brand: BRAND });
    // The login parameter is exchanged for the session on the page it lands on: the user's menu shows once it is.
    await page.getByTestId('user-menu').waitFor();
    await page.goto(brandUrl(BRAND, '/mis-datos'));
    await page.getByRole('heading', { level: 1, name: 'Mis datos' }).waitFor();
    await page.getByRole('button', { name: 'Ver mis datos' }).click();
    await page
      .getByText(/maria\.lopez@empresademo\.com\.co/)
      .first()
      .waitFor();
    // The readable PDF and the workbook download beside the JSON and CSV.
    for (const [name, extension] of [
      ['Descargar (documento PDF)', 'pdf'],
      ['Descargar (libro de Excel)', 'xlsx'],
    ]) {
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^mis-datos-\\d{4}-\\d{2}-\\d{2}\\.${extension}$`));
      const file = await download.path();
      expect(file).toBeTruthy();
    }
    await chooseOption(page, page.getByLabel('Tipo de solicitud'), 'Consulta de mis datos');
    await page.getByLabel('Cuéntanos qué necesitas').fill('Quiero saber para qué usan mis datos y con quién los comparten.');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const receipt = page.getByRole('status').filter({ hasText: 'Radicamos tu solicitud' });
    await receipt.waitFor();
    const number = /SDP-\d{4}-\d{6}/.exec((await receipt.textContent()) ?? '')?.[0] ?? '';
    await page.getByText(number, { exact: true }).waitFor();
    await expectFitsWidth(page, `${width} mis-datos`);
    await screenshot(page, `privacy-my-data-${width}`);
  });

  it('lets the officer answer the visitor’s request; it leaves the open ones', async () => {
    const admin = await context.newPage();
    await signIn(admin, 'oficial.datos', { redirect: '/admin/personal-data' });
    await admin.waitForURL((url) => url.pathname === '/admin/personal-data');
    await admin.locator('.ant-page-header-heading-title', { hasText: 'Solicitudes de datos personales' }).waitFor();
    await waitForLoaded(admin);
    await admin.getByText(publicNumber, { exact: true }).waitFor();
    await admin.getByRole('button', { name: `Responder ${publicNumber}` }).click();
    const dialog = admin.locator('.ant-modal').filter({ hasText: `Responder la solicitud ${publicNumber}` });
    await dialog
      .getByLabel('Respuesta al titular (se envía a su correo y queda guardada)')
      .fill('Actualizamos su dirección en nuestros registros.');
    await dialog.getByRole('button', { name: 'Enviar' }).click();
    await admin.getByText('Respuesta enviada al titular.').waitFor();
    await admin.getByRole('button', { name: `Responder ${publicNumber}` }).waitFor({ state: 'detached' });
    await expectFitsWidth(admin, `${width} personal-data`);
    await screenshot(admin, `privacy-officer-${width}`);
    // A sales user opens the demo company's record: a staff read, logged with its address (decision 0068).
    const sales = await tokenOf('comercial');
    const read = await callApi(sales, 'POST', '/license/api/Customer/GetCustomer', { DocumentType: 4, DocumentNumber: '900123456' });
    expect(read.status).toBe(200);
    // The customer's "Ver mis datos" above is in the access log.
    await admin.getByRole('tab', { name: 'Registro de accesos' }).click();
    await admin.getByRole('cell', { name: 'Exportó sus datos personales' }).first().waitFor();
    // The staff read shows in Spanish, with the company's name as its detail and the address it came from.
    await admin.getByLabel('Usuario o titular').fill('comercial');
    await admin.getByLabel('Usuario o titular').press('Enter');
    const staffRead = admin
      .getByRole('row')
      .filter({ has: admin.getByRole('cell', { name: 'Abrió la ficha del cliente', exact: true }) })
      .filter({ hasText: 'Comercializadora Andina S.A.S.' })
      .first();
    await staffRead.waitFor();
    expect(await staffRead.getByRole('cell', { name: 'comercial', exact: true }).count()).toBe(1);
    // The last column, "Dirección IP", holds the address of the read (not the dash of reads without one).
    expect(await staffRead.getByRole('cell').last().innerText()).toMatch(/^[0-9a-f.:]+$/i);
    expect(await admin.getByRole('cell', { name: 'FICHA_CLIENTE' }).count()).toBe(0);
    await expectFitsWidth(admin, `${width} personal-data access log`);
    await screenshot(admin, `privacy-officer-access-log-${width}`);
    await admin.close();
  });
});
