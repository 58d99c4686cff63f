import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '@lic/api-testing';
import {
  LicenceTokenError,
  LicenceTokenVerifier,
  LicenciasApiError,
  LicenciasAppsClient,
  type ConsumptionEvent,
  type ReservationRequest,
} from '@lic/apps-sdk';
import { anEvent, balance, createCredential, eventually, insertPlan } from '../../../server/licensing/src/test/consumption-test-kit.js';

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a refusal');
    },
    (error: unknown) => error as LicenciasApiError,
  );

/**
 * The SDK against the real API on PostgreSQL (docs/api/sdk.md): what an app does to report consumption, ask
 * its entitlements, reserve units, and get and check an offline licence token against the served key set.
 */
describe('@lic/apps-sdk against the API', () => {
  let t: TestApp;
  let origin: string;
  let sdk: LicenciasAppsClient;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    await t.app.listen(0, '127.0.0.1');
    origin = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    const credential = await createCredential(t, 'colfactura');
    sdk = new LicenciasAppsClient({ baseUrl: origin, clientId: credential.clientId, clientSecret: credential.clientSecret });
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const event = (documentNumber: string, overrides: Partial<ConsumptionEvent> = {}) =>
    anEvent(documentNumber, 'COLFACTURA_DOCUMENTO', overrides) as ConsumptionEvent;

  it('consumes one event, counts a resent one once, and refuses beyond the balance with the server code and message', async () => {
    const { balanceIds } = await insertPlan(t, { documentNumber: '800900001', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 5 }] });
    const first = event('800900001', { quantity: 3 });
    expect(await sdk.consume(first)).toEqual({ eventId: first.eventId, outcome: 'ACCEPTED', status: 200, available: 2 });
    expect((await sdk.consume(first)).outcome).toBe('DUPLICATE');
    expect(await balance(t, balanceIds[0])).toMatchObject({ used: 3, total: 5 });

    const refused = await sdk.consume(event('800900001', { quantity: 3 })).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LicenciasApiError);
    expect(refused).toMatchObject({
      status: 409,
      code: 'LICENSING.INSUFFICIENT_BALANCE',
      statusMessage: 'Saldo insuficiente para registrar el consumo.',
    });
    expect((refused as LicenciasApiError).available).toBe(2);
    expect(await balance(t, balanceIds[0])).toMatchObject({ used: 3 });
  });

  it('consumes a batch, answered event by event', async () => {
    const { balanceIds } = await insertPlan(t, { documentNumber: '800900002', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 4 }] });
    const events = [event('800900002', { quantity: 2 }), event('800900002', { quantity: 1 }), event('800900002', { quantity: 5 })];
    const result = await sdk.consumeBatch([...events, events[0]]);
    expect(result).toMatchObject({ accepted: 2, duplicates: 1, refused: 1 });
    expect(result.results.map((r) => [r.outcome, r.status])).toEqual([
      ['ACCEPTED', 200],
      ['ACCEPTED', 200],
      ['INSUFFICIENT_BALANCE', 409],
      ['DUPLICATE', 200],
    ]);
    expect(await balance(t, balanceIds[0])).toMatchObject({ used: 3 });
  });

  it('turns bad input, another app and a wrong credential into errors with the server code', async () => {
    await insertPlan(t, { documentNumber: '800900003', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 4 }] });
    await expect(sdk.consume(event('800900003', { quantity: 0 }))).rejects.toMatchObject({ status: 400, code: 'VALIDATION' });
    await expect(sdk.consume(event('800900003', { appName: 'colnomina' }))).rejects.toMatchObject({
      status: 403,
      code: 'LICENSING.APP_MISMATCH',
    });
    await expect(sdk.consume(event('800900003', { featureCode: 'NO_EXISTE' }))).rejects.toMatchObject({
      status: 404,
      code: 'LICENSING.UNKNOWN_FEATURE',
    });
    const stranger = new LicenciasAppsClient({ baseUrl: origin, clientId: 'colfactura-falso', clientSecret: 'no-es-el-secreto' });
    const refused = (await stranger.consume(event('800900003')).catch((error: unknown) => error)) as LicenciasApiError;
    expect(refused.status).toBe(401);
    expect(refused.code).toMatch(/^LICENSING\.CREDENTIAL_/);
    expect(refused.statusMessage).toMatch(/[áéíóúñ]|credencial/i);
  });

  it('reads an entitlement, reserves then commits, reserves then releases, and refuses with the server codes', async () => {
    const documentNumber = '800900011';
    const { balanceIds } = await insertPlan(t, { documentNumber, balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const query = { documentType: 4, documentNumber, featureCode: 'COLFACTURA_DOCUMENTO' };
    expect(await sdk.getEntitlement(query)).toMatchObject({
      featureCode: 'COLFACTURA_DOCUMENTO',
      unlimited: false,
      total: 10,
      used: 0,
      reserved: 0,
      available: 10,
    });

    const stamp = Date.now();
    const request = (reservationId: string, quantity: number): ReservationRequest => ({
      reservationId,
      appName: 'colfactura',
      documentType: 4,
      documentNumber,
      featureCode: 'COLFACTURA_DOCUMENTO',
      quantity,
      ttlSeconds: 300,
    });
    const held = await sdk.reserve(request(`sdk-${stamp}-a`, 4));
    expect(held).toMatchObject({ reservationId: `sdk-${stamp}-a`, status: 'HELD', available: 6 });
    expect(Date.parse(held.expiresAt)).toBeGreaterThan(Date.now());
    expect(await sdk.reserve(request(`sdk-${stamp}-a`, 4))).toEqual(held); // the same request, the same answer
    const reserved = await eventually(
      () => sdk.getEntitlement(query),
      (e) => e.reserved === 4,
    );
    expect(reserved).toMatchObject({ used: 0, reserved: 4, available: 6 });

    expect(await sdk.commitReservation(held.reservationId)).toEqual({
      reservationId: held.reservationId,
      eventId: `reserva:${held.reservationId}`,
      outcome: 'ACCEPTED',
      available: 6,
    });
    expect((await sdk.commitReservation(held.reservationId)).outcome).toBe('DUPLICATE');
    expect(await balance(t, balanceIds[0])).toMatchObject({ used: 4, total: 10 });

    const second = await sdk.reserve(request(`sdk-${stamp}-b`, 3));
    expect(second.available).toBe(3);
    expect(await sdk.releaseReservation(second.reservationId)).toEqual({ reservationId: second.reservationId, status: 'RELEASED' });
    expect(await sdk.releaseReservation(second.reservationId)).toEqual({ reservationId: second.reservationId, status: 'RELEASED' });
    expect(await balance(t, balanceIds[0])).toMatchObject({ used: 4 });
    expect(
      await eventually(
        () => sdk.getEntitlement(query),
        (e) => e.reserved === 0,
      ),
    ).toMatchObject({ used: 4, reserved: 0, available: 6 });

    expect(await refusal(sdk.reserve(request(`sdk-${stamp}-c`, 7)))).toMatchObject({
      status: 409,
      code: 'LICENSING.INSUFFICIENT_BALANCE',
      available: 6,
    });
    expect(await refusal(sdk.reserve({ ...request(`sdk-${stamp}-a`, 5) }))).toMatchObject({
      status: 409,
      code: 'LICENSING.RESERVATION_ID_TAKEN',
    });
    expect(await refusal(sdk.releaseReservation(held.reservationId))).toMatchObject({
      status: 409,
      code: 'LICENSING.RESERVATION_COMMITTED',
    });
    expect(await refusal(sdk.commitReservation(second.reservationId))).toMatchObject({
      status: 409,
      code: 'LICENSING.RESERVATION_RELEASED',
    });
    expect(await refusal(sdk.commitReservation(`sdk-${stamp}-nunca`))).toMatchObject({
      status: 404,
      code: 'LICENSING.RESERVATION_NOT_FOUND',
    });
    expect(await refusal(sdk.commitReservation('con espacio'))).toMatchObject({ status: 400, code: 'VALIDATION' });
    expect(await refusal(sdk.getEntitlement({ ...query, featureCode: 'NO_EXISTE' }))).toMatchObject({
      status: 404,
      code: 'LICENSING.UNKNOWN_FEATURE',
    });
    expect(await balance(t, balanceIds[0])).toMatchObject({ used: 4 });
  });

  it('fetches a licence token and verifies it offline against the served key set', async () => {
    const documentNumber = '800900012';
    await insertPlan(t, {
      documentNumber,
      customerName: 'Empresa SDK S.A.S.',
      balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 5, used: 2 }],
    });
    const token = await sdk.fetchLicenceToken({ documentType: 4, documentNumber });

    let online = true;
    let reads = 0;
    let now = new Date();
    const fetchKeys = ((input: RequestInfo | URL, init?: RequestInit) => {
      if (!online) return Promise.reject(new TypeError('fetch failed'));
      reads++;
      return globalThis.fetch(input, init);
    }) as typeof fetch;
    const tokens = new LicenceTokenVerifier({ baseUrl: origin, appName: 'colfactura', fetch: fetchKeys, now: () => now, keyStore: null });
    const claims = await tokens.verify(token);
    expect(claims).toMatchObject({
      iss: 'licencias-licensing',
      aud: 'colfactura',
      sub: `4:${documentNumber}`,
      app: 'colfactura',
      company: { documentType: 4, documentNumber, name: 'Empresa SDK S.A.S.' },
      features: [{ featureCode: 'COLFACTURA_DOCUMENTO', unlimited: false, available: 3 }],
    });
    expect(claims.exp).toBeGreaterThan(claims.iat);
    await tokens.verify(token);
    expect(reads).toBe(1); // the key set is kept for its max-age

    // The server out of reach, ten minutes later (past the 300 s max-age): the kept key set still verifies.
    online = false;
    now = new Date(now.getTime() + 10 * 60_000);
    await expect(tokens.verify(token)).resolves.toMatchObject({ sub: `4:${documentNumber}` });

    // Another app's verifier refuses it; so does a token with one character changed.
    const colnomina = new LicenceTokenVerifier({ baseUrl: origin, appName: 'colnomina', keyStore: null });
    await expect(colnomina.verify(token)).rejects.toMatchObject({ code: 'TOKEN_WRONG_AUDIENCE' });
    const [header, payload, signature] = token.split('.');
    const forged = `${header}.${payload}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const refused = await tokens.verify(forged).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(LicenceTokenError);
    expect(refused).toMatchObject({ code: 'TOKEN_INVALID' });

    expect(await refusal(sdk.fetchLicenceToken({ documentType: 4, documentNumber: '800900099' }))).toMatchObject({
      status: 404,
      code: 'LICENSING.NO_LICENCES_FOR_TOKEN',
    });
  });
});
