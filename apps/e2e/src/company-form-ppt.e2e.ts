import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { chooseOption } from './support/antd';
import { launchBrowser, screenshot, signIn } from './support/browser';
import { fillCustomer } from './support/storefront';

const PPT = 'Permiso por protección temporal';
const HOLDER = { documentNumber: '5123987', firstName: 'José Gregorio', lastName: 'Márquez Rondón' };

describe('"Crear empresa" offers the PPT (Permiso por protección temporal)', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a SUPERADMIN registers a natural person holding a PPT, and a legal representative may hold one too', async () => {
    await signIn(page, 'superadmin', { redirect: '/admin/licenses' });
    await page.waitForURL((url) => url.pathname === '/admin/licenses');
    await page.getByRole('button', { name: 'Crear empresa' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: 'Nueva empresa' });
    await dialog.waitFor();

    // A legal person's representative may be identified with a PPT.
    await chooseOption(page, dialog.getByLabel('Tipo de documento del representante legal', { exact: true }), PPT);

    await fillCustomer(page, dialog, {
      personType: 'Persona natural',
      documentType: PPT,
      documentNumber: HOLDER.documentNumber,
      firstName: HOLDER.firstName,
      lastName: HOLDER.lastName,
      phone: '3204561278',
      email: 'jose.marquez@correo-e2e.com.co',
      address: 'Calle 45 # 12-30',
      department: 'Antioquia',
      city: 'Medellín',
    });
    await screenshot(page, 'company-form-ppt');
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await page.locator('.ant-notification-notice-success').first().waitFor({ timeout: 15000 });
    await dialog.waitFor({ state: 'hidden' });

    const saved = await callApi<{ result: { documentTypeId: number; documentNumber: string; firstName: string } }>(
      await tokenOf('superadmin'),
      'POST',
      '/license/api/Customer/GetCustomer',
      { DocumentType: 14, DocumentNumber: HOLDER.documentNumber },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ documentTypeId: 14, documentNumber: HOLDER.documentNumber, firstName: HOLDER.firstName });
  });
});
