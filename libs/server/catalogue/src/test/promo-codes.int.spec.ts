import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { callersOf, outboxPayloads, rows, send, type Callers, type Method } from './catalogue-test-kit';

const PROMO = '/license/api/PromotionalCode';
const DAY_MS = 86_400_000;
const day = (offset: number) => new Date(Date.now() - 5 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);

describe('Códigos promocionales through HTTP', () => {
  let t: TestApp;
  let c: Callers;
  let pymeId: number;
  let emprendedorId: number;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    c = await callersOf(t);
    const packages = (await send(t, 'get', '/license/api/Package/GetPackages', c.superadmin).expect(200)).body.result.records as {
      id: number;
      packageCode: string;
    }[];
    pymeId = packages.find((p) => p.packageCode === 'COLFAC-PYME')!.id;
    emprendedorId = packages.find((p) => p.packageCode === 'COLFAC-EMPRENDEDOR')!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const body = (overrides: Record<string, unknown> = {}) => ({
    promotionCode: ' VERANO 2026 ',
    descriptionPromotionCode: 'Temporada de verano: 15 % en los planes de facturación (¡aprovecha!)',
    useQuantity: 100,
    applyTotalPurchase: false,
    applyProduct: true,
    offerTypeCode: 'PTJ',
    offerValue: 15,
    effectiveStartDate: day(0),
    expirationDate: day(20),
    periodicityType: 'NEVER',
    periodicityQuantity: null,
    endPeriodicityDate: null,
    typeUserId: 1,
    packagesId: [pymeId],
    ...overrides,
  });
  const create = (payload: Record<string, unknown>, auth = c.promoCode) => send(t, 'post', `${PROMO}/SaveNewPromoCode`, auth, payload);
  const update = (payload: Record<string, unknown>, auth = c.comercial) => send(t, 'put', `${PROMO}/UpdatePromoCode`, auth, payload);
  const promoRow = async (code: string) =>
    (
      await rows<{ id: number; [column: string]: unknown }>(t, 'select * from catalogue.promotional_code where promotion_code = ?', [code])
    )[0];
  const countPromos = async () => Number((await rows<{ count: string }>(t, 'select count(*) from catalogue.promotional_code'))[0].count);

  describe('who may call', () => {
    const endpoints: { method: Method; path: string; body?: unknown; headers?: Record<string, string> }[] = [
      { method: 'get', path: `${PROMO}/GetPromotionalCodes` },
      { method: 'get', path: `${PROMO}/GetTypeUserPromotional` },
      { method: 'get', path: `${PROMO}/GetPackagesId`, headers: { promotionalCodeId: '1' } },
      { method: 'post', path: `${PROMO}/SaveNewPromoCode`, body: {} },
      { method: 'put', path: `${PROMO}/UpdatePromoCode`, body: {} },
      { method: 'put', path: `${PROMO}/ActivePromoCode`, body: { id: 1, idstate: 0 } },
    ];

    it.each(endpoints)(
      '$method $path answers 401 without a token and 403 to financial, customer, packages-only and bare CONFIGURATION users',
      async ({ method, path, body, headers }) => {
        await send(t, method, path, undefined, body, headers).expect(401);
        const packagesOnly = `Bearer ${await t.token({ userName: 'paquetes', roles: ['PAQUETES'], privileges: ['PACKAGES'], apps: ['LICENSE'] })}`;
        const bareConfiguration = `Bearer ${await t.token({ userName: 'config', roles: ['CONFIG'], privileges: ['CONFIGURATION'], apps: ['LICENSE'] })}`;
        for (const auth of [c.financiero, c.customer, packagesOnly, bareConfiguration]) {
          await send(t, method, path, auth, body, headers).expect(403);
        }
      },
    );

    it('lets SUPERADMIN, LICENSECOMERCIAL and LICENSEPROMOCODE read the promo codes', async () => {
      for (const auth of [c.superadmin, c.comercial, c.promoCode]) await send(t, 'get', `${PROMO}/GetPromotionalCodes`, auth).expect(200);
    });
  });

  it('lists the user types 1, 2 and 3', async () => {
    const response = await send(t, 'get', `${PROMO}/GetTypeUserPromotional`, c.promoCode).expect(200);
    expect(response.body.result.records).toEqual([
      { id: 1, value: 1, typeUser: 'Todos los usuarios' },
      { id: 2, value: 2, typeUser: 'Usuarios nuevos' },
      { id: 3, value: 3, typeUser: 'Usuarios registrados' },
    ]);
  });

  it('lists the seeded promo codes with their packages', async () => {
    const response = await send(t, 'get', `${PROMO}/GetPromotionalCodes`, c.promoCode).expect(200);
    const monthly = response.body.result.records.find((r: { promotionCode: string }) => r.promotionCode === 'BIENVENIDA10');
    expect(monthly).toEqual({
      id: expect.any(Number),
      promotionCode: 'BIENVENIDA10',
      descriptionPromotionCode: expect.any(String),
      useQuantity: 50,
      idstate: 0,
      applyTotalPurchase: false,
      applyProduct: true,
      offerTypeCode: 'PTJ',
      offerValue: 10,
      effectiveStartDate: day(0),
      expirationDate: day(30),
      periodicityType: 'MONTHLY',
      periodicityQuantity: 1,
      endPeriodicityDate: day(365),
      typeUserId: 1,
      typeUser: 'Todos los usuarios',
      packagesId: [emprendedorId, pymeId].sort((a, b) => a - b),
      promotionalCodePackage: [emprendedorId, pymeId].sort((a, b) => a - b).map((packageId) => ({ packageId })),
      createdby: 'system',
      createdon: expect.any(String),
      modifiedby: null,
      modifiedon: null,
    });
  });

  describe('SaveNewPromoCode', () => {
    it('creates a code without spaces, with its packages, and announces it', async () => {
      const response = await create(body()).expect(200);
      expect(response.body).toEqual({
        statusMessage: 'El código promocional se ha guardado exitosamente',
        result: { id: expect.any(Number), promotionCode: 'VERANO2026' },
      });
      expect(await promoRow('VERANO2026')).toMatchObject({
        use_quantity: 100,
        offer_type_code: 'PTJ',
        offer_value: '15.00',
        created_by: 'promo.catalogo',
        idstate: 0,
      });
      const [event] = (await outboxPayloads(t, 'catalogue.promo-code-changed')).filter((p) => p.promotionCode === 'VERANO2026');
      expect(event).toEqual({
        promoCodeId: response.body.result.id,
        promotionCode: 'VERANO2026',
        descriptionPromotionCode: 'Temporada de verano: 15 % en los planes de facturación (¡aprovecha!)',
        useQuantity: 100,
        idstate: 0,
        applyTotalPurchase: false,
        applyProduct: true,
        offerTypeCode: 'PTJ',
        offerValue: 15,
        effectiveStartDate: day(0),
        expirationDate: day(20),
        periodicityType: 'NEVER',
        periodicityQuantity: null,
        endPeriodicityDate: null,
        typeUserId: 1,
        packageIds: [pymeId],
      });
      const packages = await send(t, 'get', `${PROMO}/GetPackagesId`, c.promoCode, undefined, {
        promotionalCodeId: String(response.body.result.id),
      }).expect(200);
      expect(packages.body.result.records).toEqual([{ packageId: pymeId, packageCode: 'COLFAC-PYME', packageName: 'Plan Pyme' }]);
    });

    it('creates a single-use code and a monthly one for windows of at most 30 days', async () => {
      await create(body({ promotionCode: 'UNICO1', useQuantity: 1 })).expect(200);
      expect(await promoRow('UNICO1')).toMatchObject({ use_quantity: 1 });
      await create(
        body({
          promotionCode: 'MENSUAL',
          expirationDate: day(30),
          periodicityType: 'MONTHLY',
          periodicityQuantity: 12,
          endPeriodicityDate: day(30),
        }),
      ).expect(200);
      expect(await promoRow('MENSUAL')).toMatchObject({ periodicity_type: 'MONTHLY', periodicity_quantity: 12 });
    });

    it('fixes user types 2 and 3 at 100 % whatever the client sends', async () => {
      await create(body({ promotionCode: 'NUEVOS', typeUserId: 2, offerTypeCode: 'VLR', offerValue: 5000 })).expect(200);
      expect(await promoRow('NUEVOS')).toMatchObject({ type_user_id: 2, offer_type_code: 'PTJ', offer_value: '100.00' });
      await create(body({ promotionCode: 'REGISTRADOS', typeUserId: 3, offerValue: 10 })).expect(200);
      expect(await promoRow('REGISTRADOS')).toMatchObject({ offer_type_code: 'PTJ', offer_value: '100.00' });
    });

    it('applies a total-purchase code to no package and clears the repetition of a NEVER code', async () => {
      await create(
        body({
          promotionCode: 'TOTAL',
          applyTotalPurchase: true,
          offerTypeCode: 'VLR',
          offerValue: '30000',
          periodicityQuantity: 3,
          endPeriodicityDate: day(60),
        }),
      ).expect(200);
      const row = await promoRow('TOTAL');
      expect(row).toMatchObject({
        apply_total_purchase: true,
        apply_product: false,
        offer_value: '30000.00',
        periodicity_quantity: null,
        end_periodicity_date: null,
      });
      expect(await rows(t, 'select * from catalogue.promotional_code_package where promotional_code_id = ?', [row.id])).toEqual([]);
    });

    it('reports every missing field with "Campo obligatorio"', async () => {
      const response = await create({}).expect(400);
      expect(response.body.errors).toEqual(
        [
          'promotionCode',
          'descriptionPromotionCode',
          'useQuantity',
          'applyTotalPurchase',
          'offerTypeCode',
          'offerValue',
          'effectiveStartDate',
          'expirationDate',
          'typeUserId',
        ].map((field) => ({ field, message: 'Campo obligatorio' })),
      );
    });

    it.each([
      ['promotionCode', { promotionCode: 'C'.repeat(51) }, 'Máximo 50 caracteres.'],
      ['promotionCode', { promotionCode: '   ' }, 'Campo obligatorio'],
      ['descriptionPromotionCode', { descriptionPromotionCode: 'D'.repeat(251) }, 'Máximo 250 caracteres.'],
      ['descriptionPromotionCode', { descriptionPromotionCode: 'Línea\u0007oculta' }, 'La descripción contiene caracteres no permitidos.'],
      ['useQuantity', { useQuantity: 0 }, 'Debe ser un número entero entre 1 y 9999.'],
      ['useQuantity', { useQuantity: 10000 }, 'Debe ser un número entero entre 1 y 9999.'],
      ['offerValue', { offerValue: 101 }, 'El campo debe ser numérico y menor o igual a 100.'],
      ['offerValue', { offerTypeCode: 'VLR', offerValue: '12.5' }, 'El campo debe ser numérico.'],
      ['offerValue', { offerTypeCode: 'VLR', offerValue: '1'.repeat(19) }, 'Máximo 18 caracteres.'],
      ['offerTypeCode', { offerTypeCode: 'XYZ' }, 'El valor no es una opción válida.'],
      ['typeUserId', { typeUserId: 4 }, 'El valor no es una opción válida.'],
      ['packagesId', { packagesId: [] }, 'Campo obligatorio'],
      ['effectiveStartDate', { effectiveStartDate: '2026/12/01' }, 'Fecha no valida'],
      ['expirationDate', { expirationDate: '2026-13-01' }, 'Fecha no valida'],
      ['expirationDate', { expirationDate: day(0) }, 'Fin vigencia debe ser mayor a Inicio vigencia'],
      ['periodicityType', { periodicityType: 'WEEKLY' }, 'El valor no es una opción válida.'],
      [
        'periodicityType',
        { expirationDate: day(31), periodicityType: 'MONTHLY', periodicityQuantity: 1, endPeriodicityDate: day(60) },
        'La periodicidad mensual solo aplica cuando la vigencia es de máximo 30 días.',
      ],
      [
        'periodicityQuantity',
        { periodicityType: 'MONTHLY', periodicityQuantity: 13, endPeriodicityDate: day(60) },
        'Debe ser un número entero entre 1 y 12.',
      ],
      ['periodicityQuantity', { periodicityType: 'MONTHLY', periodicityQuantity: null, endPeriodicityDate: day(60) }, 'Campo obligatorio'],
      ['endPeriodicityDate', { periodicityType: 'MONTHLY', periodicityQuantity: 1, endPeriodicityDate: null }, 'Campo obligatorio'],
      [
        'endPeriodicityDate',
        { periodicityType: 'MONTHLY', periodicityQuantity: 1, endPeriodicityDate: day(19) },
        'Fecha final de repetición no puede ser menor a la fecha de expiración',
      ],
    ])('answers 400 on %s for %j and saves nothing', async (field, overrides, message) => {
      const before = await countPromos();
      const response = await create(body({ promotionCode: 'REGLA400', ...overrides })).expect(400);
      expect(response.body.errors).toContainEqual({ field, message });
      expect(await countPromos()).toBe(before);
    });

    it('answers 422 "no fue guardado" for a repeated code or a package that cannot take it', async () => {
      const repeated = await create(body({ promotionCode: 'verano2026' })).expect(422);
      expect(repeated.body).toMatchObject({
        code: 'CATALOGUE.PROMO_CODE_NOT_SAVED',
        statusMessage: 'El código verano2026 no fue guardado',
        errors: [{ field: 'promotionCode', message: 'Ya existe un código promocional verano2026.' }],
      });
      const unknownPackage = await create(body({ promotionCode: 'SINPAQUETE', packagesId: [999999] })).expect(422);
      expect(unknownPackage.body).toMatchObject({
        statusMessage: 'El código SINPAQUETE no fue guardado',
        errors: [{ field: 'packagesId', message: 'Uno o más paquetes seleccionados no existen o están inactivos.' }],
      });
    });
  });

  describe('UpdatePromoCode', () => {
    it('edits everything but the code', async () => {
      const { id } = await promoRow('VERANO2026');
      const response = await update(body({ id, promotionCode: 'VERANO2026', offerValue: 25, packagesId: [pymeId, emprendedorId] })).expect(
        200,
      );
      expect(response.body).toEqual({
        statusMessage: 'El código promocional se ha editado exitosamente',
        result: { id, promotionCode: 'VERANO2026' },
      });
      expect(await promoRow('VERANO2026')).toMatchObject({ offer_value: '25.00', modified_by: 'comercial.catalogo' });
      const events = (await outboxPayloads(t, 'catalogue.promo-code-changed')).filter((p) => p.promoCodeId === id);
      expect(events.at(-1)).toMatchObject({ offerValue: 25, packageIds: [emprendedorId, pymeId].sort((a, b) => a - b) });
    });

    it('answers 422 "no fue editado" for another code or an unknown id, and 400 without id', async () => {
      const { id } = await promoRow('VERANO2026');
      const renamed = await update(body({ id, promotionCode: 'OTOÑO2026' })).expect(422);
      expect(renamed.body).toMatchObject({
        code: 'CATALOGUE.PROMO_CODE_NOT_EDITED',
        statusMessage: 'El código OTOÑO2026 no fue editado',
        errors: [{ field: 'promotionCode', message: 'El código promocional no se puede modificar.' }],
      });
      const unknown = await update(body({ id: 999999, promotionCode: 'VERANO2026' })).expect(422);
      expect(unknown.body.errors).toEqual([{ field: 'id', message: 'El código promocional no existe.' }]);
      const missingId = await update(body({ promotionCode: 'VERANO2026' })).expect(400);
      expect(missingId.body.errors).toEqual([{ field: 'id', message: 'Campo obligatorio' }]);
      const invalid = await update(body({ id, promotionCode: 'VERANO2026', useQuantity: 0 })).expect(400);
      expect(invalid.body.errors).toEqual([{ field: 'useQuantity', message: 'Debe ser un número entero entre 1 y 9999.' }]);
    });
  });

  describe('ActivePromoCode', () => {
    it('inactivates and activates a code with 201 and announces it', async () => {
      const { id } = await promoRow('VERANO2026');
      const off = await send(t, 'put', `${PROMO}/ActivePromoCode`, c.promoCode, { id, idstate: 1 }).expect(201);
      expect(off.body).toEqual({ statusMessage: 'Se ha inactivado el código promocional exitosamente', result: true });
      expect(await promoRow('VERANO2026')).toMatchObject({ idstate: 1 });
      expect((await outboxPayloads(t, 'catalogue.promo-code-changed')).filter((p) => p.promoCodeId === id).at(-1)).toMatchObject({
        idstate: 1,
      });
      const on = await send(t, 'put', `${PROMO}/ActivePromoCode`, c.promoCode, { id, idstate: 0 }).expect(201);
      expect(on.body.statusMessage).toBe('Se ha activado el código promocional exitosamente');
    });

    it('answers 422 for an unknown code and 400 for a bad body', async () => {
      const unknown = await send(t, 'put', `${PROMO}/ActivePromoCode`, c.promoCode, { id: 999999, idstate: 1 }).expect(422);
      expect(unknown.body.statusMessage).toBe('El código promocional no existe.');
      const invalid = await send(t, 'put', `${PROMO}/ActivePromoCode`, c.promoCode, { id: 'x', idstate: 5 }).expect(400);
      expect(invalid.body.errors).toEqual([
        { field: 'id', message: 'El campo debe ser un número entero.' },
        { field: 'idstate', message: 'El valor no es una opción válida.' },
      ]);
    });
  });

  describe('GetPackagesId', () => {
    it('needs the promotionalCodeId header and a known code', async () => {
      const missing = await send(t, 'get', `${PROMO}/GetPackagesId`, c.promoCode).expect(400);
      expect(missing.body.errors).toEqual([{ field: 'promotionalCodeId', message: 'Campo obligatorio' }]);
      const invalid = await send(t, 'get', `${PROMO}/GetPackagesId`, c.promoCode, undefined, { promotionalCodeId: 'abc' }).expect(400);
      expect(invalid.body.errors).toEqual([{ field: 'promotionalCodeId', message: 'Debe ser un número entero entre 1 y 2147483647.' }]);
      const unknown = await send(t, 'get', `${PROMO}/GetPackagesId`, c.promoCode, undefined, { promotionalCodeId: '999999' }).expect(422);
      expect(unknown.body.statusMessage).toBe('El código promocional no existe.');
    });
  });
});
