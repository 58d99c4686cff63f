import { describe, expect, it } from '@jest/globals';
import { CatalogueInputError } from './catalogue.errors';
import { validatePromoCodeInput, type PromoCodeInput } from './promo-code-terms';

const input = (overrides: Partial<PromoCodeInput> = {}): PromoCodeInput => ({
  promotionCode: ' BIEN VENIDA ',
  descriptionPromotionCode: 'Bienvenida: 10 % en planes de facturación',
  useQuantity: 10,
  applyTotalPurchase: false,
  offerTypeCode: 'PTJ',
  offerValue: 10,
  effectiveStartDate: '2026-12-01',
  expirationDate: '2026-12-31',
  periodicityType: 'NEVER',
  periodicityQuantity: 3,
  endPeriodicityDate: '2027-06-30',
  typeUserId: 1,
  packageIds: [4, 4, 5],
  idstate: 0,
  ...overrides,
});

function errorsOf(value: PromoCodeInput): { field: string; message: string }[] {
  try {
    validatePromoCodeInput(value);
  } catch (error) {
    if (error instanceof CatalogueInputError) return error.fields;
    throw error;
  }
  return [];
}

describe('validatePromoCodeInput', () => {
  it('strips spaces from the code, removes repeated packages and clears the repetition of a NEVER code', () => {
    expect(validatePromoCodeInput(input())).toMatchObject({
      promotionCode: 'BIENVENIDA',
      packageIds: [4, 5],
      applyProduct: true,
      periodicityType: 'NEVER',
      periodicityQuantity: null,
      endPeriodicityDate: null,
    });
  });

  it('fixes user types 2 and 3 at 100 % whatever was sent', () => {
    expect(validatePromoCodeInput(input({ typeUserId: 2, offerTypeCode: 'VLR', offerValue: 5000 }))).toMatchObject({
      offerTypeCode: 'PTJ',
      offerValue: 100,
    });
    expect(validatePromoCodeInput(input({ typeUserId: 3, offerValue: 500 }))).toMatchObject({ offerTypeCode: 'PTJ', offerValue: 100 });
    expect(validatePromoCodeInput(input({ typeUserId: 1, offerTypeCode: 'VLR', offerValue: '5000' }))).toMatchObject({
      offerTypeCode: 'VLR',
      offerValue: 5000,
    });
  });

  it('applies to the total purchase without packages, or needs at least one package', () => {
    expect(validatePromoCodeInput(input({ applyTotalPurchase: true }))).toMatchObject({
      packageIds: [],
      applyProduct: false,
      applyTotalPurchase: true,
    });
    expect(errorsOf(input({ packageIds: [] }))).toEqual([{ field: 'packagesId', message: 'Campo obligatorio' }]);
  });

  it('offers MONTHLY repetition only for windows of at most 30 days, every 1 to 12 months, ending after the expiry', () => {
    const monthly = { periodicityType: 'MONTHLY', periodicityQuantity: 1, endPeriodicityDate: '2027-12-31' };
    expect(validatePromoCodeInput(input(monthly))).toMatchObject({
      periodicityType: 'MONTHLY',
      periodicityQuantity: 1,
      endPeriodicityDate: '2027-12-31',
    });
    expect(errorsOf(input({ ...monthly, expirationDate: '2026-12-31' }))).toEqual([]);
    expect(errorsOf(input({ ...monthly, expirationDate: '2027-01-01' }))).toEqual([
      { field: 'periodicityType', message: 'La periodicidad mensual solo aplica cuando la vigencia es de máximo 30 días.' },
    ]);
    expect(errorsOf(input({ ...monthly, periodicityQuantity: 0 }))).toEqual([
      { field: 'periodicityQuantity', message: 'Debe ser un número entero entre 1 y 12.' },
    ]);
    expect(errorsOf(input({ ...monthly, periodicityQuantity: 12, endPeriodicityDate: '2026-12-31' }))).toEqual([]);
    expect(errorsOf(input({ ...monthly, endPeriodicityDate: '2026-12-30' }))).toEqual([
      { field: 'endPeriodicityDate', message: 'Fecha final de repetición no puede ser menor a la fecha de expiración' },
    ]);
  });

  it('reports every broken rule at once with the spec messages', () => {
    expect(
      errorsOf(
        input({
          promotionCode: 'C'.repeat(51),
          descriptionPromotionCode: '',
          useQuantity: 0,
          offerValue: 101,
          effectiveStartDate: '2026-12-31',
          expirationDate: '2026-12-31',
          typeUserId: 9,
          idstate: 2,
        }),
      ),
    ).toEqual([
      { field: 'promotionCode', message: 'Máximo 50 caracteres.' },
      { field: 'descriptionPromotionCode', message: 'Campo obligatorio' },
      { field: 'useQuantity', message: 'Debe ser un número entero entre 1 y 9999.' },
      { field: 'typeUserId', message: 'El valor no es una opción válida.' },
      { field: 'offerValue', message: 'El campo debe ser numérico y menor o igual a 100.' },
      { field: 'expirationDate', message: 'Fin vigencia debe ser mayor a Inicio vigencia' },
      { field: 'idstate', message: 'El valor no es una opción válida.' },
    ]);
    expect(errorsOf(input({ effectiveStartDate: '2026-12-1', offerTypeCode: 'VLR', offerValue: '1.5' }))).toEqual([
      { field: 'offerValue', message: 'El campo debe ser numérico.' },
      { field: 'effectiveStartDate', message: 'Fecha no valida' },
    ]);
  });
});
