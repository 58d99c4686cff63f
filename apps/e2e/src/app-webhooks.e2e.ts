import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chooseOption, expectNotice, settled, waitForLoaded } from './support/antd';
import { callApi, tokenOf } from './support/api';
import { launchBrowser, screenshot, signIn } from './support/browser';
import { onDatabase } from './support/database';
import { DESKTOP, expectInsideViewport, PHONE } from './support/viewport';

// Decision 0035: staff register a webhook for Colnómina in "Credenciales de apps" → "Webhooks", copy its
// secret (shown once), a licence issued for the app reaches a receiver on the loopback signed with it, the
// delivery shows in the log, and "Reenviar" sends the same event again with a new signature.

const TRANSPORTES_ID = '7d7c3f4e-2a4b-4c55-9a51-0c0ffee00002';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

async function until<T>(probe: () => Promise<T> | T, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** What a receiver checks (docs/api/webhooks.md): the HMAC of "<t>.<body>" with the secret is one of the header's v1. */
function signedWith(post: Received, secret: string): boolean {
  const header = String(post.headers['licencias-signature'] ?? '');
  const t = /^t=(\d+),/.exec(header)?.[1];
  if (!t || !/^t=\d+(,v1=[0-9a-f]{64})+$/.test(header)) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${post.body}`).digest('hex');
  return [...header.matchAll(/v1=([0-9a-f]{64})/g)].some((match) => match[1] === expected);
}

const signatures = (post: Received) => [...String(post.headers['licencias-signature'] ?? '').matchAll(/v1=/g)].length;

describe('Webhooks de las apps: register, secret once, a signed delivery in the log, replay', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let server: Server;
  const received: Received[] = [];
  let receiverUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/licencias`;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1600, height: 900 }, locale: 'es-CO' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('creates a webhook, shows its secret once, logs a signed delivery and replays it', async () => {
    await signIn(page, 'superadmin', { redirect: '/admin' });
    await page.getByTestId('admin-menu-app-credentials').click();
    await waitForLoaded(page);
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'App' }), 'Colnómina');
    await page.getByText('Esta app no tiene webhooks registrados.').waitFor();

    await page.getByRole('button', { name: /Nuevo webhook/ }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('URL').fill(receiverUrl);
    await form.getByLabel(/Licencia emitida/).check();
    await form.getByLabel(/Saldo agotado/).check();
    await form.getByRole('button', { name: 'Registrar' }).click();

    const secretText = page.getByTestId('webhook-secret');
    await secretText.waitFor();
    const secret = (await secretText.innerText()).trim();
    expect(secret).toMatch(/^whsec_/);
    await settled(page.locator('.ant-modal-wrap').filter({ hasText: 'Secreto del webhook' }));
    await screenshot(page, 'webhooks-secret-once');
    await page.getByRole('button', { name: 'Entendido, ya lo copié' }).click();
    await secretText.waitFor({ state: 'detached' });
    const row = page.locator('.ant-table-row').filter({ hasText: receiverUrl });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Licencia emitida[\s\S]*Saldo agotado[\s\S]*Activo/);
    expect(await page.content()).not.toContain(secret);

    // A licence for Colnómina, added by staff: licensing publishes LicenceIssued, webhooks POSTs it.
    const [service] = await onDatabase<{ id: number }>(`select id from catalogue.service where service_name = 'COLNOMINA'`);
    const [pkg] = await onDatabase<{ id: number }>(`select id from catalogue.package where package_code = 'COLNOM-BASICO'`);
    const added = await callApi(await tokenOf('financiero'), 'POST', '/license/api/purchaseOrderLicense/AddNewCustomerLicense', {
      customerId: TRANSPORTES_ID,
      serviceId: service.id,
      packageId: pkg.id,
      transactionRanges: [{ rangeMinimum: 1, rangeMaximum: 100, rangePrice: 1500 }],
    });
    expect(added.status).toBe(200);
    const [first] = await until(
      () => received,
      (posts) => posts.length >= 1,
    );
    expect(signedWith(first, secret)).toBe(true);
    const event = JSON.parse(first.body) as { id: string; type: string; data: { documentNumber: string } };
    expect(event).toMatchObject({ type: 'licence.issued', data: { documentNumber: '901234567' } });

    await row.getByRole('button', { name: /Entregas/ }).click();
    const drawer = page.locator('.ant-drawer');
    const delivery = drawer.locator('.ant-table-row').filter({ hasText: 'Licencia emitida' }).first();
    await until(
      async () => {
        await drawer.getByRole('button', { name: /Actualizar/ }).click();
        await page.waitForTimeout(300);
        return (await delivery.count()) ? delivery.innerText() : '';
      },
      (text) => /Entregada/.test(text),
    );
    expect(await delivery.innerText()).toMatch(/Licencia emitida[\s\S]*1[\s\S]*Entregada[\s\S]*200/);
    await settled(drawer);
    await screenshot(page, 'webhooks-delivery-log');

    await delivery.getByRole('button', { name: /Reenviar/ }).click();
    await expectNotice(page, 'Entrega reenviada.');
    const [, again] = await until(
      () => received,
      (posts) => posts.length >= 2,
    );
    expect(again.body).toBe(first.body);
    expect(signedWith(again, secret)).toBe(true);
    await until(
      async () => {
        await drawer.getByRole('button', { name: /Actualizar/ }).click();
        await page.waitForTimeout(300);
        return delivery.innerText();
      },
      (text) => /Licencia emitida\s+\S+.*\s+2\s+Entregada/s.test(text) || /\b2\b[\s\S]*Entregada/.test(text),
    );
    await screenshot(page, 'webhooks-replayed');
  }, 120_000);
});

