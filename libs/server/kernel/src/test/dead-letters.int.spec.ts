import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Injectable } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { integrationEvents, recordEvents } from '@lic/server-kernel';
import type { DeadLetterView } from '@lic/shared-api-types';

class InvoiceRequested {
  static readonly eventName = 'test.invoice-requested';
  constructor(
    readonly referenceUuid: string,
    readonly paymentReference: string,
  ) {}
}
integrationEvents.register(InvoiceRequested);

@Injectable()
class InvoiceDesk {
  open = false;
  readonly invoiced: string[] = [];
}

@EventsHandler(InvoiceRequested)
class IssueInvoiceOnInvoiceRequested implements IEventHandler<InvoiceRequested> {
  constructor(private readonly desk: InvoiceDesk) {}
  handle(event: InvoiceRequested): void {
    if (!this.desk.open) throw new Error('relation "billing.invoice" does not exist');
    this.desk.invoiced.push(event.paymentReference);
  }
}

const LIST = '/license/api/delivery/dead-letters';

async function until(check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Entregas fallidas (dead letters) through HTTP', () => {
  let t: TestApp;
  let superadmin: string;
  const referenceUuid = randomUUID();

  const list = async (): Promise<DeadLetterView[]> =>
    (await t.http().get(LIST).set('Authorization', `Bearer ${superadmin}`).expect(200)).body.result.records as DeadLetterView[];

  beforeAll(async () => {
    t = await createTestApp({ env: { DELIVERY_MAX_ATTEMPTS: '2' }, providers: [InvoiceDesk, IssueInvoiceOnInvoiceRequested] });
    superadmin = await t.staffToken(['SUPERADMIN']);
    const em = t.orm.em.fork();
    recordEvents(em, new InvoiceRequested(referenceUuid, 'LIC-000123'));
    await em.flush();
    await until(async () => (await list()).length === 1, 20_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists a parked delivery with its event, subscriber, attempts, last error, dates and order', async () => {
    const response = await t.http().get(LIST).set('Authorization', `Bearer ${superadmin}`).expect(200);
    expect(response.body.result.count).toBe(1);
    const [letter] = response.body.result.records as DeadLetterView[];
    expect(letter).toMatchObject({
      eventName: 'test.invoice-requested',
      subscriber: 'IssueInvoiceOnInvoiceRequested',
      attempts: 2,
      lastError: 'relation "billing.invoice" does not exist',
      orderReference: 'LIC-000123',
    });
    expect(new Date(letter.failedOn).getTime()).toBeGreaterThanOrEqual(new Date(letter.firstAttemptOn).getTime());
    expect(Number.isNaN(new Date(letter.occurredOn).getTime())).toBe(false);
  });

  it('is for staff with full access only', async () => {
    await t.http().get(LIST).expect(401);
    const financiero = await t.staffToken(['LICFINANCIERO']);
    const refused = await t.http().get(LIST).set('Authorization', `Bearer ${financiero}`).expect(403);
    expect(refused.body.code).toBe('ACCESS.FORBIDDEN');
    const [letter] = await list();
    await t.http().post(`${LIST}/${letter.id}/replay`).set('Authorization', `Bearer ${financiero}`).expect(403);
    expect(await list()).toHaveLength(1);
  });

  it('refuses bad input with a Spanish error and changes nothing', async () => {
    const badPage = await t.http().get(`${LIST}?pageSize=0`).set('Authorization', `Bearer ${superadmin}`).expect(400);
    expect(badPage.body.errors[0].field).toBe('pageSize');
    const badId = await t.http().post(`${LIST}/no-es-un-id/replay`).set('Authorization', `Bearer ${superadmin}`).expect(400);
    expect(badId.body).toMatchObject({ statusCode: 400, code: 'VALIDATION' });
    expect(badId.body.errors[0]).toEqual({ field: 'id', message: 'El identificador de la entrega no es válido.' });
    const unknown = await t.http().post(`${LIST}/${randomUUID()}/replay`).set('Authorization', `Bearer ${superadmin}`).expect(404);
    expect(unknown.body.statusMessage).toBe('La entrega fallida no existe o ya fue reintentada.');
    expect(await list()).toHaveLength(1);
  });

  it('replays a dead letter once the subscriber can work again: delivered once, gone from the list', async () => {
    t.app.get(InvoiceDesk).open = true;
    const [letter] = await list();
    const replayed = await t.http().post(`${LIST}/${letter.id}/replay`).set('Authorization', `Bearer ${superadmin}`).expect(200);
    expect(replayed.body.statusMessage).toBe('La entrega se encoló de nuevo.');
    await until(async () => t.app.get(InvoiceDesk).invoiced.length === 1);
    expect(await list()).toEqual([]);
    // A second click on the same row finds nothing to replay.
    await t.http().post(`${LIST}/${letter.id}/replay`).set('Authorization', `Bearer ${superadmin}`).expect(404);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(t.app.get(InvoiceDesk).invoiced).toEqual(['LIC-000123']);
  });
});
