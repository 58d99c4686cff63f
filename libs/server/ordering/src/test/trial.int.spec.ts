import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import type { PurchaseCustomer } from '@lic/shared-api-types';
import {
  clockOf,
  mailsTo,
  orderBody,
  ordersOf,
  packageIds,
  person,
  register,
  REGISTER_TRIAL,
  registeredEvents,
  STATUS,
  verifyEmail,
} from './purchase-order-test-kit';

const HOUR_MS = 3_600_000;

describe('Free trial through HTTP', () => {
  let t: TestApp;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    ids = await packageIds(t);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const trialBody = (customer: PurchaseCustomer, packages: [number, number][] = [[ids['FIRMAYA-PRUEBA'], 1]], appName = 'firmaya') => ({
    submissionId: randomUUID(),
    customer,
    packagesToPurchase: packages.map(([packageId, packageQuantity]) => ({ packageId, packageCode: `P${packageId}`, packageQuantity })),
    appName,
    legalTermsCheck: true,
  });

  const registerTrial = (body: Record<string, unknown>) => t.http().post(REGISTER_TRIAL).send(body);

  /** The activation path of the last trial mail sent to the address. */
  async function activationPath(email: string): Promise<string> {
    const mails = await mailsTo(t, email);
    const link = mails.at(-1)?.links[0]?.url ?? '';
    return new URL(link).pathname;
  }

  it('registers the trial pending activation and e-mails its link; the link activates it once', async () => {
    const customer = person();
    const response = await registerTrial(trialBody(customer)).expect(200);
    const { referenceUuid, userActivateTokenTime } = response.body.result;
    expect(userActivateTokenTime).toBe(24);
    expect(response.body.statusMessage).toBe('Te hemos enviado un enlace de activación a tu correo electrónico.');
    const [order] = await ordersOf(t, customer.documentNumber);
    expect(order).toMatchObject({ id: referenceUuid, state: 9, kind: 'TRIAL', payment_method: 'SIN_PAGO', total: '0.00' });
    expect(order.consent_terms_url).toBe('https://www.firmaya.com/terminos-y-condiciones');
    expect(await registeredEvents(t, referenceUuid)).toEqual([]);

    const mails = await mailsTo(t, customer.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toContain('Activa tu prueba de Firmaya');
    expect(mails[0].category).toBe('trial-activation');
    const path = await activationPath(customer.email);
    expect(path).toMatch(/^\/license\/api\/purchaseorder\/activate-trial\/[A-Za-z0-9_-]{43}$/);
    expect(mails[0].html).toContain(path);
    expect(mails[0].text).toContain('24 horas');

    const pending = await t.http().get(`${STATUS}/${referenceUuid}/firmaya`).expect(200);
    expect(pending.body.result.records).toMatchObject({ result: false, code: 'WR12' });

    const activated = await t.http().get(path).expect(302);
    expect(activated.headers.location).toBe(`/registerPurchaseOrder/statusOrder/${referenceUuid}`);
    const [after] = await ordersOf(t, customer.documentNumber);
    expect(after.state).toBe(8);
    const events = await registeredEvents(t, referenceUuid);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ paymentMethod: 'SIN_PAGO', kind: 'TRIAL', state: 8, serviceName: 'FIRMAYA' });

    const status = await t.http().get(`${STATUS}/${referenceUuid}/firmaya`).expect(200);
    expect(status.body.result.records).toMatchObject({ result: true, code: 'OK15' });

    const again = await t.http().get(path).expect(302);
    expect(again.headers.location).toBe('/messageValidationEmail?estado=utilizado');
    expect(await registeredEvents(t, referenceUuid)).toHaveLength(1);

    const second = await registerTrial(trialBody(customer)).expect(422);
    expect(second.body.statusMessage).toBe('Ya registraste una prueba gratuita de esta aplicación.');
  });

  it('answers ER17 to a purchase while the trial waits for activation', async () => {
    const customer = person();
    await registerTrial(trialBody(customer)).expect(200);
    await verifyEmail(t, customer.email);
    const response = await register(
      t,
      orderBody({ customerService: customer, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
    ).expect(422);
    expect(response.body).toMatchObject({ code: 'ER17', responseData: { Code: 'ER17', MinDateToRenewLicense: null } });
    const again = await registerTrial(trialBody(customer)).expect(422);
    expect(again.body.statusMessage).toBe('Ya registraste una prueba gratuita de esta aplicación.');
  });

  it('sends an expired link to the message page and lets the customer start again', async () => {
    const customer = person();
    const { body } = await registerTrial(trialBody(customer)).expect(200);
    const path = await activationPath(customer.email);
    jest.spyOn(clockOf(t), 'now').mockReturnValue(new Date(Date.now() + 24 * HOUR_MS + 60_000));
    const expired = await t.http().get(path).expect(302);
    expect(expired.headers.location).toBe('/messageValidationEmail?estado=expirado');
    const [order] = await ordersOf(t, customer.documentNumber);
    expect(order).toMatchObject({ id: body.result.referenceUuid, state: 9 });
    expect(await registeredEvents(t, body.result.referenceUuid)).toEqual([]);

    const retry = await registerTrial(trialBody(customer)).expect(200);
    expect(retry.body.result.referenceUuid).not.toBe(body.result.referenceUuid);
  });

  it('sends an unknown or malformed token to the message page', async () => {
    for (const token of ['x'.repeat(43), 'corto', 'a'.repeat(200)]) {
      const response = await t.http().get(`/license/api/purchaseorder/activate-trial/${token}`).expect(302);
      expect(response.headers.location).toBe('/messageValidationEmail?estado=invalido');
    }
  });

  it('accepts only one free package of the brand (422)', async () => {
    const customer = person();
    for (const packages of [
      [[ids['FIRMAYA-50'], 1]],
      [
        [ids['FIRMAYA-PRUEBA'], 1],
        [ids['FIRMAYA-GRATIS'], 1],
      ],
      [[ids['FIRMAYA-PRUEBA'], 2]],
    ] as [number, number][][]) {
      const response = await registerTrial(trialBody(customer, packages)).expect(422);
      expect(response.body.statusMessage).toBe('La prueba gratuita debe incluir un único paquete gratis de la marca.');
    }
    const empty = await registerTrial(trialBody(customer, [])).expect(400);
    expect(empty.body.errors).toEqual([{ field: 'packagesToPurchase', message: 'Campo obligatorio' }]);
    const foreign = await registerTrial(trialBody(customer, [[ids['COLFAC-GRATIS'], 1]])).expect(422);
    expect(foreign.body.statusMessage).toBe('Uno de los paquetes seleccionados no existe o no está disponible.');
    expect(await ordersOf(t, customer.documentNumber)).toEqual([]);
  });

  it('validates the form like the purchase form (400) and refuses an unknown brand (422)', async () => {
    const customer = person();
    const noTerms = await registerTrial({ ...trialBody(customer), legalTermsCheck: false }).expect(400);
    expect(noTerms.body.errors).toContainEqual({
      field: 'legalTermsCheck',
      message: 'Debes aceptar la Política de Tratamiento de Datos Personales y Términos y Condiciones.',
    });
    const badEmail = await registerTrial(trialBody({ ...customer, email: 'no-es-correo' })).expect(400);
    expect(badEmail.body.errors.map((e: { field: string }) => e.field)).toContain('customer.email');
    await registerTrial({ ...trialBody(customer), appName: 'desconocida' }).expect(422);
  });

  it('registers one trial and sends one mail for the same submission sent twice', async () => {
    const customer = person();
    const body = trialBody(customer);
    const [first, second] = await Promise.all([registerTrial(body), registerTrial(body)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.result.referenceUuid).toBe(first.body.result.referenceUuid);
    const third = await registerTrial(body).expect(200);
    expect(third.body).toEqual(first.body);
    expect(await ordersOf(t, customer.documentNumber)).toHaveLength(1);
    expect(await mailsTo(t, customer.email)).toHaveLength(1);
  });
});
