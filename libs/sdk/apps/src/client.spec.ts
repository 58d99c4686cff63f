import { describe, expect, it } from '@jest/globals';
import { LicenciasAppsClient, type ConsumptionEvent } from './client';
import { LicenciasApiError } from './errors';

const event: ConsumptionEvent = {
  eventId: 'factura-FE-000123',
  appName: 'colfactura',
  documentType: 4,
  documentNumber: '900123456',
  featureCode: 'COLFACTURA_DOCUMENTO',
  quantity: 1,
  occurredAt: '2026-11-27T05:00:00Z',
};

const busy = () =>
  new Response(
    JSON.stringify({
      statusCode: 503,
      code: 'LICENSING.CONSUMPTION_BUSY',
      statusMessage: 'El registro de consumos está ocupado en este momento. Intenta de nuevo en unos segundos.',
      errors: [],
    }),
    { status: 503, headers: { 'Content-Type': 'application/json', 'Retry-After': '1' } },
  );
const accepted = () =>
  new Response(JSON.stringify({ eventId: event.eventId, outcome: 'ACCEPTED', status: 200, available: 9 }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

/** A fetch answering from a list, keeping what it was asked. */
function scripted(...answers: Array<() => Response>) {
  const calls: Request[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(input instanceof Request ? input : new Request(input, init));
    return answers[Math.min(calls.length - 1, answers.length - 1)]();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

function client(fetch: typeof globalThis.fetch, waits: number[] = []) {
  return new LicenciasAppsClient({
    baseUrl: 'https://licencias.test/',
    clientId: 'colfactura-demo',
    clientSecret: 'demo-colfactura-secret-2026',
    fetch,
    sleep: async (ms) => {
      waits.push(ms);
    },
  });
}

describe('LicenciasAppsClient', () => {
  it('sends the event with the app credential (HTTP Basic) and returns the result', async () => {
    const { fetch, calls } = scripted(accepted);
    expect(await client(fetch).consume(event)).toEqual({ eventId: event.eventId, outcome: 'ACCEPTED', status: 200, available: 9 });
    expect(calls[0].url).toBe('https://licencias.test/license/api/consumption');
    expect(calls[0].headers.get('authorization')).toBe(
      `Basic ${Buffer.from('colfactura-demo:demo-colfactura-secret-2026').toString('base64')}`,
    );
    expect(await calls[0].json()).toEqual(event);
  });

  it('resends the same event after Retry-After while consumption answers 503, then returns', async () => {
    const waits: number[] = [];
    const { fetch, calls } = scripted(busy, busy, accepted);
    expect((await client(fetch, waits).consume(event)).outcome).toBe('ACCEPTED');
    expect(waits).toEqual([1000, 1000]);
    expect(await Promise.all(calls.map((c) => c.json()))).toEqual([event, event, event]);
  });

  it('gives up after five attempts with the server code, Spanish message and Retry-After', async () => {
    const { fetch, calls } = scripted(busy);
    const error = (await client(fetch)
      .consumeBatch([event])
      .catch((e: unknown) => e)) as LicenciasApiError;
    expect(error).toBeInstanceOf(LicenciasApiError);
    expect(error).toMatchObject({ status: 503, code: 'LICENSING.CONSUMPTION_BUSY', retryAfterSeconds: 1 });
    expect(error.message).toBe('El registro de consumos está ocupado en este momento. Intenta de nuevo en unos segundos.');
    expect(calls).toHaveLength(5);
  });

  it('does not resend a refusal (409 with available)', async () => {
    const { fetch, calls } = scripted(
      () =>
        new Response(
          JSON.stringify({
            statusCode: 409,
            code: 'LICENSING.INSUFFICIENT_BALANCE',
            statusMessage: 'Saldo insuficiente para registrar el consumo.',
            errors: [],
            available: 2,
          }),
          { status: 409, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const error = (await client(fetch)
      .consume(event)
      .catch((e: unknown) => e)) as LicenciasApiError;
    expect(error).toMatchObject({
      status: 409,
      code: 'LICENSING.INSUFFICIENT_BALANCE',
      statusMessage: 'Saldo insuficiente para registrar el consumo.',
    });
    expect(error.available).toBe(2);
    expect(calls).toHaveLength(1);
  });

  it('unwraps result of entitlements and the licence token, and encodes a reservation id', async () => {
    const { fetch, calls } = scripted(
      () =>
        new Response(
          JSON.stringify({
            result: {
              featureCode: 'COLFACTURA_DOCUMENTO',
              unlimited: false,
              total: 10,
              used: 2,
              reserved: 1,
              available: 7,
              expiresOn: '2027-01-01T05:00:00.000Z',
            },
          }),
          { status: 200 },
        ),
      () => new Response(JSON.stringify({ result: { token: 'eyJ...' } }), { status: 200 }),
      () => new Response(JSON.stringify({ reservationId: 'lote 7/a', status: 'RELEASED' }), { status: 200 }),
    );
    const c = client(fetch);
    expect((await c.getEntitlement({ documentType: 4, documentNumber: '900123456', featureCode: 'COLFACTURA_DOCUMENTO' })).available).toBe(
      7,
    );
    expect(calls[0].url).toBe(
      'https://licencias.test/license/api/entitlements?documentType=4&documentNumber=900123456&featureCode=COLFACTURA_DOCUMENTO',
    );
    expect(await c.fetchLicenceToken({ documentType: 4, documentNumber: '900123456' })).toBe('eyJ...');
    await c.releaseReservation('lote 7/a');
    expect(calls[2].url).toBe('https://licencias.test/license/api/reservations/lote%207%2Fa/release');
  });

  it('resends a reservation call after Retry-After while it answers 503 (the reservationId makes it safe)', async () => {
    const waits: number[] = [];
    const committed = () =>
      new Response(JSON.stringify({ reservationId: 'r1', eventId: 'reserva:r1', outcome: 'ACCEPTED', available: 3 }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    const { fetch, calls } = scripted(busy, committed);
    expect(await client(fetch, waits).commitReservation('r1')).toEqual({
      reservationId: 'r1',
      eventId: 'reserva:r1',
      outcome: 'ACCEPTED',
      available: 3,
    });
    expect(waits).toEqual([1000]);
    expect(calls.map((c) => [c.method, c.url])).toEqual([
      ['POST', 'https://licencias.test/license/api/reservations/r1/commit'],
      ['POST', 'https://licencias.test/license/api/reservations/r1/commit'],
    ]);
  });

  it('says INVALID_RESPONSE when a success carries no JSON', async () => {
    const empty = () => new Response(null, { status: 200, headers: { 'Content-Length': '0' } });
    await expect(client(scripted(empty).fetch).fetchLicenceToken({ documentType: 4, documentNumber: '900123456' })).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
    const html = () => new Response('<html>proxy</html>', { status: 200, headers: { 'Content-Type': 'text/html' } });
    await expect(client(scripted(html).fetch).reserve({ ...event, reservationId: 'r1', ttlSeconds: 60 })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('says NETWORK when the server cannot be reached, after sending again with a wait that doubles', async () => {
    let sent = 0;
    const fetch = (async () => {
      sent++;
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
    }) as typeof globalThis.fetch;
    const waits: number[] = [];
    await expect(client(fetch, waits).consume(event)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(sent).toBe(5);
    expect(waits).toEqual([500, 1000, 2000, 4000]);
    await expect(client(fetch).reserve({ ...event, reservationId: 'r1', ttlSeconds: 60 })).rejects.toMatchObject({ code: 'NETWORK' });
  });

  describe('through a failover of the database (503 DATABASE_UNAVAILABLE)', () => {
    const unavailable = (retryAfter: string | null) => () =>
      new Response(
        JSON.stringify({
          statusCode: 503,
          code: 'DATABASE_UNAVAILABLE',
          statusMessage: 'El servicio no está disponible en este momento. Intenta de nuevo en unos segundos.',
          errors: [],
        }),
        { status: 503, headers: { 'Content-Type': 'application/json', ...(retryAfter ? { 'Retry-After': retryAfter } : {}) } },
      );
    const entitlement = () =>
      new Response(
        JSON.stringify({
          result: {
            featureCode: 'F',
            unlimited: false,
            total: 10,
            used: 2,
            reserved: 0,
            available: 8,
            expiresOn: '2027-01-01T05:00:00.000Z',
          },
        }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      );
    const query = { documentType: 4, documentNumber: '900123456', featureCode: 'F' };

    it('sends a GET again after Retry-After, and the same event after a lost connection, then returns', async () => {
      const waits: number[] = [];
      const { fetch, calls } = scripted(unavailable('2'), unavailable('2'), entitlement);
      expect((await client(fetch, waits).getEntitlement(query)).available).toBe(8);
      expect(waits).toEqual([2000, 2000]);
      expect(calls.map((c) => c.method)).toEqual(['GET', 'GET', 'GET']);

      let sent = 0;
      const bodies: unknown[] = [];
      const flaky = (async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = input instanceof Request ? input : new Request(input, init);
        bodies.push(await request.json());
        if (++sent === 1) throw new TypeError('fetch failed');
        return accepted();
      }) as typeof globalThis.fetch;
      const lost: number[] = [];
      expect((await client(flaky, lost).consume(event)).outcome).toBe('ACCEPTED');
      expect(lost).toEqual([500]);
      expect(bodies).toEqual([event, event]);
    });

    it('waits a doubling delay when a 503 says no Retry-After, and gives up when Retry-After is beyond maxWaitSeconds', async () => {
      const waits: number[] = [];
      const { fetch } = scripted(unavailable(null), unavailable(null), entitlement);
      await client(fetch, waits).getEntitlement(query);
      expect(waits).toEqual([500, 1000]);

      const { fetch: far, calls } = scripted(unavailable('60'));
      await expect(client(far).getEntitlement(query)).rejects.toMatchObject({
        status: 503,
        code: 'DATABASE_UNAVAILABLE',
        retryAfterSeconds: 60,
      });
      expect(calls).toHaveLength(1);
    });

    it('never sends again a 500 or a 429', async () => {
      const failing = (status: number) => () =>
        new Response(
          JSON.stringify({ statusCode: status, code: status === 429 ? 'TOO_MANY_REQUESTS' : 'INTERNAL', statusMessage: 'x', errors: [] }),
          {
            status,
            headers: { 'Content-Type': 'application/json', 'Retry-After': '1' },
          },
        );
      for (const status of [500, 429]) {
        const { fetch, calls } = scripted(failing(status));
        await expect(client(fetch).consume(event)).rejects.toMatchObject({ status });
        expect(calls).toHaveLength(1);
      }
    });
  });
});
