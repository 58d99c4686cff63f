import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { CreatedAppCredential } from '@lic/shared-api-types';
import { anEvent, basic, createCredential, insertPlan } from './consumption-test-kit';

const UNSUPPORTED = {
  statusCode: 415,
  code: 'UNSUPPORTED_MEDIA_TYPE',
  statusMessage: 'El cuerpo de la solicitud debe ser JSON: envíelo con la cabecera Content-Type: application/json.',
  errors: [],
};

/**
 * A body that is not JSON gets one 415 naming the expected type (decision 0053), on the consumption fast path's
 * routes (once it is serving) and on routes only Nest serves; nothing is counted.
 */
describe('bodies that are not JSON', () => {
  let t: TestApp;
  let colfactura: CreatedAppCredential;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    colfactura = await createCredential(t, 'colfactura');
    await insertPlan(t, { documentNumber: '800415001', balances: [{ code: 'COLFACTURA_DOCUMENTO', total: 10 }] });
    // The first answer of the route arms its fast path (it captures the pipeline's headers).
    const first = await t
      .http()
      .post('/license/api/consumption')
      .set('Authorization', basic(colfactura))
      .send(anEvent('800415001', 'COLFACTURA_DOCUMENTO'));
    expect(first.status).toBe(200);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const raw = (path: string, contentType: string | null, body: string, auth = basic(colfactura)) => {
    const request = t.http().post(path).set('Authorization', auth);
    if (contentType) request.set('Content-Type', contentType);
    else request.unset('Content-Type');
    return request.send(body);
  };

  it('consumption (single and batch): text, a form, XML or multipart, each one 415 that names application/json; nothing counted', async () => {
    const event = JSON.stringify(anEvent('800415001', 'COLFACTURA_DOCUMENTO'));
    for (const [path, contentType, body] of [
      ['/license/api/consumption', 'text/plain', event],
      ['/license/api/consumption', 'application/x-www-form-urlencoded', 'eventId=x&quantity=1'],
      ['/license/api/consumption', 'application/xml', '<evento/>'],
      ['/license/api/consumption/batch', 'text/plain;charset=utf-8', JSON.stringify({ events: [JSON.parse(event)] })],
      ['/license/api/consumption/batch', 'multipart/form-data; boundary=x', '--x--'],
    ] as const) {
      const response = await raw(path, contentType, body);
      expect({ path, contentType, status: response.status, body: response.body }).toEqual({
        path,
        contentType,
        status: 415,
        body: UNSUPPORTED,
      });
    }
    const [{ used }] = await t.orm.em
      .getConnection()
      .execute<{ used: string }[]>(`select used from licensing.licence_balance where document_number = '800415001'`);
    expect(Number(used)).toBe(1);
  });

  it('JSON with any casing or charset is read as before', async () => {
    for (const contentType of ['application/json', 'Application/JSON; charset=UTF-8', 'application/json;charset=utf-8']) {
      const response = await raw('/license/api/consumption', contentType, JSON.stringify(anEvent('800415001', 'COLFACTURA_DOCUMENTO')));
      expect({ contentType, status: response.status }).toEqual({ contentType, status: 200 });
    }
  });

  it('routes only Nest serves (reservations, staff calls) answer the same 415; a call without a body still passes', async () => {
    expect((await raw('/license/api/reservations', 'text/plain', '{}')).body).toEqual(UNSUPPORTED);
    const admin = `Bearer ${await t.staffToken(['SUPERADMIN'])}`;
    expect((await raw('/license/api/webhooks', 'text/plain', '{"appName":"colfactura"}', admin)).body).toEqual(UNSUPPORTED);
    const list = await t.http().get('/license/api/webhooks').set('Authorization', admin);
    expect(list.status).toBe(200);
    // No body, no Content-Type: the route decides (here a 404 for an unknown webhook, not a 415).
    const noBody = await t.http().post('/license/api/webhooks/00000000-0000-4000-8000-000000000000/test').set('Authorization', admin);
    expect(noBody.status).toBe(404);
  });
});
