import { priceCart, pricingLineFor, type CartPromotion, type PricingLine } from './cart-pricing';

const noOffer = { applyOffer: false, offerTypeCode: null, totalOffer: 0 };
const line = (overrides: Partial<PricingLine> = {}): PricingLine => ({
  packageId: 1,
  packageCode: 'BASE',
  packageName: 'Plan base',
  price: 119_000,
  taxIva: 19,
  offer: noOffer,
  quantity: 1,
  countOnce: false,
  ...overrides,
});
const promo = (overrides: Partial<CartPromotion>): CartPromotion => ({
  promotionCode: 'PROMO',
  offerTypeCode: 'PTJ',
  offerValue: 10,
  applyTotalPurchase: false,
  packageIds: [1],
  ...overrides,
});

describe('priceCart (storefront.md §4: unit value × quantity − discount + IVA, discount before IVA)', () => {
  it.each([
    ['one unit, no offer', [line()], null, { base: 100_000, discount: 0, newBase: 100_000, ivaValue: 19_000, total: 119_000 }],
    ['three units', [line({ quantity: 3 })], null, { base: 100_000, discount: 0, newBase: 300_000, ivaValue: 57_000, total: 357_000 }],
    [
      'percent offer (PTJ 20 %)',
      [line({ offer: { applyOffer: true, offerTypeCode: 'PTJ', totalOffer: 20 } })],
      null,
      { base: 100_000, discount: 20_000, newBase: 80_000, ivaValue: 15_200, total: 95_200 },
    ],
    [
      'value offer (VLR 95.200)',
      [line({ offer: { applyOffer: true, offerTypeCode: 'VLR', totalOffer: 95_200 } })],
      null,
      { base: 100_000, discount: 20_000, newBase: 80_000, ivaValue: 15_200, total: 95_200 },
    ],
    [
      'offer, then a 10 % promo code on what is left',
      [line({ offer: { applyOffer: true, offerTypeCode: 'PTJ', totalOffer: 20 } })],
      promo({}),
      { base: 100_000, discount: 28_000, newBase: 72_000, ivaValue: 13_680, total: 85_680 },
    ],
    [
      'value promo code per unit (11.900 with IVA) on two units',
      [line({ quantity: 2 })],
      promo({ offerTypeCode: 'VLR', offerValue: 11_900 }),
      { base: 100_000, discount: 20_000, newBase: 180_000, ivaValue: 34_200, total: 214_200 },
    ],
    [
      'promo code larger than the price leaves the line at zero',
      [line()],
      promo({ offerTypeCode: 'VLR', offerValue: 500_000 }),
      { base: 100_000, discount: 100_000, newBase: 0, ivaValue: 0, total: 0 },
    ],
    [
      'a package without IVA',
      [line({ price: 50_000, taxIva: 0 })],
      null,
      { base: 50_000, discount: 0, newBase: 50_000, ivaValue: 0, total: 50_000 },
    ],
  ])('%s', (_name, lines, promotion, expected) => {
    const cart = priceCart(lines, promotion);
    expect(cart.lines[0]).toMatchObject(expected);
    expect(cart.total).toBe(expected.total);
  });

  it('counts an employee item once: the tier price covers the employees', () => {
    const cart = priceCart([line({ price: 595_000, quantity: 25, countOnce: true })]);
    expect(cart.lines[0]).toMatchObject({ quantity: 25, base: 500_000, newBase: 500_000, ivaValue: 95_000, total: 595_000 });
  });

  it('gives an employee item a discount only when its offer applies', () => {
    const employee = {
      packageId: 7,
      packageCode: 'COLNOM-PYME',
      packageName: 'Nómina Pyme',
      packagePrice: 980_000,
      taxIva: 19,
      isEmployee: true,
    };
    const plain = priceCart([pricingLineFor({ ...employee, applyOffer: false, offerTypeCode: null, totalOffer: 0 }, 100, 1_650_000)]);
    expect(plain.totalDiscount).toBe(0);
    expect(plain.total).toBe(1_650_000);
    const percent = priceCart([pricingLineFor({ ...employee, applyOffer: true, offerTypeCode: 'PTJ', totalOffer: 10 }, 100, 1_190_000)]);
    expect(percent.lines[0]).toMatchObject({ base: 1_000_000, discount: 100_000, total: 1_071_000 });
    // A VLR offer of 790.000 takes 190.000 (with IVA) off the package; the same amount comes off the tier.
    const value = priceCart([pricingLineFor({ ...employee, applyOffer: true, offerTypeCode: 'VLR', totalOffer: 790_000 }, 100, 1_650_000)]);
    expect(value.total).toBe(1_460_000);
  });

  it('spreads a value promo code on the whole purchase over the lines by price', () => {
    const cart = priceCart(
      [line(), line({ packageId: 2, packageCode: 'CMP', price: 357_000 })],
      promo({ offerTypeCode: 'VLR', offerValue: 23_800, applyTotalPurchase: true, packageIds: [] }),
    );
    expect(cart.lines.map((l) => l.discount)).toEqual([5_000, 15_000]);
    expect(cart).toMatchObject({ subTotal: 400_000, totalDiscount: 20_000, taxIva: 72_200, total: 452_200, promotionCode: 'PROMO' });
  });

  it('applies a product promo code only to its packages, and reports none when no line matches', () => {
    const both = [line(), line({ packageId: 2, packageCode: 'CMP' })];
    expect(priceCart(both, promo({ packageIds: [2] })).lines.map((l) => l.discount)).toEqual([0, 10_000]);
    const none = priceCart(both, promo({ packageIds: [99] }));
    expect(none.promotionCode).toBeNull();
    expect(none.totalDiscount).toBe(0);
  });

  it.each([
    [2, 240_000, 201_681, 38_319],
    [7, 840_000, 705_882, 134_118],
  ])('charges %p × a 120.000 package exactly %p (no cent of drift)', (quantity, total, newBase, ivaValue) => {
    const cart = priceCart([line({ price: 120_000, quantity })]);
    expect(cart.lines[0]).toMatchObject({
      base: 100_840.34,
      unitPrice: 120_000,
      grossTotal: total,
      grossDiscount: 0,
      discount: 0,
      newBase,
      ivaValue,
      total,
    });
    expect(cart).toMatchObject({ subTotal: newBase, totalDiscount: 0, taxIva: ivaValue, total });
  });

  it('rounds a percent promo code once, at the line, to whole pesos', () => {
    // 7 × 99.999 = 699.993; 10 % = 69.999,3 → 69.999 off.
    const cart = priceCart([line({ price: 99_999, quantity: 7 })], promo({ offerValue: 10 }));
    expect(cart.lines[0]).toMatchObject({
      grossTotal: 699_993,
      grossDiscount: 69_999,
      total: 629_994,
      newBase: 529_407,
      ivaValue: 100_587,
    });
    expect(cart.lines[0].discount).toBe(588_229 - 529_407);
  });

  it('spreads a whole-purchase value promo code so that its shares add up to the amount', () => {
    const cart = priceCart(
      [line({ price: 100_000 }), line({ packageId: 2, price: 100_000 }), line({ packageId: 3, price: 100_000 })],
      promo({ offerTypeCode: 'VLR', offerValue: 10_000, applyTotalPurchase: true, packageIds: [] }),
    );
    expect(cart.lines.map((l) => l.grossDiscount).sort()).toEqual([3_333, 3_333, 3_334]);
    expect(cart.total).toBe(290_000);
  });

  it('sums the cart from its lines', () => {
    const cart = priceCart([line({ quantity: 2 }), line({ packageId: 2, price: 59_500 })]);
    expect(cart).toMatchObject({ subTotal: 250_000, totalDiscount: 0, taxIva: 47_500, total: 297_500, promotionCode: null });
  });
});
