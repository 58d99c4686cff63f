import { OFFER_TYPE, discountedPrice, offerDiscount, unitPriceBeforeTax, type OfferTypeCode, type PackageOffer } from './price';
import { PERCENTAGE_MAX } from './limits';
import { tierFor, type QuantityTier } from './price-tiers';
import { pesosBeforeTax, roundPesos, splitProportionally, splitTax } from './money';

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
  /** Unit value before IVA, to the cent (employee items: the tier price for the whole quantity). Informational. */
  base: number;
  /** Price of one unit with IVA, whole pesos (employee items: the tier price for the whole quantity). */
  unitPrice: number;
  /** unitPrice × quantity (once for employee items): what the line costs before any discount, IVA included. */
  grossTotal: number;
  /** Offer and promo discount of the line, IVA included: grossTotal − total. */
  grossDiscount: number;
  /** Offer and promo discount of the line, before IVA: round(grossTotal before IVA) − newBase. */
  discount: number;
  /** The line's total before IVA: round(total × 100 / (100 + IVA)). */
  newBase: number;
  /** IVA percent. */
  taxiva: number;
  /** IVA amount of the line: total − newBase. */
  ivaValue: number;
  /** What the line costs, IVA included: grossTotal − grossDiscount, exactly. */
  total: number;
}

export interface PricedCart {
  lines: PricedCartLine[];
  /** Σ (newBase + discount): what the lines cost before discounts and IVA. */
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
          totalOffer: Math.max(roundPesos(tierPrice) - offerDiscount(pkg.packagePrice, offer), 0),
        }
      : offer;
  return { ...identity(pkg), price: tierPrice, taxIva: pkg.taxIva, offer: tierOffer, quantity, countOnce: true };
}

/** A price tier of an employee package (GetPriceByLicenseType): the price, IVA included, of up to `quantity` units. */
export interface PackagePriceTier extends QuantityTier {
  packageId: number;
  packageCode: string;
  price: number;
}

/** The tiers of one package, lowest first. */
export function tiersOfPackage<T extends PackagePriceTier>(tiers: readonly T[], pkg: Pick<PricedPackage, 'packageId'>): T[] {
  return tiers.filter((tier) => tier.packageId === pkg.packageId).sort((a, b) => a.quantity - b.quantity);
}

/**
 * The pricing line of a cart item, the same in the browser and on the server: an employee package with
 * tiers takes the price of the tier that covers its quantity (counted once); any other package its price
 * per unit. Null when no tier of an employee package covers the quantity (the server refuses the order).
 */
export function cartPricingLine(pkg: PricedPackage, quantity: number, employeeTiers: readonly PackagePriceTier[]): PricingLine | null {
  if (!pkg.isEmployee) return pricingLineFor(pkg, quantity);
  const own = tiersOfPackage(employeeTiers, pkg);
  if (own.length === 0) return pricingLineFor(pkg, quantity);
  const tier = tierFor(own, quantity);
  return tier ? pricingLineFor(pkg, quantity, tier.price) : null;
}

function identity(pkg: PricedPackage) {
  return { packageId: pkg.packageId, packageCode: pkg.packageCode, packageName: pkg.packageName };
}

const promotionApplies = (promotion: CartPromotion, line: PricingLine): boolean =>
  promotion.applyTotalPurchase || promotion.packageIds.includes(line.packageId);

/**
 * Prices the cart as storefront.md §4 says — unit value × quantity (employee items once) − discount + IVA,
 * the discount (package offer, then promo code) taken before IVA — in whole pesos (decision 0010):
 *
 * - a line's total is unitPrice × units − its discount, all IVA included and integer; the offer price per
 *   unit and each promo discount are rounded half up once, where they are computed;
 * - IVA is taken out of that total: newBase = round(total × 100 / (100 + IVA)), ivaValue = total − newBase;
 * - the discount before IVA is round(grossTotal × 100 / (100 + IVA)) − newBase;
 * - the cart's figures are the sums of its lines: subTotal − totalDiscount + taxIva = total.
 *
 * A VLR promo code takes its amount (IVA included) off each unit of the lines it applies to, or once off
 * the whole purchase, spread over the lines in proportion to what they cost (largest remainder, so the
 * shares add up to the amount). A line never goes below zero.
 */
export function priceCart(lines: readonly PricingLine[], promotion?: CartPromotion | null): PricedCart {
  const promo = promotion && lines.some((line) => promotionApplies(promotion, line)) ? promotion : null;
  const partial = lines.map((line): PartialLine => {
    const units = line.countOnce ? 1 : line.quantity;
    const unitPrice = roundPesos(Math.max(line.price, 0));
    return { line, units, unitPrice, grossTotal: unitPrice * units, afterOffer: discountedPrice(unitPrice, line.offer) * units };
  });

  const promoDiscounts = promo ? promoDiscountsOf(promo, partial) : partial.map(() => 0);

  const priced = partial.map(({ line, unitPrice, grossTotal, afterOffer }, index): PricedCartLine => {
    const total = afterOffer - Math.min(promoDiscounts[index], afterOffer);
    const { base: newBase, iva: ivaValue } = splitTax(total, line.taxIva);
    return {
      packageId: line.packageId,
      packageCode: line.packageCode,
      packageName: line.packageName,
      quantity: line.quantity,
      base: unitPriceBeforeTax(unitPrice, line.taxIva),
      unitPrice,
      grossTotal,
      grossDiscount: grossTotal - total,
      discount: pesosBeforeTax(grossTotal, line.taxIva) - newBase,
      newBase,
      taxiva: line.taxIva,
      ivaValue,
      total,
    };
  });

  const sum = (pick: (line: PricedCartLine) => number) => priced.reduce((acc, line) => acc + pick(line), 0);
  return {
    lines: priced,
    subTotal: sum((line) => line.newBase + line.discount),
    totalDiscount: sum((line) => line.discount),
    taxIva: sum((line) => line.ivaValue),
    total: sum((line) => line.total),
    promotionCode: promo ? promo.promotionCode : null,
  };
}

interface PartialLine {
  line: PricingLine;
  units: number;
  unitPrice: number;
  grossTotal: number;
  /** What the line costs after the package's offer, IVA included. */
  afterOffer: number;
}

/** The promo code's discount of each line, IVA included, in whole pesos, never more than what the line still costs. */
function promoDiscountsOf(promo: CartPromotion, partial: readonly PartialLine[]): number[] {
  const applies = (line: PricingLine) => promotionApplies(promo, line);
  if (promo.offerTypeCode === OFFER_TYPE.PERCENT) {
    const percent = Math.min(Math.max(promo.offerValue, 0), PERCENTAGE_MAX);
    return partial.map(({ line, afterOffer }) => (applies(line) ? Math.min(afterOffer, roundPesos((afterOffer * percent) / 100)) : 0));
  }
  const amount = roundPesos(Math.max(promo.offerValue, 0));
  if (!promo.applyTotalPurchase) {
    return partial.map(({ line, units, afterOffer }) => (applies(line) ? Math.min(afterOffer, amount * units) : 0));
  }
  // One amount off the whole purchase: spread in proportion to each line's price after the offer.
  return splitProportionally(
    amount,
    partial.map(({ afterOffer }) => afterOffer),
  );
}
