import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { ConsumptionBatchResult, CreatedAppCredential } from '@lic/shared-api-types';
import { CROSSING_CASES } from './balance-crossing.cases';
import { anEvent, balance, basic, createCredential, eventually, insertPlan, rows } from './consumption-test-kit';

describe('consumption API (design.md §5)', () => {
  let t: TestApp;
  let colfactura: CreatedAppCredential;
  let colnomina: CreatedAppCredential;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    colfactura = await createCredential(t, 'colfactura');
    colnomina = await createCredential(t, 'colnomina');
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const post = (body: object, credential: CreatedAppCredential | null = colfactura) => {
    const request = t.http().post('/license/api/consumption');
    return (credential ? request.set('Authorization', basic(credential)) : request).send(body);
  };
  const postBatch = (events: unknown[], credential: CreatedAppCredential = colfactura) =>
    t.http().post('/license/api/consumption/batch').set('Authorization', basic(credential)).send({ events });

  it('takes an accepted event from the balance and keeps it with its allocation', async () => {
    const { balanceIds } = await insertPlan(t, { documentNumber: '800100001', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const event = anEvent('800100001', 'COLFACTURA_DOCUMENTO', { quantity: 3 });
    const response = await post(event);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ eventId: event.eventId, outcome: 'ACCEPTED', status: 200, available: 7 });
    expect(await balance(t, balanceIds[0])).toMatchObject({ used: 3, total: 10 });
    const [kept] = await rows<{ app_name: string; service_name: string; quantity: number; allocations: unknown; occurred_at: Date }>(
      t,
      'select app_name, service_name, quantity, allocations, occurred_at from licensing.consumption_event where event_id = ?',
      [event.eventId],
    );
    expect(kept).toMatchObject({
      app_name: 'colfactura',
      service_name: 'COLFACTURA',
      quantity: 3,
      allocations: [{ balanceId: balanceIds[0], quantity: 3 }],
    });
    expect(new Date(kept.occurred_at).toISOString()).toBe(event.occurredAt);
  });

  it('draws from the earliest-expiring active plan first and splits across plans when needed', async () => {
    const later = await insertPlan(t, {
      documentNumber: '800100002',
      expiresInDays: 300,
      balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }],
    });
    const sooner = await insertPlan(t, {
      documentNumber: '800100002',
      expiresInDays: 20,
      packageType: 'CMP',
      balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 4 }],
    });
    const future = await insertPlan(t, {
      documentNumber: '800100002',
      startsInDays: 5,
      expiresInDays: 400,
      balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 50 }],
    });
    const event = anEvent('800100002', 'COLFACTURA_DOCUMENTO', { quantity: 6 });
    const response = await post(event);
    expect(response.body).toMatchObject({ outcome: 'ACCEPTED', available: 8 });
    expect((await balance(t, sooner.balanceIds[0])).used).toBe(4);
    expect((await balance(t, later.balanceIds[0])).used).toBe(2);
    expect((await balance(t, future.balanceIds[0])).used).toBe(0);
    const [kept] = await rows<{ allocations: unknown }>(t, 'select allocations from licensing.consumption_event where event_id = ?', [
      event.eventId,
    ]);
    expect(kept.allocations).toEqual(
      expect.arrayContaining([
        { balanceId: sooner.balanceIds[0], quantity: 4 },
        { balanceId: later.balanceIds[0], quantity: 2 },
      ]),
    );
  });

  it('refuses what the balance cannot cover with 409 and the available balance, counting nothing', async () => {
    const { balanceIds } = await insertPlan(t, {
      documentNumber: '800100003',
      balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 5, used: 3 }],
    });
    const event = anEvent('800100003', 'COLFACTURA_DOCUMENTO', { quantity: 3 });
    const response = await post(event);
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({
      statusCode: 409,
      code: 'LICENSING.INSUFFICIENT_BALANCE',
      statusMessage: 'Saldo insuficiente para registrar el consumo.',
      available: 2,
    });
    expect((await balance(t, balanceIds[0])).used).toBe(3);
    expect(await rows(t, 'select 1 from licensing.consumption_event where event_id = ?', [event.eventId])).toHaveLength(0);
  });

  it('counts unlimited balances and never refuses them', async () => {
    const { balanceIds } = await insertPlan(t, {
      documentNumber: '800100004',
      balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 0, unlimited: true }],
    });
    const response = await post(anEvent('800100004', 'COLFACTURA_DOCUMENTO', { quantity: 1_000_000 }));
    expect(response.body).toMatchObject({ outcome: 'ACCEPTED', available: null });
    expect((await balance(t, balanceIds[0])).used).toBe(1_000_000);
  });

  it('answers 404 for a feature no active plan of the customer includes', async () => {
    await insertPlan(t, { documentNumber: '800100005', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 5 }] });
    await insertPlan(t, {
      documentNumber: '800100005',
      startsInDays: -400,
      expiresInDays: -1,
      balances: [{ code: 'COLFACTURA_USUARIO', total: 5 }],
    });
    await insertPlan(t, { documentNumber: '800100005', serviceName: 'COLNOMINA', balances: [{ code: 'COLNOMINA_EMPLEADO', total: 5 }] });
    for (const featureCode of ['NO_EXISTE', 'COLFACTURA_USUARIO', 'COLNOMINA_EMPLEADO']) {
      const response = await post(anEvent('800100005', featureCode));
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({
        code: 'LICENSING.UNKNOWN_FEATURE',
        statusMessage: 'La característica no existe o el cliente no tiene un plan activo que la incluya.',
      });
    }
  });

  it('tells an unknown company (404 LICENSING.UNKNOWN_COMPANY) from an unknown feature, in consumption, batches, entitlements and reservations', async () => {
    // Licences of another app, and an expired one of this app: no licence of colfactura in force.
    await insertPlan(t, { documentNumber: '800100099', serviceName: 'COLNOMINA', balances: [{ code: 'COLNOMINA_EMPLEADO', total: 5 }] });
    await insertPlan(t, {
      documentNumber: '800100099',
      startsInDays: -400,
      expiresInDays: -1,
      balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 5 }],
    });
    await insertPlan(t, { documentNumber: '800100098', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 5 }] });
    const unknownCompany = {
      code: 'LICENSING.UNKNOWN_COMPANY',
      statusMessage: 'La empresa no tiene licencias vigentes de esta app: revise el tipo y el número de documento.',
    };
    for (const documentNumber of ['800100099', '800199999']) {
      const response = await post(anEvent(documentNumber, 'COLFACTURA_DOCUMENTO'));
      expect({ documentNumber, status: response.status }).toEqual({ documentNumber, status: 404 });
      expect(response.body).toMatchObject(unknownCompany);
    }
    const batch = await postBatch([
      anEvent('800100099', 'COLFACTURA_DOCUMENTO'),
      anEvent('800100098', 'NO_EXISTE'),
      anEvent('800100098', 'COLFACTURA_DOCUMENTO'),
    ]);
    expect((batch.body as ConsumptionBatchResult).results.map((r) => [r.outcome, r.status, r.code])).toEqual([
      ['UNKNOWN_COMPANY', 404, 'LICENSING.UNKNOWN_COMPANY'],
      ['UNKNOWN_FEATURE', 404, 'LICENSING.UNKNOWN_FEATURE'],
      ['ACCEPTED', 200, undefined],
    ]);
    const entitlement = (documentNumber: string, featureCode: string) =>
      t
        .http()
        .get('/license/api/entitlements')
        .query({ documentType: 4, documentNumber, featureCode })
        .set('Authorization', basic(colfactura));
    expect((await entitlement('800100099', 'COLFACTURA_DOCUMENTO')).body).toMatchObject({ statusCode: 404, ...unknownCompany });
    expect((await entitlement('800100098', 'NO_EXISTE')).body).toMatchObject({ statusCode: 404, code: 'LICENSING.UNKNOWN_FEATURE' });
    const reservation = (documentNumber: string, featureCode: string) =>
      t
        .http()
        .post('/license/api/reservations')
        .set('Authorization', basic(colfactura))
        .send({
          reservationId: `r-${documentNumber}-${featureCode}`,
          appName: 'colfactura',
          documentType: 4,
          documentNumber,
          featureCode,
          quantity: 1,
          ttlSeconds: 60,
        });
    expect((await reservation('800100099', 'COLFACTURA_DOCUMENTO')).body).toMatchObject({ statusCode: 404, ...unknownCompany });
    expect((await reservation('800100098', 'NO_EXISTE')).body).toMatchObject({ statusCode: 404, code: 'LICENSING.UNKNOWN_FEATURE' });
  });

  it('counts the same eventId once and answers the duplicate without counting', async () => {
    const { balanceIds } = await insertPlan(t, { documentNumber: '800100006', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const event = anEvent('800100006', 'COLFACTURA_DOCUMENTO', { quantity: 2 });
    expect((await post(event)).body.outcome).toBe('ACCEPTED');
    const again = await post(event);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ outcome: 'DUPLICATE', status: 200, available: 8, code: 'LICENSING.DUPLICATE_EVENT' });
    expect((await balance(t, balanceIds[0])).used).toBe(2);
    expect(await rows(t, 'select 1 from licensing.consumption_event where event_id = ?', [event.eventId])).toHaveLength(1);
  });

  it('refuses requests without a valid credential (401) and events of another app (403)', async () => {
    await insertPlan(t, { documentNumber: '800100007', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const event = anEvent('800100007', 'COLFACTURA_DOCUMENTO');
    const anonymous = await post(event, null);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('LICENSING.CREDENTIAL_MISSING');
    const wrongSecret = await post(event, { ...colfactura, clientSecret: 'not-the-secret' });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body).toMatchObject({
      code: 'LICENSING.CREDENTIAL_INVALID',
      statusMessage: 'La credencial de la aplicación no es válida o fue revocada.',
    });
    const unknownClient = await post(event, { ...colfactura, clientId: 'colfactura-nope' });
    expect(unknownClient.status).toBe(401);
    const bearer = await t
      .http()
      .post('/license/api/consumption')
      .set('Authorization', `Bearer ${await t.staffToken(['SUPERADMIN'])}`)
      .send(event);
    expect(bearer.status).toBe(401);
    const otherApp = await post(event, colnomina);
    expect(otherApp.status).toBe(403);
    expect(otherApp.body).toMatchObject({
      code: 'LICENSING.APP_MISMATCH',
      statusMessage: 'La credencial no corresponde a la aplicación del evento.',
    });
    expect(await rows(t, 'select 1 from licensing.consumption_event where event_id = ?', [event.eventId])).toHaveLength(0);
  });

  it('refuses a revoked credential', async () => {
    await insertPlan(t, { documentNumber: '800100008', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const credential = await createCredential(t, 'colfactura');
    expect((await post(anEvent('800100008', 'COLFACTURA_DOCUMENTO'), credential)).status).toBe(200);
    const token = await t.staffToken(['LICFINANCIERO']);
    const revoked = await t.http().post(`/license/api/app-credentials/${credential.id}/revoke`).set('Authorization', `Bearer ${token}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.result.records.revokedOn).toEqual(expect.any(String));
    const refused = await post(anEvent('800100008', 'COLFACTURA_DOCUMENTO'), credential);
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('LICENSING.CREDENTIAL_INVALID');
  });

  it('answers bad input with 400 and Spanish field messages', async () => {
    const response = await post({ ...anEvent('800100009', 'COLFACTURA_DOCUMENTO'), quantity: 0, occurredAt: 'ayer', extra: 1 });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('VALIDATION');
    expect(response.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'quantity', message: 'La cantidad debe ser un número entero entre 1 y 1.000.000.' },
        { field: 'occurredAt', message: 'Fecha no valida' },
        { field: 'extra', message: 'Este campo no está permitido.' },
      ]),
    );
    const empty = await post({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(expect.arrayContaining([{ field: 'eventId', message: 'Campo obligatorio' }]));
  });

  it('answers a batch per event in order: accepted, duplicate, insufficient, unknown, invalid, other app', async () => {
    const { balanceIds } = await insertPlan(t, { documentNumber: '800100010', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    const first = anEvent('800100010', 'COLFACTURA_DOCUMENTO', { quantity: 6 });
    const events = [
      first,
      anEvent('800100010', 'COLFACTURA_DOCUMENTO', { quantity: 5 }),
      { ...first },
      anEvent('800100010', 'COLFACTURA_DOCUMENTO', { quantity: 4 }),
      anEvent('800100010', 'NO_EXISTE'),
      { ...anEvent('800100010', 'COLFACTURA_DOCUMENTO'), quantity: -1 },
      anEvent('800100010', 'COLFACTURA_DOCUMENTO', { appName: 'colnomina' }),
      'no es un evento',
    ];
    const response = await postBatch(events);
    expect(response.status).toBe(200);
    const body = response.body as ConsumptionBatchResult;
    expect(body.results.map((r) => [r.outcome, r.status, r.available])).toEqual([
      ['ACCEPTED', 200, 4],
      ['INSUFFICIENT_BALANCE', 409, 4],
      ['DUPLICATE', 200, 4],
      ['ACCEPTED', 200, 0],
      ['UNKNOWN_FEATURE', 404, null],
      ['INVALID', 400, null],
      ['INVALID', 403, null],
      ['INVALID', 400, null],
    ]);
    expect(body.results[5].statusMessage).toContain('quantity');
    expect(body).toMatchObject({ accepted: 2, duplicates: 1, refused: 5 });
    expect((await balance(t, balanceIds[0])).used).toBe(10);
    const again = await postBatch([first]);
    expect(again.body.results[0]).toMatchObject({ outcome: 'DUPLICATE', available: 0 });
  });

  it('refuses an empty batch or one over 1,000 events', async () => {
    expect((await postBatch([])).status).toBe(400);
    const tooMany = await postBatch(Array.from({ length: 1001 }, () => anEvent('800100011', 'COLFACTURA_DOCUMENTO')));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors).toEqual([{ field: 'events', message: 'El lote debe tener entre 1 y 1.000 eventos.' }]);
  });

  it('under 500 concurrent single-unit events against a balance of 100 accepts exactly 100', async () => {
    const { balanceIds } = await insertPlan(t, { documentNumber: '800100012', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 100 }] });
    const events = Array.from({ length: 500 }, () => anEvent('800100012', 'COLFACTURA_DOCUMENTO'));
    const statuses = await Promise.all(events.map(async (event) => (await post(event)).status));
    expect(statuses.filter((s) => s === 200)).toHaveLength(100);
    expect(statuses.filter((s) => s === 409)).toHaveLength(400);
    expect(await balance(t, balanceIds[0])).toMatchObject({ used: 100, total: 100 });
    const [kept] = await rows<{ n: string; total: string; distinct_ids: string }>(
      t,
      `select count(*) n, sum(quantity) total, count(distinct event_id) distinct_ids from licensing.consumption_event
        where document_number = '800100012'`,
    );
    expect(kept).toEqual({ n: '100', total: '100', distinct_ids: '100' });
  }, 60_000);

  it('publishes BalanceLow at 85 % and BalanceExhausted at 100 % once each, with an e-mail to the customer', async () => {
    // 901234567: a demo company whose e-mail is gerencia@transpacifico.com.co.
    const { balanceIds } = await insertPlan(t, {
      documentNumber: '901234567',
      balances: [{ code: 'COLFACTURA_UMBRAL', name: 'Documentos electrónicos', total: 20 }],
    });
    const consume = (quantity: number) => post(anEvent('901234567', 'COLFACTURA_UMBRAL', { quantity }));
    await consume(16);
    expect(await balance(t, balanceIds[0])).toMatchObject({ lowNotified: false, exhaustedNotified: false });
    await consume(1); // 17 of 20 = 85 %
    await consume(1);
    expect(await balance(t, balanceIds[0])).toMatchObject({ lowNotified: true, exhaustedNotified: false });
    await consume(2); // 100 %
    expect(await balance(t, balanceIds[0])).toMatchObject({ used: 20, lowNotified: true, exhaustedNotified: true });
    const outbox = await rows<{ event_name: string; payload: Record<string, unknown> }>(
      t,
      "select event_name, payload from kernel.outbox_message where payload->>'balanceId' = ? order by id",
      [String(balanceIds[0])],
    );
    expect(outbox.map((o) => [o.event_name, o.payload.used])).toEqual([
      ['licensing.BalanceLow', 17],
      ['licensing.BalanceExhausted', 20],
    ]);
    const mails = await eventually(
      () =>
        rows<{ subject: string; category: string; text: string }>(
          t,
          "select subject, category, text from kernel.outgoing_mail where recipient = 'gerencia@transpacifico.com.co' and category like 'balance-%' order by id",
        ),
      (found) => found.length >= 2,
    );
    // The relay hands the events of one poll to their handlers at once: the two mails may be written in either order.
    expect(mails.map((m) => m.category).sort()).toEqual(['balance-exhausted', 'balance-low']);
    const low = mails.find((m) => m.category === 'balance-low');
    const exhausted = mails.find((m) => m.category === 'balance-exhausted');
    expect(low?.subject).toContain('Tu saldo está por agotarse');
    expect(low?.text).toContain('85 %');
    expect(exhausted?.subject).toContain('Tu saldo se ha agotado');
  });

  it("the balance alerts' rule (balance-crossing.sql, its one home) decides each case", async () => {
    for (const [name, use, expected] of CROSSING_CASES) {
      const [row] = await rows<{ crossing: string | null }>(t, 'select licensing.balance_crossing(?, ?, ?, ?, ?, ?) as crossing', [
        use.usedBefore,
        use.usedAfter,
        use.total,
        use.isUnlimited,
        use.lowNotified,
        use.exhaustedNotified,
      ]);
      expect([name, row.crossing]).toEqual([name, expected]);
    }
  });
});
