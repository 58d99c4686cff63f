import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser } from 'playwright-core';
import { waitForLoaded } from './support/antd';
import { callApi, tokenOf } from './support/api';
import { brandUrl, launchBrowser, screenshot, signIn } from './support/browser';

// E2E: who reaches the catalogue screens (backoffice-catalogue.md §2, §6).

const NO_PRIVILEGE = 'No tienes los suficientes privilegios para realizar esta acción.';

describe('catalogue screens by role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a LICENSEPROMOCODE user gets Configuración with only the promo-code tab, open and usable', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'promocodes', { redirect: '/admin' });
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await page.locator('.ant-menu-item').filter({ hasText: 'Configuración' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/configurations');

    const promoTab = page.getByRole('tab', { name: 'Códigos promocionales' });
    await promoTab.waitFor();
    expect(await promoTab.getAttribute('aria-selected')).toBe('true');
    expect(await promoTab.getAttribute('aria-disabled')).not.toBe('true');
    for (const name of ['Producto o servicio', 'Tipo características', 'Características del servicio']) {
      expect(await page.getByRole('tab', { name }).getAttribute('aria-disabled')).toBe('true');
    }
    // A disabled tab does not open.
    await page.getByRole('tab', { name: 'Producto o servicio' }).click({ force: true });
    expect(await promoTab.getAttribute('aria-selected')).toBe('true');

    await page.locator('.ant-table-row').filter({ hasText: 'BIENVENIDA10' }).waitFor();
    expect(await page.getByRole('button', { name: 'Crear código promocional' }).isEnabled()).toBe(true);
    await waitForLoaded(page);
    await screenshot(page, 'catalogue-promocodes-only');

    // The server agrees: promo codes yes, the other catalogue tables no.
    const token = await tokenOf('promocodes');
    expect((await callApi(token, 'GET', '/license/api/PromotionalCode/GetPromotionalCodes')).status).toBe(200);
    const services = await callApi<{ statusMessage: string }>(token, 'GET', '/license/api/featureType/GetAllFeatureType');
    expect(services.status).toBe(403);
    expect(services.body.statusMessage).toBe(NO_PRIVILEGE);
    await context.close();
  });

  it('a LICFINANCIERO user opening Paquetes gets the no-privilege screen', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'financiero', { redirect: '/admin' });
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await page.locator('.ant-menu-item').first().waitFor();
    // Paquetes is not in the menu: the user types its address.
    await page.goto(brandUrl(null, '/admin/packages'));
    await page.getByText(NO_PRIVILEGE, { exact: true }).waitFor();
    expect(await page.getByRole('tab', { name: 'Crear paquetes' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Crear paquete' }).count()).toBe(0);
    expect(await page.locator('.ant-menu-item').filter({ hasText: 'Paquetes' }).count()).toBe(0);
    await screenshot(page, 'catalogue-financiero-packages');

    const token = await tokenOf('financiero');
    const packages = await callApi<{ statusMessage: string }>(token, 'GET', '/license/api/Package/GetPackages');
    expect(packages.status).toBe(403);
    expect(packages.body.statusMessage).toBe(NO_PRIVILEGE);
    await context.close();
  });
});
