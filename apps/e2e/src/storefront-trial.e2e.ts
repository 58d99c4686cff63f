import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { brandUrl, launchBrowser } from './support/browser';
import { uniqueEmail, waitForMail } from './support/mailbox';
import { acceptTerms, fillCustomer, pageShot, purchaseOrderStatus } from './support/storefront';

// E2E: a visitor registers a Firmaya free trial, activates it from the e-mailed link, and the
// link works once only (storefront.md §2 Free-trial registration, §4 Trial).

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('storefront trial: registration, activation link, link used twice', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const email = uniqueEmail('prueba.firmaya');
  let activationLink: string;
  let referenceUuid: string;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
  });

  it('registers a trial on firmaya.localhost and e-mails the activation link', async () => {
    await page.goto(brandUrl('firmaya', '/trial'));
    await page.getByRole('heading', { name: '¡Prueba Firmaya gratis!', exact: true }).waitFor();
    const start = page.getByRole('button', { name: 'Comenzar' });
    // An empty cart keeps the form disabled; the brand's free package is offered.
    await page.getByText('Agrega el paquete de prueba gratis para comenzar.', { exact: true }).waitFor();
    expect(await start.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Agregar prueba gratis' }).click();
    await page.getByText('Paquete de prueba: Prueba gratis Firmaya 15 días', { exact: true }).waitFor();
    await page.getByRole('link', { name: 'Comprar ahora' }).waitFor();

    await fillCustomer(page, page.locator('form'), {
      personType: 'Persona natural',
      documentType: 'Cédula de ciudadanía',
      documentNumber: '1098765432',
      firstName: 'Valentina',
      lastName: 'Ochoa Parra',
      phone: '3186547890',
      email,
      address: 'Calle 50 # 20-15',
      department: 'Santander',
      city: 'Bucaramanga',
    });
    expect(await start.isDisabled()).toBe(true); // the terms are still to accept
    await acceptTerms(page);
    await page.locator('button:enabled').filter({ hasText: 'Comenzar' }).waitFor();
    await pageShot(page, 'storefront-trial-form');
    await start.click();

    await page.getByText('¡Revisa tu Email!', { exact: true }).waitFor();
    await page.getByText(`Te enviamos un enlace de activación a ${email}.`, { exact: true }).waitFor();
    await page.getByText(/^Tienes un máximo de \d+ horas? para activar tu cuenta\.$/).waitFor();
    await pageShot(page, 'storefront-trial-check-email');

    const mail = await waitForMail(email, (candidate) => candidate.category === 'trial-activation');
    expect(mail.subject).toBe('Firmaya - Activa tu prueba de Firmaya');
    const link = mail.links.find((candidate) => candidate.label === 'Activar mi prueba');
    expect(link).toBeDefined();
    activationLink = (link as { url: string }).url;
    expect(new URL(activationLink).host).toBe(`firmaya.localhost:${process.env.E2E_PORT}`);
  });

  it('activates the trial from the link: the status page of an active order (OK15)', async () => {
    await page.goto(activationLink);
    await page.waitForURL((url) => url.pathname.startsWith('/registerPurchaseOrder/statusOrder/'));
    await page.waitForFunction(() => document.body.dataset.brand === 'firmaya');
    referenceUuid = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]);
    expect(referenceUuid).toMatch(UUID);
    await pageShot(page, 'storefront-trial-activated');

    const status = await purchaseOrderStatus(referenceUuid, 'firmaya');
    expect(status.status).toBe(200);
    expect(status.records).toMatchObject({ result: true, code: 'OK15' });
  });

  it('refuses the same link a second time with the message page', async () => {
    await page.goto(activationLink);
    await page.waitForURL((url) => url.pathname === '/messageValidationEmail');
    await page.getByText('¡Enlace no válido!', { exact: true }).waitFor();
    await page.getByText('El enlace de activación ha expirado o ya fue usado.', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Ir a Firmaya' }).waitFor();
    await pageShot(page, 'storefront-trial-link-used');
    // The order stays active.
    expect((await purchaseOrderStatus(referenceUuid, 'firmaya')).records).toMatchObject({ result: true, code: 'OK15' });
  });
});
