import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { pagueATiempoSignature } from '../infrastructure/gateways/pague-a-tiempo.gateway';
import { PAYMENT_FORM, eventually, orderStateOf, packageIds, paymentOf, registerOrder } from './payments-test-kit';

const SECRET = 'secreto-compartido-pagueatiempo';
const CONFIRMATION = '/payment/confirmation/pagueatiempo';

/** A stand-in for PagueATiempo's form endpoint: keeps what it was sent and answers a checkout URL. */
function fakeGateway(): Promise<{
  server: Server;
  url: string;
  received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
}> {
  const received: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[] = [];
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body: JSON.parse(text) as Record<string, unknown> });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ result: { url: `https://checkout.pagueatiempo.example/pay/${received.length}` } }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/form`, received }),
    ),
  );
}

function signed(fields: { reference: string; transactionId: string; amount: string; currency: string; status: string }) {
  return { ...fields, signature: pagueATiempoSignature(SECRET, fields) };
}

describe('online payments through PagueATiempo', () => {
  let t: TestApp;
  let gateway: Awaited<ReturnType<typeof fakeGateway>>;
  let ids: Record<string, number>;

  beforeAll(async () => {
    gateway = await fakeGateway();
    t = await createTestApp({
      seed: true,
      env: {
        PAYMENT_GATEWAY: 'pagueatiempo',
        PAGUEATIEMPO_FORM_URL: gateway.url,
        PAGUEATIEMPO_API_KEY: 'api-key',
        PAGUEATIEMPO_SECRET: SECRET,
      },
    });
    ids = await packageIds(t);
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => gateway?.server.close(resolve));
  });

  it('posts the payment form with the server figures and sends the browser to the URL it answers', async () => {
    const order = await registerOrder(t, { packageId: ids['FIRMAYA-50'], paymentMethod: 'EN_LINEA', appName: 'firmaya' });
    expect(order).toMatchObject({ paymentGateway: 'PAGUEATIEMPO', epaycoPaymentCode: null });
    const form = await t
      .http()
      .post(PAYMENT_FORM)
      .set('token', order.token ?? '')
      .send({ ...order.paymentRequest, subTotal: 1, taxIva: 0 })
      .expect(200);
    expect(form.body.result.url).toBe('https://checkout.pagueatiempo.example/pay/1');
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0].headers.authorization).toBe('Bearer api-key');
    expect(gateway.received[0].body).toMatchObject({
      reference: order.paymentReference,
      amount: '150000',
      currency: 'COP',
      // The brand's public origin (BRAND_HOSTS / PUBLIC_ORIGIN_TEMPLATE), never the request's Host.
      returnUrl: expect.stringMatching(new RegExp(`^https?://firmaya\\.[^/]+/registerPurchaseOrder/statusOrder/${order.referenceUuid}$`)),
      confirmationUrl: expect.stringMatching(/^https?:\/\/firmaya\.[^/]+\/payment\/confirmation\/pagueatiempo$/),
      buyer: { documentNumber: order.customer.documentNumber, email: order.customer.email },
    });
  });

  it('approves on a confirmation signed with the shared secret, and refuses a forged one', async () => {
    const order = await registerOrder(t, { packageId: ids['FIRMAYA-50'], paymentMethod: 'EN_LINEA', appName: 'firmaya' });
    const fields = { reference: order.paymentReference, transactionId: 'PAT-1', amount: '150000.00', currency: 'COP', status: 'APPROVED' };
    await t
      .http()
      .post(CONFIRMATION)
      .send({ ...signed(fields), status: 'APPROVED', amount: '1.00' })
      .expect(400);
    await t
      .http()
      .post(CONFIRMATION)
      .send({ ...signed(fields), signature: '0'.repeat(64) })
      .expect(400);
    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'PENDING' });
    await t.http().post(CONFIRMATION).send(signed(fields)).expect(200);
    expect(await paymentOf(t, order.referenceUuid)).toMatchObject({ state: 'APPROVED', gateway_transaction_id: 'PAT-1' });
    expect(
      await eventually(
        () => orderStateOf(t, order.referenceUuid),
        (state) => state === 6,
      ),
    ).toBe(6);
  });
});