/** Chrome on an Android phone (antd's tabs scroll by touch there; see backoffice-phones.e2e.ts). */
const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

// Decision 0052: "Enviar evento de prueba" sends a signed ping that shows in the log with its answer; "Rotar secreto"
// keeps the old secret signing beside the new one for the grace chosen (24 h by default): the next ping carries
// two v1, one per secret. At 1440 and 390 px.
describe.each([
  ['1440', DESKTOP],
  ['390', { ...PHONE, userAgent: PHONE_USER_AGENT }],
])('Webhooks de las apps at %s px: test event, delivery log columns, rotation with a grace period', (width, device) => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let server: Server;
  const received: Received[] = [];
  let receiverUrl: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('recibido por la app');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/prueba-${width}`;
    browser = await launchBrowser();
    context = await browser.newContext({ ...device, timezoneId: 'America/Bogota', locale: 'es-CO' });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('sends a test event, shows it delivered with the answer, rotates the secret and the next ping carries both signatures', async () => {
    await signIn(page, 'superadmin', { redirect: '/admin/app-credentials' });
    await waitForLoaded(page);
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await chooseOption(page, page.getByRole('combobox', { name: 'App' }), 'Firmaya');
    await page.getByRole('button', { name: /Nuevo webhook/ }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('URL').fill(receiverUrl);
    await form.getByLabel(/Licencia suspendida/).check();
    await form.getByRole('button', { name: 'Registrar' }).click();
    const secretText = page.getByTestId('webhook-secret');
    await secretText.waitFor();
    const secret = (await secretText.innerText()).trim();
    await page.getByRole('button', { name: 'Entendido, ya lo copié' }).click();
    await secretText.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Enviar evento de prueba ${receiverUrl}` }).click();
    await expectNotice(page, 'Evento de prueba enviado. Revise el registro de entregas.');
    const [ping] = await until(
      () => received,
      (posts) => posts.length >= 1,
    );
    expect(signedWith(ping, secret)).toBe(true);
    expect(JSON.parse(ping.body)).toMatchObject({ type: 'ping', data: { appName: 'firmaya', requestedBy: 'superadmin' } });

    // The log opens by itself; its columns and the ping's row, once delivered.
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('Registro de entregas').waitFor();
    for (const heading of ['Evento', 'Fecha', 'Intentos', 'Último estado', 'Última respuesta', 'Próximo intento', 'Acciones'])
      await drawer.getByRole('columnheader', { name: heading }).waitFor();
    const row = drawer.locator('.ant-table-row').filter({ hasText: 'Evento de prueba' }).first();
    await until(
      async () => {
        await drawer.getByRole('button', { name: /Actualizar/ }).click();
        await page.waitForTimeout(300);
        return (await row.count()) ? row.innerText() : '';
      },
      (text) => /Entregada/.test(text),
    );
    expect(await row.innerText()).toMatch(/Evento de prueba[\s\S]*1[\s\S]*Entregada[\s\S]*200[\s\S]*recibido por la app[\s\S]*—/);
    await settled(drawer);
    await expectInsideViewport(drawer.locator('.ant-drawer-content'), `${width} registro de entregas`);
    await screenshot(page, `webhooks-test-event-log-${width}`);
    await drawer.locator('.ant-drawer-close').click();
    await drawer.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: `Rotar secreto ${receiverUrl}` }).click();
    const rotate = page.locator('.ant-modal-wrap').filter({ hasText: 'Rotar el secreto del webhook' });
    await rotate.getByText('24 horas').waitFor();
    await settled(rotate);
    await expectInsideViewport(rotate.locator('.ant-modal-content'), `${width} rotar secreto`);
    await screenshot(page, `webhooks-rotate-${width}`);
    await rotate.getByRole('button', { name: 'Rotar secreto' }).click();
    const rotated = page.locator('.ant-modal-wrap').filter({ hasText: 'Nuevo secreto del webhook' });
    const fresh = (await rotated.getByTestId('webhook-secret').innerText()).trim();
    expect(fresh).not.toBe(secret);
    expect(await rotated.getByTestId('previous-secret').innerText()).toMatch(
      /^El secreto anterior sigue firmando hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}\.$/,
    );
    await settled(rotated);
    await screenshot(page, `webhooks-rotated-${width}`);
    await rotated.getByRole('button', { name: 'Entendido, ya lo copié' }).click();

    await page.getByRole('button', { name: `Enviar evento de prueba ${receiverUrl}` }).click();
    const [, second] = await until(
      () => received,
      (posts) => posts.length >= 2,
    );
    expect(signatures(second)).toBe(2);
    expect(signedWith(second, fresh)).toBe(true);
    expect(signedWith(second, secret)).toBe(true);
  }, 180_000);
});
