import fc from 'fast-check';
import type { PriceTier } from '@lic/shared-api-types';
import { cartPricingLine, priceCart } from '@lic/shared-rules';
import { storefrontPackage } from './testing/cart-test-kit';
import { pricingLineOf, toCartPackage, type CartItemEntry } from './cart-item';

// Decision 0010: the cart prices its entries with cartPricingLine and priceCart of @lic/shared-rules, the
// functions the server prices the order with (pricing-lines.property.spec.ts on the server side).

const price = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000_000 }), fc.constant(120_000));

const entryCase = fc
  .record({
    packageId: fc.integer({ min: 1, max: 50 }),
    packagePrice: price,
    taxIva: fc.constantFrom(0, 5, 19),
    isEmployee: fc.boolean(),
    offer: fc.option(
      fc.record({ offerTypeCode: fc.constantFrom('PTJ' as const, 'VLR' as const), totalOffer: fc.integer({ min: 0, max: 2_000_000 }) }),
    ),
    tiers: fc.uniqueArray(fc.record({ quantity: fc.integer({ min: 1, max: 999 }), price }), { maxLength: 3, selector: (t) => t.quantity }),
    pick: fc.nat(),
  })
  .map((drawn) => {
    const pkg = storefrontPackage({
      packageId: drawn.packageId,
      packagePrice: drawn.packagePrice,
      taxIva: drawn.taxIva,
      isEmployee: drawn.isEmployee,
      applyOffer: drawn.offer !== null,
      offerTypeCode: drawn.offer?.offerTypeCode ?? null,
      totalOffer: drawn.offer?.totalOffer ?? 0,
    });
    const tiers: PriceTier[] = drawn.tiers.map((tier) => ({
      type: 'employee',
      quantity: tier.quantity,
      price: tier.price,
      packageId: pkg.packageId,
      packageCode: pkg.packageCode,
      applyOffer: false,
      offerTypeCode: null,
      totalOffer: 0,
    }));
    const quantity = drawn.isEmployee && tiers.length > 0 ? tiers[drawn.pick % tiers.length].quantity : (drawn.pick % 999) + 1;
    const entry: CartItemEntry = { pkg: toCartPackage(pkg), quantity };
    return { entry, tiers };
  });

describe("the storefront cart's pricing path is the server's (property-based)", () => {
  it('prices an entry with cartPricingLine, so the cart shows the figures the order will carry', () => {
    fc.assert(
      fc.property(entryCase, ({ entry, tiers }) => {
        const line = pricingLineOf(entry, tiers);
        expect(line).toEqual(cartPricingLine(entry.pkg, entry.quantity, tiers));
        const cart = priceCart([line]);
        expect(cart.total).toBe(cart.lines[0].grossTotal - cart.lines[0].grossDiscount);
        expect(Number.isInteger(cart.total)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });
});
