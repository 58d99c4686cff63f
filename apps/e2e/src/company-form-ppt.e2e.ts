import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { callApi, tokenOf } from './support/api';
import { chooseOption, expectNotice, waitForLoaded } from './support/antd';
import { launchBrowser, screenshot, signIn } from './support/browser';
import { fillCustomer } from './support/storefront';

const PPT = 'Permiso por protección temporal';
const HOLDER = { documentNumber: '5123987', firstName: 'José Gregorio', lastName: 'Márquez Rondón' };

/** The tick of the holder's authorization (decision 0069), named after the license brand's current policy version. */
const AUTHORIZATION =
  /^El titular autorizó el tratamiento de sus datos personales conforme a la\s*Política de Tratamiento de Datos Personales \(versión \d+\)\s*\.$/;

describe('"Crear empresa" offers the PPT (Permiso por protección temporal) and leads to "Añadir licencia"', () => {
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a SUPERADMIN registers a natural person holding a PPT (a legal representative may hold one too) and licenses it at once', async () => {
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
    // Crear waits for the holder's authorization, which names and links the policy version it records.
    expect(await dialog.getByRole('button', { name: 'Crear', exact: true }).isDisabled()).toBe(true);
    const policyLink = dialog.getByRole('link', { name: /^Política de Tratamiento de Datos Personales \(versión \d+\)$/ });
    expect(await policyLink.getAttribute('href')).toMatch(/^\/politica-de-datos\?version=\d+$/);
    await dialog.getByRole('checkbox', { name: AUTHORIZATION }).check();
    await screenshot(page, 'company-form-ppt');
    await dialog.getByRole('button', { name: 'Crear', exact: true }).click();
    await page.locator('.ant-notification-notice-success').first().waitFor({ timeout: 15000 });
    await dialog.waitFor({ state: 'hidden' });

    // The list shows licensed companies only: the new one opens at once, with a way to license it.
    const detail = page.getByRole('dialog').filter({ hasText: 'Detalle de licencias' });
    await detail.getByText('Esta empresa aún no tiene licencias. Usa "Añadir licencia" para asignarle la primera.').waitFor();
    await detail.getByRole('button', { name: 'Añadir licencia' }).click();
    const form = page.getByRole('dialog', { name: 'Añadir licencia' });
    await form.waitFor();
    await waitForLoaded(page);
    const serviceSelect = form.locator('.ant-select').filter({ has: page.locator('#license-service') });
    await serviceSelect.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
      .filter({ hasText: 'COLFACTURA' })
      .click();
    await form.getByText('Plan Empresarial', { exact: true }).click();
    await form.getByRole('textbox', { name: 'Rango mínimo', exact: true }).fill('1');
    await form.getByRole('textbox', { name: 'Rango máximo', exact: true }).fill('1000');
    await form.getByRole('textbox', { name: 'Valor', exact: true }).fill('250');
    await form.getByRole('button', { name: 'Agregar rango' }).click();
    await form.getByRole('button', { name: 'Añadir', exact: true }).click();
    await expectNotice(page, '¡Licencia añadida con éxito!');
    await form.waitFor({ state: 'hidden' });
    // The detail reloads 3 s later with the company's first licence.
    await detail.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Plan Empresarial' }).first().waitFor({ timeout: 15000 });
    await screenshot(page, 'company-form-ppt-licensed');
    await detail.locator('.ant-modal-close').click();

    // Now it is a licensed company: the list finds it.
    await page.locator('input[aria-label="Buscar"]').fill(HOLDER.documentNumber);
    await page.locator('input[aria-label="Buscar"]').press('Enter');
    await page.getByRole('cell', { name: HOLDER.documentNumber, exact: true }).waitFor();

    const saved = await callApi<{ result: { documentTypeId: number; documentNumber: string; firstName: string } }>(
      await tokenOf('superadmin'),
      'POST',
      '/license/api/Customer/GetCustomer',
      { DocumentType: 14, DocumentNumber: HOLDER.documentNumber },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.result).toMatchObject({ documentTypeId: 14, documentNumber: HOLDER.documentNumber, firstName: HOLDER.firstName });
  });

  it("shows the data officer the holder's authorization, recorded by the staff member on the company form", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    const officer = await context.newPage();
    await signIn(officer, 'oficial.datos', { redirect: '/admin/personal-data' });
    await officer.waitForURL((url) => url.pathname === '/admin/personal-data');
    await officer.getByRole('tab', { name: 'Autorizaciones' }).click();
    const search = officer.getByRole('searchbox', { name: 'Documento de la empresa o persona, o usuario' });
    await search.fill(HOLDER.documentNumber);
    await search.press('Enter');
    const row = officer.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'Registro de empresa' });
    await row.waitFor();
    expect(await row.getByRole('cell', { name: 'superadmin', exact: true }).count()).toBe(1);
    expect(await row.getByRole('cell', { name: 'license', exact: true }).count()).toBe(1);
    expect(await row.innerText()).toContain(`${HOLDER.firstName} ${HOLDER.lastName}`);
    await screenshot(officer, 'company-form-ppt-consent');
    await context.close();
  });
});
