import { Inject } from '@nestjs/common';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { PromoCodeValidation } from '@lic/shared-api-types';
import { priceCart } from '@lic/shared-rules';
import { bogotaDate } from '../../../domain/bogota-calendar';
import { promoCodeEligibility } from '../../../domain/promo-code-eligibility';
import { PromoCodeNotApplicableError } from '../../../domain/storefront.errors';
import { pricingLinesOf } from '../../../domain/pricing-lines';
import { GetPriceTiersQuery } from '../get-price-tiers/get-price-tiers.query';
import { GetPromoCodeQuery } from '../get-promo-code/get-promo-code.query';
import { GetStorefrontPackagesQuery } from '@lic/server-storefront-api';
import { ValidatePromoCodeQuery } from './validate-promo-code.query';

@QueryHandler(ValidatePromoCodeQuery)
export class ValidatePromoCodeHandler implements IQueryHandler<ValidatePromoCodeQuery> {
  constructor(
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ check, viewer }: ValidatePromoCodeQuery): Promise<PromoCodeValidation> {
    const now = this.clock.now();
    const packageIds = [...new Set(check.items.map((item) => item.packageId))];
    const packages = await this.queryBus.execute(new GetStorefrontPackagesQuery(packageIds, { visibleTo: viewer, at: now }));
    // A package that is not on sale for this viewer: the code cannot apply to that cart.
    if (packages.length !== packageIds.length) throw new PromoCodeNotApplicableError();
    const today = bogotaDate(now);
    const state = await this.queryBus.execute(new GetPromoCodeQuery(check.promoCode, today));
    const eligibility = promoCodeEligibility(state?.snapshot ?? null, {
      packageIds,
      cartHasFreePackage: packages.some((pkg) => pkg.packagePrice === 0),
      customerRegistered: viewer.customerId !== null || check.customerRegistered === true,
      today,
      usesInPeriod: state?.usesInPeriod ?? 0,
    });
    if (!eligibility.ok) throw new PromoCodeNotApplicableError();
    const employeeTiers = packages.some((pkg) => pkg.isEmployee)
      ? await this.queryBus.execute(new GetPriceTiersQuery('employee', viewer))
      : [];
    const cart = priceCart(pricingLinesOf(packages, check.items, employeeTiers), eligibility.promotion);
    const { promotion } = eligibility;
    return {
      promotionCode: promotion.promotionCode,
      offerTypeCode: promotion.offerTypeCode,
      offerValue: promotion.offerValue,
      applyTotalPurchase: promotion.applyTotalPurchase,
      packageIds: [...promotion.packageIds],
      cart,
    };
  }
}
