import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { approve, BASE_CUSTOMER, clockOf, orderBody, packageIds, person, register, verifyEmail } from './purchase-order-test-kit';

const DAY_MS = 86_400_000;

describe('GetPackageBaseCustomer through HTTP', () => {
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

  const baseOf = (documentNumber: string, ServiceName: string | undefined, DocumentType: unknown = 1) =>
    t.http().post(BASE_CUSTOMER).send({ DocumentType, DocumentNumber: documentNumber, ServiceName });

  it('knows nothing of an unknown customer', async () => {
    const response = await baseOf('55667788', 'firmaya').expect(200);
    expect(response.body).toEqual({ result: { hasBasePackage: false, hasOnlyFreeBasePackage: false, customerExists: false } });
  });

  it('follows the base plans of the service: free, then paid; pending orders do not count', async () => {
    const customer = person();
    await verifyEmail(t, customer.email);
    await register(
      t,
      orderBody({ customerService: customer, packages: [[ids['FIRMAYA-GRATIS'], 1]], paymentMethod: 'SIN_PAGO', appName: 'firmaya' }),
    ).expect(200);
    expect((await baseOf(customer.documentNumber, 'firmaya').expect(200)).body.result).toEqual({
      hasBasePackage: true,
      hasOnlyFreeBasePackage: true,
      customerExists: true,
    });
    expect((await baseOf(customer.documentNumber, 'FIRMAYA', '1').expect(200)).body.result.hasBasePackage).toBe(true);
    expect((await baseOf(customer.documentNumber, 'colfactura').expect(200)).body.result).toEqual({
      hasBasePackage: false,
      hasOnlyFreeBasePackage: false,
      customerExists: true,
    });
    expect((await baseOf(customer.documentNumber, '').expect(200)).body.result.hasBasePackage).toBe(true);
    expect((await baseOf(customer.documentNumber, undefined).expect(200)).body.result.hasBasePackage).toBe(true);

    const paid = await register(
      t,
      orderBody({ customerService: customer, packages: [[ids['FIRMAYA-50'], 1]], paymentMethod: 'EN_LINEA', appName: 'firmaya' }),
    ).expect(200);
    expect((await baseOf(customer.documentNumber, 'firmaya').expect(200)).body.result.hasOnlyFreeBasePackage).toBe(true);
    await approve(t, paid.body.result.referenceUuid);
    expect((await baseOf(customer.documentNumber, 'firmaya').expect(200)).body.result).toEqual({
      hasBasePackage: true,
      hasOnlyFreeBasePackage: false,
      customerExists: true,
    });

    // Two months on, the monthly free plan has ended and the annual paid one is still valid.
    jest.spyOn(clockOf(t), 'now').mockReturnValue(new Date(Date.now() + 62 * DAY_MS));
    expect((await baseOf(customer.documentNumber, 'firmaya').expect(200)).body.result.hasOnlyFreeBasePackage).toBe(false);
    // After a year and a day, no plan is left.
    jest.spyOn(clockOf(t), 'now').mockReturnValue(new Date(Date.now() + 367 * DAY_MS));
    expect((await baseOf(customer.documentNumber, 'firmaya').expect(200)).body.result).toMatchObject({
      hasBasePackage: false,
      hasOnlyFreeBasePackage: false,
    });
  });

  it('counts the base plans licensing holds without an order (seeded or added by staff)', async () => {
    // The licensing demo seeder gives Comercializadora Andina (NIT 900123456) a COLFACTURA Plan Pyme with no order behind it.
    const held = await t.orm.em.getConnection().execute<{ expiration_date: Date }[]>(
      `select expiration_date from licensing.licence_plan
          where document_number = '900123456' and service_name = 'COLFACTURA' and package_type_code = 'BAS'`,
    );
    expect(held.length).toBeGreaterThan(0);
    expect((await baseOf('900123456', 'colfactura', 4).expect(200)).body.result).toEqual({
      hasBasePackage: true,
      hasOnlyFreeBasePackage: false,
      customerExists: true,
    });
    // The day after the last of them ends, the customer holds no base plan any more.
    const lastEnd = Math.max(...held.map((row) => new Date(row.expiration_date).getTime()));
    jest.spyOn(clockOf(t), 'now').mockReturnValue(new Date(lastEnd + DAY_MS));
    expect((await baseOf('900123456', 'colfactura', 4).expect(200)).body.result.hasBasePackage).toBe(false);
  });

  it('refuses bad input with 400 and Spanish field errors', async () => {
    const unknownType = await baseOf('55667788', 'firmaya', 99).expect(400);
    expect(unknownType.body.errors).toEqual([{ field: 'DocumentType', message: 'Tipo de documento no permitido.' }]);
    const missing = await t.http().post(BASE_CUSTOMER).send({ DocumentType: 1 }).expect(400);
    expect(missing.body.errors).toContainEqual({ field: 'DocumentNumber', message: 'Campo obligatorio' });
    const extra = await t.http().post(BASE_CUSTOMER).send({ DocumentType: 1, DocumentNumber: '55667788', Otro: 1 }).expect(400);
    expect(extra.body.errors).toEqual([{ field: 'Otro', message: 'Este campo no está permitido.' }]);
    await t.http().post(BASE_CUSTOMER).send({ DocumentType: 1, DocumentNumber: 'abc' }).expect(400);
  });
});
