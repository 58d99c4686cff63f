import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { DEMO_PASSWORD, IdentityDemoSeeder } from '../infrastructure/seeders/identity-demo.seeder';

describe('identity: sign-in rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ env: { LOGIN_RATE_LIMIT: '3' } });
    await t.orm.seeder.seed(IdentityDemoSeeder);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the fourth attempt within a minute with 429, even with the right password', async () => {
    const attempt = (Password: string) =>
      t.http().post('/api/Login/Authenticate').send({ UserName: 'superadmin', Password, AppName: 'license' });
    await attempt('Mala-clave-1').expect(401);
    await attempt('Mala-clave-2').expect(401);
    await attempt(DEMO_PASSWORD).expect(200);
    const limited = await attempt(DEMO_PASSWORD).expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      code: 'TOO_MANY_REQUESTS',
      statusMessage: 'Has realizado demasiadas solicitudes. Por favor intenta más tarde.',
      errors: [],
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('does not limit the other identity routes with the sign-in bucket', async () => {
    await t.http().post('/api/Login/DecodeParameter').send({ parameter: 'abc' }).expect(401);
  });
});
