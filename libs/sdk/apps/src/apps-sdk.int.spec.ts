import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { LicenciasApiError, LicenciasAppsClient, type ConsumptionEvent } from '@lic/apps-sdk';
import { anEvent, balance, createCredential, insertPlan } from '../../../server/licensing/src/test/consumption-test-kit';

/** The SDK against the real API on PostgreSQL: what an app does to report consumption (docs/api/sdk.md). */
describe('@lic/apps-sdk against the API (consumption)', () => {
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
});
