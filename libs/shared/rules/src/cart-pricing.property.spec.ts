import fc from 'fast-check';
import {
  cartPricingLine,
  priceCart,
  type CartPromotion,
  type PackagePriceTier,
  type PricedPackage,
  type PricingLine,
} from './cart-pricing';
import { discountedPrice } from './price';

// Decision 0010: every amount charged or totalled is a whole number of pesos.

const ivaPercent = fc.constantFrom(0, 5, 19);
const price = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 50_000_000 }), fc.constantFrom(120_000, 99_999, 119_000, 59_500));
const percent = fc.oneof(fc.integer({ min: 0, max: 100 }), fc.double({ min: 0, max: 100, noNaN: true }));

const offer = (packagePrice: number) =>
  fc.oneof(
    fc.constant({ applyOffer: false, offerTypeCode: null, totalOffer: 0 }),
    percent.map((totalOffer) => ({ applyOffer: true, offerTypeCode: 'PTJ', totalOffer })),
    fc
      .integer({ min: 0, max: Math.max(packagePrice * 2, 1) })
      .map((totalOffer) => ({ applyOffer: true, offerTypeCode: 'VLR', totalOffer })),
  );

/** A package of the catalogue, maybe an employee one with its tiers. */
const pricedPackage = (packageId: number) =>
  fc
    .record({ packagePrice: price, taxIva: ivaPercent, isEmployee: fc.boolean() })
    .chain((pkg) =>
      fc.record({
        pkg: offer(pkg.packagePrice).map((o): PricedPackage => ({
          ...pkg,
          ...o,
          packageId,
          packageCode: `P${packageId}`,
          packageName: `Paquete ${packageId}`,
        })),
        tiers: fc.uniqueArray(fc.record({ quantity: fc.integer({ min: 1, max: 999 }), price }), {
          maxLength: 4,
          selector: (tier) => tier.quantity,
        }),
        quantity: fc.integer({ min: 1, max: 999 }),
      }),
    )
    .map(({ pkg, tiers, quantity }) => {
      const own: PackagePriceTier[] = tiers.map((tier) => ({ ...tier, packageId, packageCode: pkg.packageCode }));
      // An employee item takes a tier's quantity, as the cart's tier list offers it.
      const wanted = pkg.isEmployee && own.length > 0 ? own[quantity % own.length].quantity : quantity;
      return { pkg, tiers: own, quantity: wanted };
    });

const cartItems = fc
  .uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 5 })
  .chain((ids) => fc.tuple(...ids.map(pricedPackage)));

const promotion = (packageIds: readonly number[]): fc.Arbitrary<CartPromotion | null> =>
  fc.oneof(
    fc.constant(null),
    fc.record({
      promotionCode: fc.constant('PROMO'),
      offerTypeCode: fc.constantFrom('PTJ' as const, 'VLR' as const),
      offerValue: fc.oneof(percent, fc.integer({ min: 0, max: 10_000_000 })),
      applyTotalPurchase: fc.boolean(),
      packageIds: fc.subarray([...packageIds]),
    }),
  );

const cartCase = cartItems.chain((items) => {
  const lines = items.map(({ pkg, quantity, tiers }) => cartPricingLine(pkg, quantity, tiers)!);
  return fc.record({ items: fc.constant(items), lines: fc.constant(lines), promo: promotion(items.map(({ pkg }) => pkg.packageId)) });
});

const units = (line: PricingLine) => (line.countOnce ? 1 : line.quantity);
const RUNS = { numRuns: 400 };

