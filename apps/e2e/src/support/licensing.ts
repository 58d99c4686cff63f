import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { brandUrl } from './browser';

/** The dev credential of an app (AppCredentialsDemoSeeder, docs/api/licensing.md "Consumo"). */
export function devCredential(app: string): { clientId: string; clientSecret: string } {
  return { clientId: `${app}-demo`, clientSecret: `demo-${app}-secret-2026` };
}

/** One usage event as an app reports it (ConsumptionEventRequest of @lic/shared-api-types). */
export interface ConsumptionEvent {
  appName: string;
  documentType: number;
  documentNumber: string;
  featureCode: string;
  quantity: number;
  eventId?: string;
  occurredAt?: string;
}

/** ConsumptionEventResult (200) or the 409/404 body. */
export interface ConsumptionAnswer {
  eventId?: string;
  outcome?: string;
  available?: number | null;
  code?: string;
  statusMessage?: string;
}

/** An id no earlier run used: consumption is idempotent by (app, eventId). */
export function uniqueEventId(prefix: string): string {
  return `${prefix}-${randomUUID()}`;
}

/** POST /license/api/consumption with the app's dev credential (HTTP Basic), as the app itself would. */
export async function reportConsumption(
  event: ConsumptionEvent,
  credential = devCredential(event.appName),
): Promise<{ status: number; body: ConsumptionAnswer; eventId: string }> {
  const eventId = event.eventId ?? uniqueEventId('e2e');
  const response = await fetch(brandUrl(null, '/license/api/consumption'), {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Basic ${Buffer.from(`${credential.clientId}:${credential.clientSecret}`).toString('base64')}`,
    },
    body: JSON.stringify({ ...event, eventId, occurredAt: event.occurredAt ?? new Date().toISOString() }),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as ConsumptionAnswer, eventId };
}

/** A figure as the screens print it ("1.000", "78") as a number; NaN for "Ilimitadas". */
export function quantityOf(text: string): number {
  const digits = text.trim().replace(/\./g, '');
  return /^\d+$/.test(digits) ? Number(digits) : NaN;
}

/** The feature card of "Mis planes adquiridos" for a feature code (libs/web/ui my-plan PlanFeatureCard). */
export function planFeatureCard(page: Page, featureCode: string): Locator {
  return page.locator(`[data-testid="plan-feature-card"][data-feature="${featureCode}"]`);
}

export interface PlanFigures {
  total: number;
  available: number;
  used: number;
}

/** Total, Disponible and Usado of a feature card, read from what it shows. */
export async function planFigures(card: Locator): Promise<PlanFigures> {
  const figure = async (label: string) => quantityOf(await card.getByTestId(`figure-${label}`).locator('dd').innerText());
  return { total: await figure('Total'), available: await figure('Disponible'), used: await figure('Usado') };
}

/** Opens /myplan of the brand and waits for the feature card. */
export async function openMyPlan(page: Page, brand: string, featureCode: string): Promise<Locator> {
  await page.goto(brandUrl(brand, '/myplan'));
  await page.getByRole('heading', { name: 'Mis planes adquiridos', exact: true }).waitFor();
  const card = planFeatureCard(page, featureCode);
  await card.getByTestId('figure-Total').waitFor();
  return card;
}

/**
 * Reloads /myplan until the card's figures satisfy `expected` (licences follow a payment through the outbox a
 * moment later); gives the last figures read.
 */
export async function waitForPlanFigures(
  page: Page,
  brand: string,
  featureCode: string,
  expected: (figures: PlanFigures) => boolean,
  timeoutMs = 20000,
): Promise<PlanFigures> {
  const started = Date.now();
  for (;;) {
    const figures = await planFigures(await openMyPlan(page, brand, featureCode));
    if (expected(figures) || Date.now() - started > timeoutMs) return figures;
    await page.waitForTimeout(500);
  }
}

/** The rows of a "Mis planes adquiridos" table ("Planes base", "Paquetes complementarios"): each row's cells. */
export async function planTableRows(page: Page, title: string): Promise<string[][]> {
  const rows = page.getByRole('region', { name: title, exact: true }).locator('.ant-table-tbody tr.ant-table-row');
  const found: string[][] = [];
  for (const row of await rows.all()) found.push((await row.locator('td').allInnerTexts()).map((text) => text.trim()));
  return found;
}

/**
 * The gateway reversed the approved payment of an order: PaymentReversed written to the outbox of the
 * journey's database, as payments records it (decision 0008), for the API to deliver to licensing.
 */
export async function recordPaymentReversal(referenceUuid: string): Promise<void> {
  const url = new URL(process.env.E2E_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${process.env.E2E_DATABASE}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: string;
      payment_reference: string;
      app_name: string;
      method: string;
      gateway: string | null;
    }>('select id, payment_reference, app_name, method, gateway from payments.payment where reference_uuid = $1', [referenceUuid]);
    const payment = rows[0];
    if (!payment) throw new Error(`No hay pago para la orden ${referenceUuid}`);
    const payload = {
      paymentId: payment.id,
      referenceUuid,
      paymentReference: payment.payment_reference,
      appName: payment.app_name,
      method: payment.method,
      gateway: payment.gateway,
      amount: 0,
      currency: 'COP',
      reversedAt: new Date().toISOString(),
      gatewayTransactionId: `e2e-reversa-${randomUUID()}`,
      reason: 'Reversada',
    };
    await client.query(
      `insert into kernel.outbox_message (event_name, payload, occurred_on) values ('payments.payment-reversed', $1, now())`,
      [JSON.stringify(payload)],
    );
  } finally {
    await client.end();
  }
}
