import { describe, expect, it, jest } from '@jest/globals';
import type { Payment } from '../../domain/payment.entity';
import { EpaycoGateway } from './epayco.gateway';
import { PagueATiempoGateway } from './pague-a-tiempo.gateway';

const payment = { id: 'p-1', paymentReference: 'LIC-2026-000001' } as Payment;

/** A fetch that records the URL and headers asked and answers `status` with `body`. */
function fetchAnswering(status: number, body: unknown) {
  const asked: { url: string; headers: Record<string, string> }[] = [];
  const impl = jest.fn(async (url: string | URL | Request, init?: RequestInit) => {
    asked.push({ url: String(url), headers: init?.headers as Record<string, string> });
    return new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { impl: impl as unknown as typeof fetch, asked };
}

const epayco = (fetchImpl: typeof fetch) =>
  new EpaycoGateway(
    {
      customerId: '1',
      key: 'k',
      checkoutUrl: 'https://pagos.example/checkout',
      queryUrl: 'https://secure.epayco.co/validation/v1/reference/',
    },
    fetchImpl,
  );

describe("gateways' transaction query", () => {
  it('asks ePayco by x_ref_payco when known, else by our reference, and answers the data fields as text', async () => {
    const fake = fetchAnswering(200, { success: true, data: { x_ref_payco: 7001, x_cod_response: 1, x_test_request: false } });
    const byRef = await epayco(fake.impl).queryTransaction(payment, { paymentReference: 'LIC-2026-000001', gatewayReference: '7001' });
    expect(byRef).toEqual({ found: true, fields: { x_ref_payco: '7001', x_cod_response: '1', x_test_request: 'false' } });
    await epayco(fake.impl).queryTransaction(payment, { paymentReference: 'LIC-2026-000001', gatewayReference: null });
    expect(fake.asked.map((call) => call.url)).toEqual([
      'https://secure.epayco.co/validation/v1/reference/7001',
      'https://secure.epayco.co/validation/v1/reference?x_id_invoice=LIC-2026-000001',
    ]);
  });

  it('reads "no transaction" from a 404 or success false, and fails as unavailable on errors or no JSON', async () => {
    const lookup = { paymentReference: 'LIC-2026-000001', gatewayReference: null };
    expect(await epayco(fetchAnswering(404, undefined).impl).queryTransaction(payment, lookup)).toEqual({ found: false });
    expect(await epayco(fetchAnswering(200, { success: false, data: [] }).impl).queryTransaction(payment, lookup)).toEqual({
      found: false,
    });
    await expect(epayco(fetchAnswering(503, { message: 'caído' }).impl).queryTransaction(payment, lookup)).rejects.toMatchObject({
      code: 'PAYMENTS.GATEWAY_UNAVAILABLE',
    });
    const notJson = (async () => new Response('<html>', { status: 200 })) as unknown as typeof fetch;
    await expect(epayco(notJson).queryTransaction(payment, lookup)).rejects.toMatchObject({ code: 'PAYMENTS.GATEWAY_UNAVAILABLE' });
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(epayco(down).queryTransaction(payment, lookup)).rejects.toMatchObject({ code: 'PAYMENTS.GATEWAY_UNAVAILABLE' });
  });

  it('asks PagueATiempo with its bearer key, only when its query URL is configured', async () => {
    const fake = fetchAnswering(200, { result: { reference: 'LIC-2026-000001', status: 'APPROVED', amount: 150000 } });
    const config = { formUrl: 'https://pat.example/form', apiKey: 'api', secret: 's', queryUrl: 'https://pat.example/transactions' };
    const answer = await new PagueATiempoGateway(config, fake.impl).queryTransaction(payment, {
      paymentReference: 'LIC-2026-000001',
      gatewayReference: null,
    });
    expect(answer).toEqual({ found: true, fields: { reference: 'LIC-2026-000001', status: 'APPROVED', amount: '150000' } });
    expect(fake.asked).toEqual([
      { url: 'https://pat.example/transactions/LIC-2026-000001', headers: expect.objectContaining({ Authorization: 'Bearer api' }) },
    ]);
    const unconfigured = fetchAnswering(200, {});
    expect(
      await new PagueATiempoGateway({ ...config, queryUrl: null }, unconfigured.impl).queryTransaction(payment, {
        paymentReference: 'LIC-2026-000001',
        gatewayReference: null,
      }),
    ).toEqual({ found: false });
    expect(unconfigured.asked).toEqual([]);
  });
});
