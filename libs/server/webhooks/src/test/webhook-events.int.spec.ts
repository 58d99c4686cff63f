import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { CreateContractRequest, WebhookDeliveryLogEntry, WebhookEventBody, WebhookEventType } from '@lic/shared-api-types';
import { bemyselfContract, colfacturaContract, CREATE } from '../../../contracts/src/test/contracts-test-kit';
import {
  eventually,
  packageIds,
  payOnSandbox,
  plansOf,
  registerOrder,
  type Registered,
} from '../../../licensing/src/test/licences-test-kit';
import { SANDBOX_DEFAULT_KEYS } from '../../../payments/src/infrastructure/config/payments.config';
import { epaycoConfirmation, paymentOf } from '../../../payments/src/test/payments-test-kit';
import { verifies, WebhookReceiver, type ReceivedPost } from './webhook-receiver';

// contract.created, licence.suspended and licence.reactivated from the flows that raise them, through HTTP:
// a contract saved in the wizard, a payment reversed by the gateway's confirmation, staff's "Reactivar".
// Each crosses the outbox to the webhooks context and the pg-boss queue to the receiver on the loopback.

const WEBHOOKS = '/license/api/webhooks';
const REACTIVATE = '/license/api/license/ReactivateOrderLicenses';
const SANDBOX_CONFIRMATION = '/payment/confirmation/sandbox';
/** Delivery crosses the outbox relay and the job engine (polling every 2 s): generous, for CI under load. */
const DELIVERY_DEADLINE_MS = 15_000;

interface Hook {
  id: string;
  secret: string;
  path: string;
}

