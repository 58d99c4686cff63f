import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { bogotaDate, chooseOption, expectNotice, settled, typeDate, waitForLoaded } from './support/antd';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';
import { DESKTOP, expectFitsWidth, PHONE } from './support/viewport';

// Decision 0069: the data officer publishes a new version of a brand's "Política de Tratamiento de Datos
// Personales" from "Solicitudes de datos personales" › "Política de datos", with the day it governs from, after
// confirming; a signed-in customer of the brand is then asked to accept it, at 1440 and 390 px. BeMyself: no other
// journey signs a customer in on it, so the new versions ask nobody else.

const BRAND = 'bemyself';
const BRAND_NAME = 'BeMyself';

/** As privacy.e2e.ts: a phone's browser (antd lays the tabs out for touch, with no "more" button in the tab list). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe.each([
  ['1440', DESKTOP],
  ['390', { ...PHONE, userAgent: PHONE_USER_AGENT }],
] as [string, BrowserContextOptions][])('publishing a policy version at %s px', (width, device) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let published = 0;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ ...device, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  const described = (label: string) =>
    page.locator('.ant-descriptions-item').filter({ hasText: label }).locator('.ant-descriptions-item-content').first();

  it('the officer reads the brand’s current version and publishes the next one after confirming', async () => {
    await signIn(page, 'oficial.datos', { redirect: '/admin/personal-data' });
    await page.waitForURL((url) => url.pathname === '/admin/personal-data');
    await page.locator('.ant-page-header-heading-title', { hasText: 'Solicitudes de datos personales' }).waitFor();
    await page.getByRole('tab', { name: 'Política de datos' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'Marca' }), BRAND_NAME);
    await page.getByText(`Política de Tratamiento de Datos Personales de ${BRAND_NAME}`, { exact: true }).waitFor();
    await waitForLoaded(page);
    const current = Number(await described('Versión vigente').innerText());
    expect(current).toBeGreaterThanOrEqual(1);
    const next = current + 1;

    const text = `${BRAND_NAME} trata los datos personales de sus clientes conforme a la Ley 1581 de 2012. Versión publicada desde el recorrido a ${width} px: añade la validación de identidad biométrica.`;
    const area = page.getByLabel('Texto de la nueva versión');
    await area.fill(text);
    const effective = bogotaDate(7);
    const date = page.getByLabel('Rige desde');
    await typeDate(date, effective.display);
    await expectFitsWidth(page, `${width} personal-data policy`);
    await screenshot(page, `privacy-policy-publish-${width}`);

    await page.getByRole('button', { name: `Publicar la versión ${next}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `¿Publicar la versión ${next} de la política de ${BRAND_NAME}?` });
    await confirm.getByText(`La nueva versión rige desde el ${effective.display}.`, { exact: false }).waitFor();
    await settled(confirm);
    await screenshot(page, `privacy-policy-publish-confirm-${width}`);
    await confirm.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expectNotice(page, `Publicamos la versión ${next} de la política. Los clientes con sesión deberán aceptarla de nuevo.`);
    await confirm.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Publicar la versión ${next + 1}` }).waitFor();
    expect(await described('Versión vigente').innerText()).toBe(String(next));
    expect(await described('Rige desde').innerText()).toBe(effective.display);
    expect(await page.getByTestId('current-policy-text').innerText()).toBe(text);
    await expectFitsWidth(page, `${width} personal-data policy published`);
    await screenshot(page, `privacy-policy-published-${width}`);
    published = next;
  });

  it('a signed-in customer of the brand is asked to accept the new version, once', async () => {
    expect(published).toBeGreaterThan(1);
    const customer = await context.newPage();
    // BeMyself's home is its landing page: "Productos adquiridos" is a page of the storefront's shell, as every page.
    await signIn(customer, 'cliente', { brand: BRAND, redirect: '/dashboard' });
    await customer.waitForURL((url) => url.pathname === '/dashboard', { timeout: 30000 });
    const prompt = customer.getByRole('dialog').filter({ hasText: 'Actualizamos nuestra política de datos' });
    await prompt
      .getByText(`Publicamos la versión ${published} de la Política de Tratamiento de Datos Personales.`, { exact: false })
      .waitFor();
    await settled(prompt);
    await expectFitsWidth(customer, `${width} policy prompt`);
    await screenshot(customer, `privacy-policy-prompt-${width}`);
    await prompt.getByRole('button', { name: 'Acepto' }).click();
    await prompt.waitFor({ state: 'hidden' });

    await customer.goto(brandUrl(BRAND, '/politica-de-datos'));
    await customer.getByRole('heading', { level: 1, name: `Política de Tratamiento de Datos Personales de ${BRAND_NAME}` }).waitFor();
    await customer.getByText(new RegExp(`^Versión ${published}, vigente desde el \\d{2}/\\d{2}/\\d{4}\\.$`)).waitFor();
    // Accepted: the next page asks nothing.
    await customer.waitForTimeout(1500);
    expect(await customer.getByRole('dialog').filter({ hasText: 'Actualizamos nuestra política de datos' }).count()).toBe(0);
    await customer.close();
  });
});
