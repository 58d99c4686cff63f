import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { createTestApp, type TestApp } from '@lic/api-testing';
import { RecordPromoCodeUseCommand } from '@lic/server-storefront-api';
import { GetPromoCodeQuery } from '../application/queries/get-promo-code/get-promo-code.query';
import { bearer, catalogueOf, DEMO_COMPANY, eventually, everyPackage } from './storefront-test-kit';

const VALIDATE = '/license/api/PurchaseOrderLicense/ValidatePromotionCode';
const NOT_APPLICABLE = 'No se puede aplicar el código promocional al paquete seleccionado.';
const DAY_MS = 86_400_000;
/** A Bogotá calendar day, `offset` days from today. */
const day = (offset: number) => new Date(Date.now() - 5 * 3_600_000 + offset * DAY_MS).toISOString().slice(0, 10);

describe('ValidatePromotionCode through HTTP', () => {
  let t: TestApp;
  let superadmin: string;
  let company: string;
  const id: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    superadmin = await bearer(t.staffToken(['SUPERADMIN'], 'admin.promos'));
    company = await bearer(t.customerToken(DEMO_COMPANY.type, DEMO_COMPANY.value));
    for (const pkg of everyPackage(await catalogueOf(t, 'license'))) id[pkg.packageCode] = pkg.packageId;
  });
  afterAll(async () => {
    await t?.close();
  });

  const cart = (...lines: [code: string, quantity: number][]) =>
    lines.map(([code, quantity]) => ({ packageId: id[code], packageCode: code, packageQuantity: quantity }));
  const validate = (body: Record<string, unknown>, auth?: string) => {
    const request = t.http().post(VALIDATE);
    return (auth ? request.set('Authorization', auth) : request).send(body);
  };
  const expectNotApplicable = async (body: Record<string, unknown>, auth?: string) => {
    const response = await validate(body, auth).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, code: 'ORDERING.PROMOTION_CODE_NOT_APPLICABLE', statusMessage: NOT_APPLICABLE });
  };
  const createCode = async (code: string, changes: Record<string, unknown> = {}) => {
    await t
      .http()
      .post('/license/api/PromotionalCode/SaveNewPromoCode')
      .set('Authorization', superadmin)
      .send({
        promotionCode: code,
        descriptionPromotionCode: `Código de prueba ${code}`,
        useQuantity: 10,
        applyTotalPurchase: false,
        offerTypeCode: 'PTJ',
        offerValue: 15,
        effectiveStartDate: day(0),
        expirationDate: day(20),
        periodicityType: 'NEVER',
        typeUserId: 1,
        packagesId: [id['FIRMAYA-50']],
        ...changes,
      })
      .expect(200);
    // The code reaches the storefront's read model through the outbox relay.
    await eventually(async () => (await t.app.get(QueryBus).execute(new GetPromoCodeQuery(code))) ?? undefined, 5000, code);
  };

  it('applies a percent code to the packages it names and prices the cart with it', async () => {
    const response = await validate({
      promoCode: 'bienvenida10',
      PackagesInCart: cart(['COLFAC-PYME', 1], ['COLFAC-DOC-ADIC-100', 2]),
    }).expect(200);
    expect(response.body.statusMessage).toBe('El código promocional ha sido aplicado a su compra.');
    const result = response.body.result;
    expect(result).toMatchObject({
      promotionCode: 'BIENVENIDA10',
      offerTypeCode: 'PTJ',
      offerValue: 10,
      applyTotalPurchase: false,
      packageIds: [id['COLFAC-PYME']],
    });
    expect(result.cart.promotionCode).toBe('BIENVENIDA10');
    const [pyme, documents] = result.cart.lines;
    expect(pyme).toMatchObject({
      packageCode: 'COLFAC-PYME',
      quantity: 1,
      base: 747899.16,
      discount: 74_790,
      newBase: 673_109,
      taxiva: 19,
    });
    expect(documents).toMatchObject({ packageCode: 'COLFAC-DOC-ADIC-100', quantity: 2, discount: 0 });
    expect(result.cart.total).toBeCloseTo(pyme.total + documents.total, 2);
  });

  it('applies a total-purchase value code to every package of the cart', async () => {
    const response = await validate({
      promoCode: 'DESCUENTO50MIL',
      PackagesInCart: cart(['COLFAC-PYME', 1], ['COLFAC-DOC-ADIC-100', 1]),
    }).expect(200);
    expect(response.body.result).toMatchObject({ applyTotalPurchase: true, offerTypeCode: 'VLR', offerValue: 50000 });
    expect(response.body.result.packageIds.sort()).toEqual([id['COLFAC-PYME'], id['COLFAC-DOC-ADIC-100']].sort());
    // $ 50.000 with IVA off the purchase: its parts before IVA, whole pesos (decision 0010).
    expect(response.body.result.cart.totalDiscount).toBe(42_016);
  });

  it('refuses unknown codes, carts without the code packages and carts with a free package', async () => {
    await expectNotApplicable({ promoCode: 'NOEXISTE', PackagesInCart: cart(['COLFAC-PYME', 1]) });
    await expectNotApplicable({ promoCode: 'BIENVENIDA10', PackagesInCart: cart(['COLFAC-EMPRESARIAL', 1]) });
    await expectNotApplicable({ promoCode: 'DESCUENTO50MIL', PackagesInCart: cart(['COLFAC-GRATIS', 1], ['COLFAC-DOC-ADIC-100', 1]) });
    await expectNotApplicable({ promoCode: 'BIENVENIDA10', PackagesInCart: [{ packageId: 999999, packageCode: 'X', packageQuantity: 1 }] });
  });

  it('keeps a new-customers code (type 2) from registered customers, by the body or by the token', async () => {
    const payroll = { promoCode: 'NOMINAGRATIS', PackagesInCart: cart(['COLNOM-BASICO', 10]) };
    const response = await validate({ ...payroll, customerRegistered: false }).expect(200);
    // An employee package costs its tier: 10 employees → $ 420.000, taken 100 % off.
    expect(response.body.result.cart.lines[0]).toMatchObject({ base: 352941.18, discount: 352_941, total: 0 });
    await expectNotApplicable({ ...payroll, customerRegistered: true });
    await expectNotApplicable({ ...payroll, customerRegistered: false }, company);
  });

  it('keeps a registered-customers code (type 3) for signed-in or declared registered customers', async () => {
    await createCode('SOLOCLIENTES', { typeUserId: 3 });
    const body = { promoCode: 'SOLOCLIENTES', PackagesInCart: cart(['FIRMAYA-50', 1]) };
    await expectNotApplicable(body);
    await validate(body, company).expect(200);
    await validate({ ...body, customerRegistered: true }).expect(200);
  });

  it('refuses a code outside its window', async () => {
    await createCode('MANANA', { effectiveStartDate: day(1), expirationDate: day(10) });
    await expectNotApplicable({ promoCode: 'MANANA', PackagesInCart: cart(['FIRMAYA-50', 1]) });
  });

  it('refuses a code whose uses are spent and an inactivated code', async () => {
    await createCode('UNSOLOUSO', { useQuantity: 1 });
    const body = { promoCode: 'UNSOLOUSO', PackagesInCart: cart(['FIRMAYA-50', 1]) };
    await validate(body).expect(200);
    expect(await t.app.get(CommandBus).execute(new RecordPromoCodeUseCommand('unsolouso'))).toBe(true);
    await expectNotApplicable(body);

    await createCode('APAGADO');
    await validate({ ...body, promoCode: 'APAGADO' }).expect(200);
    const promoId = (await t.app.get(QueryBus).execute(new GetPromoCodeQuery('APAGADO')))!.snapshot.promoCodeId;
    await t
      .http()
      .put('/license/api/PromotionalCode/ActivePromoCode')
      .set('Authorization', superadmin)
      .send({ id: promoId, idstate: 1 })
      .expect(201);
    await eventually(
      async () => ((await validate({ ...body, promoCode: 'APAGADO' })).status === 400 ? true : undefined),
      5000,
      'inactivation',
    );
  });

  it('answers 400 with Spanish field messages to bad input', async () => {
    const missing = await validate({ PackagesInCart: cart(['COLFAC-PYME', 1]) }).expect(400);
    expect(missing.body.errors).toContainEqual({ field: 'promoCode', message: 'Campo obligatorio' });
    const long = await validate({ promoCode: 'X'.repeat(21), PackagesInCart: cart(['COLFAC-PYME', 1]) }).expect(400);
    expect(long.body.errors).toContainEqual({ field: 'promoCode', message: 'Máximo 20 caracteres.' });
    const quantity = await validate({ promoCode: 'BIENVENIDA10', PackagesInCart: cart(['COLFAC-PYME', 0]) }).expect(400);
    expect(quantity.body.errors).toContainEqual({
      field: 'PackagesInCart.0.packageQuantity',
      message: 'La cantidad debe estar entre 1 y 999.',
    });
    const empty = await validate({ promoCode: 'BIENVENIDA10', PackagesInCart: [] }).expect(400);
    expect(empty.body.errors).toContainEqual({ field: 'PackagesInCart', message: 'Campo obligatorio' });
    await validate({ promoCode: 'BIENVENIDA10', PackagesInCart: cart(['COLFAC-PYME', 1]), extra: 1 }).expect(400);
  });
});