describe('priceCart in whole pesos (property-based)', () => {
  it('gives integer amounts only; the unit value before IVA is informational', () => {
    fc.assert(
      fc.property(cartCase, ({ lines, promo }) => {
        const cart = priceCart(lines, promo);
        const amounts = [cart.subTotal, cart.totalDiscount, cart.taxIva, cart.total];
        for (const line of cart.lines) {
          amounts.push(line.unitPrice, line.grossTotal, line.grossDiscount, line.discount, line.newBase, line.ivaValue, line.total);
          expect(Math.round(line.base * 100)).toBeCloseTo(line.base * 100, 6);
        }
        for (const amount of amounts) expect(Number.isSafeInteger(amount)).toBe(true);
      }),
      RUNS,
    );
  });

  it('takes IVA out of the total: base + IVA = total, base = round(total / (1 + IVA))', () => {
    fc.assert(
      fc.property(cartCase, ({ lines, promo }) => {
        const cart = priceCart(lines, promo);
        cart.lines.forEach((line) => {
          expect(line.newBase + line.ivaValue).toBe(line.total);
          const k = 100 + line.taxiva;
          expect(Math.abs(line.newBase * k - line.total * 100) * 2).toBeLessThanOrEqual(k);
        });
        expect(cart.subTotal - cart.totalDiscount + cart.taxIva).toBe(cart.total);
      }),
      RUNS,
    );
  });

  it('makes a line total quantity × price − discount exactly, the discount never more than the line', () => {
    fc.assert(
      fc.property(cartCase, ({ lines, promo }) => {
        const cart = priceCart(lines, promo);
        cart.lines.forEach((priced, index) => {
          const line = lines[index];
          expect(priced.unitPrice).toBe(line.price);
          expect(priced.grossTotal).toBe(units(line) * line.price);
          expect(priced.total).toBe(units(line) * line.price - priced.grossDiscount);
          expect(priced.grossDiscount).toBeGreaterThanOrEqual(0);
          expect(priced.grossDiscount).toBeLessThanOrEqual(priced.grossTotal);
          expect(priced.discount).toBeGreaterThanOrEqual(0);
          expect(priced.discount).toBeLessThanOrEqual(priced.newBase + priced.discount);
          // The package's offer is at least part of the discount; a promo code only takes more.
          expect(priced.total).toBeLessThanOrEqual(units(line) * discountedPrice(line.price, line.offer));
          if (!promo || cart.promotionCode === null) expect(priced.total).toBe(units(line) * discountedPrice(line.price, line.offer));
        });
      }),
      RUNS,
    );
  });

  it('makes the order total the sum of its line totals', () => {
    fc.assert(
      fc.property(cartCase, ({ lines, promo }) => {
        const cart = priceCart(lines, promo);
        const sum = (pick: (line: (typeof cart.lines)[number]) => number) => cart.lines.reduce((acc, line) => acc + pick(line), 0);
        expect(cart.total).toBe(sum((line) => line.total));
        expect(cart.taxIva).toBe(sum((line) => line.ivaValue));
        expect(cart.totalDiscount).toBe(sum((line) => line.discount));
        expect(cart.subTotal).toBe(sum((line) => line.newBase + line.discount));
      }),
      RUNS,
    );
  });

  it('charges n × a price without offer nor promo code exactly n × the price', () => {
    fc.assert(
      fc.property(price, fc.integer({ min: 1, max: 999 }), ivaPercent, (unit, quantity, taxIva) => {
        const pkg: PricedPackage = {
          packageId: 1,
          packageCode: 'P1',
          packageName: 'Paquete',
          packagePrice: unit,
          taxIva,
          applyOffer: false,
          offerTypeCode: null,
          totalOffer: 0,
        };
        const cart = priceCart([cartPricingLine(pkg, quantity, [])!]);
        expect(cart.total).toBe(unit * quantity);
        expect(cart.totalDiscount).toBe(0);
      }),
      RUNS,
    );
  });

  it('takes a value promo code on the whole purchase exactly once, up to what the cart costs', () => {
    fc.assert(
      fc.property(cartItems, fc.integer({ min: 0, max: 20_000_000 }), (items, amount) => {
        const lines = items.map(({ pkg, quantity, tiers }) => cartPricingLine(pkg, quantity, tiers)!);
        const before = priceCart(lines);
        const after = priceCart(lines, {
          promotionCode: 'TOTAL',
          offerTypeCode: 'VLR',
          offerValue: amount,
          applyTotalPurchase: true,
          packageIds: [],
        });
        expect(before.total - after.total).toBe(Math.min(amount, before.total));
      }),
      RUNS,
    );
  });

  it('prices the same cart identically however often and in whatever order it is asked', () => {
    fc.assert(
      fc.property(cartCase, ({ lines, promo }) => {
        const cart = priceCart(lines, promo);
        expect(
          priceCart(
            lines.map((line) => ({ ...line })),
            promo,
          ),
        ).toEqual(cart);
        const reversed = priceCart([...lines].reverse(), promo);
        expect(reversed.total).toBe(cart.total);
      }),
      RUNS,
    );
  });
});
