import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { brandUrl, DEMO_PASSWORD, launchBrowser, screenshot, signIn } from './support/browser';

const ALL_MODULES = ['Configuración', 'Paquetes', 'Pagos en efectivo', 'Licencias y consumos', 'Informes', 'Convenios'];

const expectedMenu: Record<string, string[]> = {
  superadmin: ALL_MODULES,
  comercial: ['Configuración', 'Licencias y consumos', 'Convenios'],
  promocodes: ['Configuración'],
  financiero: ['Pagos en efectivo', 'Licencias y consumos', 'Informes'],
  consulta: ['Pagos en efectivo', 'Informes'],
};

async function visibleMenu(page: Page): Promise<string[]> {
  await page.locator('.ant-pro-sider-menu, .ant-menu').first().waitFor();
  const items = await page.locator('.ant-menu-item').allInnerTexts();
  return ALL_MODULES.filter((module) => items.some((text) => text.trim() === module));
}

describe('back office access by role', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [userName, modules] of Object.entries(expectedMenu)) {
    it(`${userName} logs into /admin and sees exactly ${modules.join(', ')}`, async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await signIn(page, userName, { redirect: '/admin' });
      await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
      expect(await visibleMenu(page)).toEqual(modules);
      if (userName === 'superadmin') await screenshot(page, 'backoffice-superadmin');
      await context.close();
    });
  }

  it('a module the role lacks shows the no-privilege message', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'financiero', { redirect: '/admin' });
    await page.waitForURL((url) => url.pathname === '/admin' || url.pathname === '/admin/');
    await page.locator('.ant-menu-item').first().waitFor();
    await page.goto(brandUrl(null, '/admin/packages'));
    await expect(page.getByText('No tienes los suficientes privilegios para realizar esta acción.').waitFor()).resolves.toBeUndefined();
    await screenshot(page, 'backoffice-no-privilege');
    await context.close();
  });

  for (const userName of ['cliente', 'gerente.bemyself']) {
    it(`${userName} opening /admin is told it is not theirs, and goes back to the store or signs out`, async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, userName, { redirect: '/' });
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(brandUrl(null, '/admin'));
      await page.getByText('No tienes los suficientes privilegios para realizar esta acción.').waitFor();
      expect(await page.locator('.ant-menu-item').count()).toBe(0);
      await screenshot(page, `backoffice-no-access-${userName}`);
      await page.getByRole('link', { name: 'Volver a la tienda' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(brandUrl(null, '/admin'));
      await page.getByRole('button', { name: 'Cerrar sesión' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await context.close();
    });
  }

  it('a back-office page asked for before signing in opens right after the sign-in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(brandUrl(null, '/admin/payments'));
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/payments');
    await page.getByLabel('Usuario').fill('consulta');
    await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/payments');
    await page.locator('.ant-menu-item-selected').first().waitFor();
    await context.close();
  });

  it('a wrong password shows the Spanish error on the login page', async () => {
    const page = await browser.newPage();
    await page.goto(brandUrl(null, '/login?redirect=/admin'));
    await page.getByLabel('Usuario').fill('superadmin');
    await page.getByLabel('Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Ingresar' }).click();
    await expect(page.getByText('Usuario o contraseña incorrectos.').waitFor()).resolves.toBeUndefined();
    await screenshot(page, 'login-error');
    await page.close();
  });
});
