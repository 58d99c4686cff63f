import { OFFER_TYPE, discountedPrice, roundTo2, unitPriceBeforeTax, type OfferTypeCode, type PackageOffer } from './price';
import { PERCENTAGE_MAX } from './limits';

/** One cart line as the pricing needs it; prices include IVA as the catalogue shows them. */
export interface PricingLine {
  packageId: number;
  packageCode: string;
  packageName: string;
  /** Price per unit with IVA; for an employee item, the tier price for the whole quantity. */
  price: number;
  /** IVA percent. */
  taxIva: number;
  offer: PackageOffer;
  quantity: number;
  /** Employee items: the price already covers the quantity, so it counts once. */
  countOnce: boolean;
}

/** A promo code that may apply to the cart (validated by the server). */
export interface CartPromotion {
  promotionCode: string;
  offerTypeCode: OfferTypeCode;
  /** Percent for PTJ; amount with IVA for VLR. */
  offerValue: number;
  applyTotalPurchase: boolean;
  /** Packages the code applies to when it does not apply to the whole purchase. */
  packageIds: readonly number[];
}

export interface PricedCartLine {
  packageId: number;
  packageCode: string;
  packageName: string;
  quantity: number;
  /** Unit value before IVA (employee items: the tier price for the whole quantity). */
  base: number;
  /** Offer and promo discount of the line, before IVA. */
  discount: number;
  /** base × quantity (once for employee items) − discount. */
  newBase: number;
  /** IVA percent. */
  taxiva: number;
  /** IVA amount of newBase. */
  ivaValue: number;
  total: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  /** Σ base × quantity, before discounts and IVA. */
  subTotal: number;
  totalDiscount: number;
  taxIva: number;
  total: number;
  /** The promo code applied, when one is. */
  promotionCode: string | null;
}

/** The package fields the pricing reads (a StorefrontPackage has them all). */
export interface PricedPackage {
  packageId: number;
  packageCode: string;
  packageName: string;
  packagePrice: number;
  taxIva: number;
  applyOffer: boolean;
  offerTypeCode: string | null;
  totalOffer: number;
  isEmployee?: boolean;
}

/**
 * The pricing line of a package in the cart. An employee item takes the tier price for its quantity
 * and keeps the package's offer: the percent of a PTJ offer, or the amount a VLR offer takes off.
 */
export function pricingLineFor(pkg: PricedPackage, quantity: number, tierPrice?: number | null): PricingLine {
  const offer: PackageOffer = { applyOffer: pkg.applyOffer, offerTypeCode: pkg.offerTypeCode, totalOffer: pkg.totalOffer };
  const employee = Boolean(pkg.isEmployee) && tierPrice !== undefined && tierPrice !== null;
  if (!employee) {
    return { ...identity(pkg), price: pkg.packagePrice, taxIva: pkg.taxIva, offer, quantity, countOnce: false };
  }
  const tierOffer: PackageOffer =
    offer.applyOffer && offer.offerTypeCode === OFFER_TYPE.VALUE
      ? {
          applyOffer: true,
          offerTypeCode: OFFER_TYPE.VALUE,
          totalOffer: roundTo2(Math.max(tierPrice - Math.max(pkg.packagePrice - offer.totalOffer, 0), 0)),
        }
      : offer;
  return { ...identity(pkg), price: tierPrice, taxIva: pkg.taxIva, offer: tierOffer, quantity, countOnce: true };
}

function identity(pkg: PricedPackage) {
  return { packageId: pkg.packageId, packageCode: pkg.packageCode, packageName: pkg.packageName };
}

const promotionApplies = (promotion: CartPromotion, line: PricingLine): boolean =>
  promotion.applyTotalPurchase || promotion.packageIds.includes(line.packageId);

/**
 * Prices the cart as storefront.md §4 says: total = unit value × quantity (employee items once)
 * − discount + IVA, the discount (package offer, then promo code) taken before IVA.
 * A VLR promo code takes its amount (IVA included) off each unit of the lines it applies to, or once
 * off the whole purchase, spread over the lines in proportion to what they cost.
 */
export function priceCart(lines: readonly PricingLine[], promotion?: CartPromotion | null): PricedCart {
  const promo = promotion && lines.some((line) => promotionApplies(promotion, line)) ? promotion : null;
  const partial = lines.map((line) => {
    const units = line.countOnce ? 1 : line.quantity;
    const base = unitPriceBeforeTax(line.price, line.taxIva);
    const offerBase = unitPriceBeforeTax(discountedPrice(line.price, line.offer), line.taxIva);
    const gross = roundTo2(base * units);
    const afterOffer = roundTo2(offerBase * units);
    return { line, units, base, gross, afterOffer };
  });

  const promoDiscounts = promo ? promoDiscountsOf(promo, partial) : partial.map(() => 0);

  const priced = partial.map(({ line, base, gross, afterOffer }, index): PricedCartLine => {
    const discount = roundTo2(Math.min(gross, gross - afterOffer + promoDiscounts[index]));
    const newBase = roundTo2(gross - discount);
    const ivaValue = roundTo2((newBase * line.taxIva) / 100);
    return {
      packageId: line.packageId,
      packageCode: line.packageCode,
      packageName: line.packageName,
      quantity: line.quantity,
      base,
      discount,
      newBase,
      taxiva: line.taxIva,
      ivaValue,
      total: roundTo2(newBase + ivaValue),
    };
  });

  const sum = (pick: (line: PricedCartLine) => number) => roundTo2(priced.reduce((acc, line) => acc + pick(line), 0));
  return {
    lines: priced,
    subTotal: roundTo2(partial.reduce((acc, p) => acc + p.gross, 0)),
    totalDiscount: sum((line) => line.discount),
    taxIva: sum((line) => line.ivaValue),
    total: sum((line) => line.total),
    promotionCode: promo ? promo.promotionCode : null,
  };
}

interface PartialLine {
  line: PricingLine;
  units: number;
  afterOffer: number;
}

/** The promo code's discount of each line, before IVA, never more than what the line still costs. */
function promoDiscountsOf(promo: CartPromotion, partial: readonly PartialLine[]): number[] {
  if (promo.offerTypeCode === OFFER_TYPE.PERCENT) {
    const percent = Math.min(Math.max(promo.offerValue, 0), PERCENTAGE_MAX);
    return partial.map(({ line, afterOffer }) => (promotionApplies(promo, line) ? roundTo2((afterOffer * percent) / 100) : 0));
  }
  if (!promo.applyTotalPurchase) {
    return partial.map(({ line, units, afterOffer }) =>
      promotionApplies(promo, line)
        ? Math.min(afterOffer, roundTo2(unitPriceBeforeTax(Math.max(promo.offerValue, 0), line.taxIva) * units))
        : 0,
    );
  }
  // One amount off the whole purchase: spread in proportion to each line's price after the offer.
  const totalAfterOffer = partial.reduce((acc, p) => acc + p.afterOffer, 0);
  if (totalAfterOffer <= 0) return partial.map(() => 0);
  const amounts = partial.map(({ line, afterOffer }) => {
    const share = (Math.max(promo.offerValue, 0) * afterOffer) / totalAfterOffer;
    return Math.min(afterOffer, unitPriceBeforeTax(share, line.taxIva));
  });
  return amounts.map(roundTo2);
}
