import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { GetIdentityValidationQuery } from '../application/queries/get-identity-validation/get-identity-validation.query';
import { IsEmailVerifiedQuery } from '@lic/server-storefront-api';
import { ask, mailboxOf, moveClock, restoreClock } from './verification-test-kit';

const REGISTER = '/license/api/purchaseorder/register-identity-validation';

describe('firmaya identity validation through HTTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => restoreClock());
  afterAll(async () => {
    await t?.close();
  });

  const body = (subscriber: Record<string, unknown> = {}, overrides: Record<string, unknown> = {}) => ({
    packages: [
      { code: 'FIRMAYA-BASICO', quantity: 1 },
      { code: 'FIRMAYA-FIRMAS-100', quantity: 1 },
    ],
    PromotionCode: null,
    subscriber: {
      documentType: 'CC',
      document: '1020304051',
      email: 'Suscriptor@Empresa.com.co',
      phoneNumber: '3001234567',
      ...subscriber,
    },
    appName: 'firmaya',
    ...overrides,
  });
  const register = (payload: unknown) =>
    t
      .http()
      .post(REGISTER)
      .send(payload as object);
  const linkPath = (url: string) => new URL(url).pathname;

  it('validates the subscriber (OK01), records it and mails a link that proves the e-mail and continues the purchase', async () => {
    const response = await register(body({}, { PromotionCode: ' BIENVENIDA10 ' })).expect(200);
    expect(response.body).toEqual({
      result: {
        code: 'OK01',
        message: 'No dudamos que seas tú...',
        description: 'Ingresa al correo electrónico registrado para validarlo y continuar con tu compra.',
      },
      statusMessage: 'No dudamos que seas tú...',
    });

    const validation = await ask(t, new GetIdentityValidationQuery('1020304051'));
    expect(validation).toMatchObject({
      appName: 'firmaya',
      documentType: 'CC',
      document: '1020304051',
      email: 'suscriptor@empresa.com.co',
      phoneNumber: '3001234567',
      packages: [
        { code: 'FIRMAYA-BASICO', quantity: 1 },
        { code: 'FIRMAYA-FIRMAS-100', quantity: 1 },
      ],
      promotionCode: 'BIENVENIDA10',
      emailConfirmedOn: null,
    });

    const [mail] = await mailboxOf(t, 'suscriptor@empresa.com.co');
    expect(mail).toMatchObject({ subject: 'Firmaya - Valida tu correo y continúa tu compra', category: 'identity-validation-link' });
    expect(mail.links).toHaveLength(1);
    const url = mail.links[0].url;
    expect(url).toMatch(
      /^http:\/\/firmaya\.localhost:3000\/license\/api\/purchaseorder\/identity-validation\/[A-Za-z0-9_-]{43}\/continue$/,
    );
    expect(mail.text).toContain(url);
    expect(await ask(t, new IsEmailVerifiedQuery('suscriptor@empresa.com.co'))).toBe(false);

    const followed = await t.http().get(linkPath(url)).set('Host', 'firmaya.localhost:3000').expect(302);
    expect(followed.headers.location).toBe('/license/RegisterPurchaseExt');
    expect(await ask(t, new IsEmailVerifiedQuery('suscriptor@empresa.com.co'))).toBe(true);
    expect((await ask(t, new GetIdentityValidationQuery('1020304051')))?.emailConfirmedOn).not.toBeNull();
    // Following it twice is harmless.
    await t.http().get(linkPath(url)).expect(302);
    // The storefront page it leads to is a page (the SPA, or 503 while unbuilt), not an API 404.
    const page = await t.http().get('/license/RegisterPurchaseExt').set('Host', 'firmaya.localhost:3000');
    expect([200, 503]).toContain(page.status);
    expect(page.headers['content-type']).toMatch(/text\/(html|plain)/);
  });

  it('refuses an unknown or expired link with a Spanish 404', async () => {
    await register(body({ document: '79845123', email: 'expira.enlace@empresa.com.co' })).expect(200);
    const [mail] = await mailboxOf(t, 'expira.enlace@empresa.com.co');
    moveClock(t, 24 * 3_600_000);
    const expired = await t.http().get(linkPath(mail.links[0].url)).expect(404);
    expect(expired.body).toMatchObject({
      code: 'ORDERING.IDENTITY_LINK_INVALID',
      statusMessage: 'El enlace de validación no es válido o ha expirado.',
    });
    expect(await ask(t, new IsEmailVerifiedQuery('expira.enlace@empresa.com.co'))).toBe(false);
    await t
      .http()
      .get(`/license/api/purchaseorder/identity-validation/${'A'.repeat(43)}/continue`)
      .expect(404);
    await t.http().get('/license/api/purchaseorder/identity-validation/corto/continue').expect(404);
  });

  it('answers ER01 for a subscriber the provider does not validate (offline: documents ending in 0), without a mail', async () => {
    const response = await register(body({ document: '1020304050', email: 'no.validado@empresa.com.co' })).expect(200);
    expect(response.body.result).toEqual({
      code: 'ER01',
      message: 'No hemos validado tu información',
      description: 'Revisa los datos ingresados y vuelve a intentarlo',
    });
    expect(await mailboxOf(t, 'no.validado@empresa.com.co')).toHaveLength(0);
    expect(await ask(t, new GetIdentityValidationQuery('1020304050'))).toBeNull();
    const [row] = await t.orm.em
      .getConnection()
      .execute<{ code: string }[]>('select code from ordering.identity_validation where document = ?', ['1020304050']);
    expect(row.code).toBe('ER01');
  });

  it('refuses bad input with Spanish field messages', async () => {
    const cases: [unknown, { field: string; message: string }[]][] = [
      [body({ documentType: 'CE' }), [{ field: 'subscriber.documentType', message: 'Tipo de documento no permitido.' }]],
      [
        body({ document: '1234567890123456' }),
        [{ field: 'subscriber.document', message: 'El número de documento debe tener entre 5 y 15 dígitos.' }],
      ],
      [body({ document: '12AB5' }), [{ field: 'subscriber.document', message: 'El número de documento debe tener entre 5 y 15 dígitos.' }]],
      [
        body({ email: 'correo' }),
        [{ field: 'subscriber.email', message: 'Debe ingresar una dirección de correo válida, mínimo 10 caracteres' }],
      ],
      [
        body({ email: 'alguien@mailinator.com' }),
        [{ field: 'subscriber.email', message: 'El dominio de correo ingresado no es permitido.' }],
      ],
      [
        body({ phoneNumber: '300123456' }),
        [{ field: 'subscriber.phoneNumber', message: 'Debe ingresar un número de celular válido de 10 dígitos.' }],
      ],
      [body({ phoneNumber: undefined }), [{ field: 'subscriber.phoneNumber', message: 'Campo obligatorio' }]],
      [
        body({}, { packages: [{ code: 'FIRMAYA-BASICO', quantity: 2 }] }),
        [{ field: 'packages.0.quantity', message: 'La cantidad de cada paquete debe ser 1.' }],
      ],
      [body({}, { PromotionCode: 'X'.repeat(21) }), [{ field: 'PromotionCode', message: 'Máximo 20 caracteres.' }]],
      [body({}, { appName: 'otraapp' }), [{ field: 'appName', message: 'La aplicación indicada no existe.' }]],
      [body({}, { subscriber: undefined }), [{ field: 'subscriber', message: 'Campo obligatorio' }]],
    ];
    for (const [payload, errors] of cases) {
      const response = await register(payload).expect(400);
      expect(response.body.errors).toEqual(errors);
      expect(response.body.statusCode).toBe(400);
    }
    expect(await mailboxOf(t, 'alguien@mailinator.com')).toHaveLength(0);
  });
});
