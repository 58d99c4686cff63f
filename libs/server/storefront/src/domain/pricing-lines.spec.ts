import type { PriceTier, StorefrontPackage } from '@lic/shared-api-types';
import { EmployeeQuantityError, pricingLineOf, pricingLinesOf } from './pricing-lines';

const pkg = (overrides: Partial<StorefrontPackage> = {}): StorefrontPackage =>
  ({
    packageId: 9,
    packageCode: 'COLNOM-BASICO',
    packageName: 'Nómina Básica',
    packagePrice: 420000,
    taxIva: 19,
    applyOffer: false,
    offerTypeCode: null,
    totalOffer: 0,
    isEmployee: true,
    ...overrides,
  }) as StorefrontPackage;

const tier = (quantity: number, price: number, packageId = 9): PriceTier => ({
  type: 'employee',
  quantity,
  price,
  packageId,
  packageCode: 'COLNOM-BASICO',
  applyOffer: false,
  offerTypeCode: null,
  totalOffer: 0,
});

const tiers = [tier(10, 420000), tier(25, 690000), tier(50, 980000), tier(10, 1, 77)];

describe('pricingLineOf', () => {
  it('prices an employee package by the tier of its quantity, counted once', () => {
    expect(pricingLineOf(pkg(), 18, tiers)).toMatchObject({ price: 690000, quantity: 18, countOnce: true });
    expect(pricingLineOf(pkg(), 10, tiers)).toMatchObject({ price: 420000, countOnce: true });
  });

  it('refuses an employee quantity above every tier of the package', () => {
    expect(() => pricingLineOf(pkg(), 51, tiers)).toThrow(EmployeeQuantityError);
  });

  it('prices other packages, and employee packages without tiers, per unit', () => {
    expect(pricingLineOf(pkg({ isEmployee: false, packageId: 3, packagePrice: 120000 }), 2, tiers)).toMatchObject({
      price: 120000,
      quantity: 2,
      countOnce: false,
    });
    expect(pricingLineOf(pkg({ packageId: 5 }), 1, tiers)).toMatchObject({ price: 420000, countOnce: false });
  });

  it('keeps the order of the cart and skips items without a package', () => {
    const lines = pricingLinesOf(
      [pkg(), pkg({ packageId: 3, isEmployee: false })],
      [
        { packageId: 3, quantity: 1 },
        { packageId: 404, quantity: 1 },
        { packageId: 9, quantity: 25 },
      ],
      tiers,
    );
    expect(lines.map((line) => [line.packageId, line.price])).toEqual([
      [3, 420000],
      [9, 690000],
    ]);
  });
});