describe('webhooks: contract.created, licence.suspended and licence.reactivated reach the app from their real flows', () => {
  let t: TestApp;
  let admin: string;
  const receiver = new WebhookReceiver();
  /** Colfactura's webhook of contracts only. */
  let contracts: Hook;
  /** Colfactura's webhook of suspensions and reactivations only. */
  let licences: Hook;
  /** Bemyself's webhook of the same three events: another app. */
  let otherApp: Hook;

  const register = async (appName: string, path: string, events: WebhookEventType[]): Promise<Hook> => {
    const created = await t
      .http()
      .post(WEBHOOKS)
      .set('Authorization', admin)
      .send({ appName, url: receiver.url(path), events })
      .expect(200);
    return { ...(created.body.result as { id: string; secret: string }), path };
  };

  beforeAll(async () => {
    await receiver.start();
    t = await createTestApp({
      seed: true,
      // A POST answered late under CPU load must not time out into a second attempt: each event is sent once.
      env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_RETRY_BASE_SECONDS: '1', WEBHOOK_TIMEOUT_MS: '20000' },
    });
    // SUPERADMIN holds LICENSES (webhooks), CONTRACTS (the wizard) and full licence access ("Reactivar").
    admin = `Bearer ${await t.staffToken(['SUPERADMIN'], 'superadmin')}`;
    contracts = await register('colfactura', '/colfactura/contracts', ['contract.created']);
    licences = await register('colfactura', '/colfactura/licences', ['licence.suspended', 'licence.reactivated']);
    otherApp = await register('bemyself', '/bemyself', ['contract.created', 'licence.suspended', 'licence.reactivated']);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await receiver.stop();
  });

  const bodyOf = (post: ReceivedPost) => JSON.parse(post.body) as WebhookEventBody;
  const deliveries = async (hook: Hook) =>
    (await t.http().get(`${WEBHOOKS}/${hook.id}/deliveries`).set('Authorization', admin).expect(200)).body.result
      .records as WebhookDeliveryLogEntry[];

  /** Waits for the one POST of this event type on the hook's path that `matches` picks. */
  async function received(hook: Hook, type: WebhookEventType, matches: (data: Record<string, unknown>) => boolean) {
    const [post] = await eventually(
      async () => receiver.on(hook.path).filter((found) => bodyOf(found).type === type && matches(bodyOf(found).data)),
      (found) => found.length >= 1,
      DELIVERY_DEADLINE_MS,
    );
    return { post: post!, body: bodyOf(post!) };
  }

  /** The event reached the hook signed with its secret, once, and the delivery log shows one delivered delivery of it. */
  async function expectDeliveredOnce(hook: Hook, post: ReceivedPost, body: WebhookEventBody): Promise<void> {
    expect(verifies(post, hook.secret)).toBe(true);
    expect(post.headers['licencias-event-id']).toBe(body.id);
    expect(post.headers['licencias-event-type']).toBe(body.type);
    const log = await eventually(
      () => deliveries(hook),
      (found) => found.some((delivery) => delivery.eventId === body.id && delivery.state === 'delivered'),
      DELIVERY_DEADLINE_MS,
    );
    expect(log.filter((delivery) => delivery.eventId === body.id)).toEqual([
      expect.objectContaining({ webhookId: hook.id, eventType: body.type, state: 'delivered', attempts: 1, lastStatus: 200 }),
    ]);
    expect(receiver.on(hook.path).filter((found) => bodyOf(found).id === body.id)).toHaveLength(1);
  }

  /**
   * The other hooks got nothing of the event. No wait is needed: the deliveries of an event are recorded for
   * every subscribed webhook of its app in one transaction, before any is POSTed, so once one hook got it the
   * others either have a delivery in the log already or never will; without one, nothing is POSTed to them.
   */
  async function expectNothingFor(hooks: Hook[], body: WebhookEventBody): Promise<void> {
    for (const hook of hooks) {
      expect({ path: hook.path, logged: (await deliveries(hook)).filter((delivery) => delivery.eventId === body.id) }).toEqual({
        path: hook.path,
        logged: [],
      });
      expect(receiver.on(hook.path).filter((found) => bodyOf(found).id === body.id)).toEqual([]);
    }
  }

  const createContract = (body: CreateContractRequest) => t.http().post(CREATE).set('Authorization', admin).send(body).expect(200);

  it('a contract saved for COLFACTURA reaches colfactura’s contract.created webhook, signed, with the company’s document', async () => {
    const contract = colfacturaContract({ nit: '901888222', legalName: 'Ferretería El Tornillo S.A.S.' });
    await createContract(contract);

    const { post, body } = await received(
      contracts,
      'contract.created',
      (data) => data.contractNumber === contract.contract.contractNumber,
    );
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      type: 'contract.created',
      createdAt: expect.any(String),
      data: expect.any(Object),
    });
    expect(body.data).toMatchObject({
      documentTypeId: 4,
      documentNumber: '901888222',
      customerName: 'Ferretería El Tornillo S.A.S.',
      contractNumber: contract.contract.contractNumber,
      serviceName: 'COLFACTURA',
      contractStartDate: new Date(contract.contract.contractStartDate).toISOString(),
      contractEndDate: new Date(contract.contract.contractEndDate).toISOString(),
      lines: [
        expect.objectContaining({ packageCode: 'COLFAC-PYME', quantity: 1500, isUnlimited: false }),
        expect.objectContaining({ packageCode: 'COLFAC-EMPRESARIAL', isUnlimited: true }),
      ],
    });
    await expectDeliveredOnce(contracts, post, body);
    // Colfactura's webhook not subscribed to contract.created and Bemyself's that is get nothing.
    await expectNothingFor([licences, otherApp], body);
  });

  let order: Registered;
  let planId: number;

  it('a payment the gateway reverses suspends the order’s licences: licence.suspended reaches colfactura’s webhook', async () => {
    const ids = await packageIds(t);
    order = await registerOrder(t, { packages: [[ids['COLFAC-PYME']!, 1]], paymentMethod: 'EN_LINEA' });
    await payOnSandbox(t, order);
    const [plan] = await eventually(
      () => plansOf(t, order.referenceUuid),
      (found) => found.length === 1,
      DELIVERY_DEADLINE_MS,
    );
    planId = Number(plan!.id);
    // The gateway's confirmation of a reversal (code 6) of the very transaction that paid the order.
    const payment = (await paymentOf(t, order.referenceUuid))!;
    expect(payment).toMatchObject({ state: 'APPROVED', gateway_transaction_id: expect.any(String) });
    const reversal = epaycoConfirmation(
      SANDBOX_DEFAULT_KEYS,
      { paymentReference: order.paymentReference, paymentId: payment.id, amount: payment.amount },
      { code: '6', transactionId: payment.gateway_transaction_id! },
    );
    await t.http().post(SANDBOX_CONFIRMATION).type('form').send(reversal).expect(200);

    const { post, body } = await received(licences, 'licence.suspended', (data) => data.orderId === order.referenceUuid);
    expect(body.data).toMatchObject({
      documentTypeId: 1,
      documentNumber: order.customer.documentNumber,
      serviceName: 'COLFACTURA',
      orderId: order.referenceUuid,
      planIds: [planId],
      reason: 'Pago reversado por la pasarela de pagos: Respuesta 6',
      suspendedOn: expect.any(String),
    });
    await expectDeliveredOnce(licences, post, body);
    await expectNothingFor([contracts, otherApp], body);
    // Nor did the licence.issued of the paid order reach colfactura's webhooks: neither is subscribed to it.
    expect([...(await deliveries(contracts)), ...(await deliveries(licences))].map((delivery) => delivery.eventType)).not.toContain(
      'licence.issued',
    );
  }, 60_000);

  it('staff’s "Reactivar" puts them back in force: licence.reactivated reaches the same webhook; one delivery per event', async () => {
    await t.http().post(REACTIVATE).set('Authorization', admin).send({ purchaseOrderLicenseId: planId }).expect(200);

    const { post, body } = await received(licences, 'licence.reactivated', (data) => data.orderId === order.referenceUuid);
    expect(body.data).toMatchObject({
      documentTypeId: 1,
      documentNumber: order.customer.documentNumber,
      serviceName: 'COLFACTURA',
      orderId: order.referenceUuid,
      planIds: [planId],
      reactivatedOn: expect.any(String),
    });
    await expectDeliveredOnce(licences, post, body);
    await expectNothingFor([contracts, otherApp], body);
    // The order's whole story on this webhook: one suspension, one reactivation, each delivered once.
    expect((await deliveries(licences)).map((delivery) => [delivery.eventType, delivery.state]).sort()).toEqual([
      ['licence.reactivated', 'delivered'],
      ['licence.suspended', 'delivered'],
    ]);
  });

  it('the other app’s webhook was alive all along: a Bemyself contract reaches it, and nothing of Colfactura ever did', async () => {
    const contract = bemyselfContract();
    await createContract(contract);
    const { post, body } = await received(otherApp, 'contract.created', (data) => data.contractNumber === contract.contract.contractNumber);
    expect(body.data).toMatchObject({ documentTypeId: 4, documentNumber: '901555123', serviceName: 'BEMYSELF' });
    await expectDeliveredOnce(otherApp, post, body);
    await expectNothingFor([contracts, licences], body);
    expect((await deliveries(otherApp)).map((delivery) => delivery.eventId)).toEqual([body.id]);
    expect(receiver.on(otherApp.path)).toHaveLength(1);
  });
});
