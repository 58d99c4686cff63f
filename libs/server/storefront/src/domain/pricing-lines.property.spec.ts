import fc from 'fast-check';
import type { PriceTier, StorefrontPackage } from '@lic/shared-api-types';
import { cartPricingLine, priceCart, type CartPromotion } from '@lic/shared-rules';
import { pricingLinesOf } from './pricing-lines';

// Decision 0010: the order the server prices and the cart the storefront shows come from the same functions
// (cartPricingLine, priceCart of @lic/shared-rules). The storefront's side: cart-item.property.spec.ts.

const price = fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 20_000_000 }), fc.constant(120_000));

const cataloguePackage = () =>
  fc.record({
    packagePrice: price,
    taxIva: fc.constantFrom(0, 5, 19),
    isEmployee: fc.boolean(),
    applyOffer: fc.boolean(),
    offerTypeCode: fc.constantFrom('PTJ' as const, 'VLR' as const),
    totalOffer: fc.integer({ min: 0, max: 2_000_000 }),
    tiers: fc.uniqueArray(fc.record({ quantity: fc.integer({ min: 1, max: 999 }), price }), { maxLength: 3, selector: (t) => t.quantity }),
    pick: fc.nat(),
  });

const orderCase = fc
  .uniqueArray(fc.integer({ min: 1, max: 30 }), { minLength: 1, maxLength: 4 })
  .chain((ids) => fc.tuple(fc.constant(ids), fc.tuple(...ids.map(() => cataloguePackage()))))
  .map(([ids, drawn]) => {
    const packages = ids.map(
      (packageId, index) =>
        ({
          packageId,
          packageCode: `P${packageId}`,
          packageName: `Paquete ${packageId}`,
          packagePrice: drawn[index].packagePrice,
          taxIva: drawn[index].taxIva,
          isEmployee: drawn[index].isEmployee,
          applyOffer: drawn[index].applyOffer,
          offerTypeCode: drawn[index].applyOffer ? drawn[index].offerTypeCode : null,
          totalOffer: drawn[index].totalOffer,
        }) as StorefrontPackage,
    );
    const tiers: PriceTier[] = ids.flatMap((packageId, index) =>
      drawn[index].tiers.map((tier) => ({
        type: 'employee' as const,
        quantity: tier.quantity,
        price: tier.price,
        packageId,
        packageCode: `P${packageId}`,
        applyOffer: false,
        offerTypeCode: null,
        totalOffer: 0,
      })),
    );
    const items = ids.map((packageId, index) => {
      const own = drawn[index].tiers;
      const quantity =
        drawn[index].isEmployee && own.length > 0 ? own[drawn[index].pick % own.length].quantity : (drawn[index].pick % 999) + 1;
      return { packageId, quantity };
    });
    return { packages, tiers, items };
  });

const promotion: fc.Arbitrary<CartPromotion | null> = fc.option(
  fc.record({
    promotionCode: fc.constant('PROMO'),
    offerTypeCode: fc.constantFrom('PTJ' as const, 'VLR' as const),
    offerValue: fc.integer({ min: 0, max: 1_000_000 }),
    applyTotalPurchase: fc.boolean(),
    packageIds: fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 4 }),
  }),
);

describe("the server's pricing path is the storefront's (property-based)", () => {
  it('builds the same pricing lines and the same whole-peso figures', () => {
    fc.assert(
      fc.property(orderCase, promotion, ({ packages, tiers, items }, promo) => {
        const server = pricingLinesOf(packages, items, tiers);
        const shared = items.map((item) =>
          cartPricingLine(
            packages.find((pkg) => pkg.packageId === item.packageId)!,
            item.quantity,
            tiers,
          )!,
        );
        expect(server).toEqual(shared);
        const cart = priceCart(server, promo);
        expect(cart).toEqual(priceCart(shared, promo));
        for (const figure of [cart.subTotal, cart.totalDiscount, cart.taxIva, cart.total]) expect(Number.isInteger(figure)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
