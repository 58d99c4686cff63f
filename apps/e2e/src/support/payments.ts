import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { settled } from './antd';
import { brandUrl } from './browser';
import { uniqueEmail } from './mailbox';
import { solidPng } from './png';
import { acceptTerms, addToCart, cartModal, fillCustomer, verifyEmail, type CustomerData } from './storefront';

/** The sandbox's own public test keys (docs/api/payments.md, PAYMENT_SANDBOX_CUSTOMER_ID / PAYMENT_SANDBOX_KEY defaults). */
export const SANDBOX_KEYS = { customerId: '900000001', key: 'llave-de-pruebas-del-sandbox' };

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

let buyers = 0;

/** A natural person of Medellín with a document and an e-mail of their own (one licence each: no ER16/ER17). */
export function naturalPerson(firstName: string, lastName: string, emailPrefix: string): CustomerData {
  buyers += 1;
  const documentNumber = `7${String(Date.now() % 1e7).padStart(7, '0')}${buyers}`.slice(0, 10);
  return {
    personType: 'Persona natural',
    documentType: 'Cédula de ciudadanía',
    documentNumber,
    firstName,
    lastName,
    phone: '3015550123',
    email: uniqueEmail(emailPrefix),
    address: 'Carrera 43A # 1-50',
    department: 'Antioquia',
    city: 'Medellín',
  };
}

/**
 * A new visitor's purchase up to the payment buttons: the package goes into the cart from the brand's home,
 * "Continuar", the licence data filled and the terms accepted.
 */
export async function fillPurchase(page: Page, brand: string, packageName: string, customer: CustomerData): Promise<void> {
  await page.goto(brandUrl(brand, '/'));
  await page.getByTestId('home-catalogue').waitFor();
  await addToCart(page, packageName);
  const cart = cartModal(page);
  await cart.locator('.ant-modal-title').getByText(packageName, { exact: true }).waitFor();
  await settled(cart);
  await cart.getByRole('button', { name: 'Continuar' }).click();
  await page.waitForURL((url) => url.pathname === '/registerPurchaseOrder');
  await page.getByRole('heading', { name: 'Proceso de facturación y activación', exact: true }).waitFor();
  await fillCustomer(page, page.getByTestId('service-section'), customer);
  await acceptTerms(page);
}

/** "Pago en línea", the e-mail check, then the gateway's checkout: the sandbox's "Pasarela de pagos de prueba". */
export async function payOnline(page: Page, email: string): Promise<SandboxCheckout> {
  await page.getByRole('button', { name: 'Pago en línea' }).click();
  await verifyEmail(page, email);
  await page.waitForURL((url) => url.pathname.startsWith('/payment/sandbox/'), { timeout: 20000 });
  await page.getByRole('heading', { name: 'Pasarela de pagos de prueba', exact: true }).waitFor();
  return sandboxCheckout(page);
}

/** What the sandbox's checkout page shows of the payment. */
export interface SandboxCheckout {
  paymentId: string;
  paymentReference: string;
  payer: string;
  /** "Total a pagar" as the gateway signs it: whole pesos, digits only. */
  amount: string;
}

const described = (page: Page, term: string): Locator =>
  page.locator('dt').filter({ hasText: term }).locator('xpath=following-sibling::dd[1]');

export async function sandboxCheckout(page: Page): Promise<SandboxCheckout> {
  const paymentId = decodeURIComponent(new URL(page.url()).pathname.split('/')[3]);
  const total = await page.locator('p.total').innerText(); // "Total a pagar: $ 350.000"
  const [whole, cents] = total
    .replace(/^[^$]*\$\s*/, '')
    .trim()
    .split(',');
  const amount = whole.replace(/\D/g, '') + (cents && Number(cents) !== 0 ? `.${cents.replace(/\D/g, '')}` : '');
  return {
    paymentId,
    paymentReference: (await described(page, 'Referencia de pago').innerText()).trim(),
    payer: (await described(page, 'Pagador').innerText()).trim(),
    amount,
  };
}

/** Presses a button of the sandbox's checkout and follows its redirect to the order's status page. */
export async function decideInSandbox(page: Page, button: 'Aprobar pago' | 'Rechazar pago' | 'Dejar pendiente'): Promise<string> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/registerPurchaseOrder/statusOrder/'));
  return decodeURIComponent(new URL(page.url()).pathname.split('/')[3]);
}

/**
 * A gateway confirmation in ePayco's format, signed as ePayco and the sandbox sign it:
 * sha256(p_cust_id_cliente ^ p_key ^ x_ref_payco ^ x_transaction_id ^ x_amount ^ x_currency_code).
 */
export function epaycoConfirmation(
  payment: { paymentReference: string; paymentId: string; amount: string },
  code: '1' | '2' | '3' | '6' | '99',
  keys = SANDBOX_KEYS,
  transactionId = `E2E-${randomUUID()}`,
): Record<string, string> {
  const signed = {
    x_ref_payco: String(Math.floor(Math.random() * 1e9)),
    x_transaction_id: transactionId,
    x_amount: payment.amount,
    x_currency_code: 'COP',
  };
  const text = [keys.customerId, keys.key, signed.x_ref_payco, signed.x_transaction_id, signed.x_amount, signed.x_currency_code].join('^');
  return {
    ...signed,
    x_signature: createHash('sha256').update(text, 'utf8').digest('hex'),
    x_cust_id_cliente: keys.customerId,
    x_id_invoice: payment.paymentReference,
    x_extra1: payment.paymentId,
    x_cod_response: code,
    x_response: { '1': 'Aceptada', '2': 'Rechazada', '3': 'Pendiente', '6': 'Reversada', '99': 'Desconocida' }[code],
    x_response_reason_text: { '1': 'Aprobada', '2': 'Rechazada', '3': 'Pendiente', '6': 'Reversada', '99': 'Estado nuevo' }[code],
  };
}

/** Posts a confirmation (form-urlencoded, as ePayco does) to POST /payment/confirmation/{gateway}. */
export async function postConfirmation(gateway: string, fields: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await fetch(brandUrl(null, `/payment/confirmation/${gateway}`), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** A small real PNG written to a temporary file, for a file chooser. */
export function pngFile(name: string, colour: [number, number, number]): string {
  const directory = mkdtempSync(path.join(tmpdir(), 'lic-e2e-'));
  const file = path.join(directory, name);
  writeFileSync(file, solidPng(48, 64, colour));
  return file;
}
