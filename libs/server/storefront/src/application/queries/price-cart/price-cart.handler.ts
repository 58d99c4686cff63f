import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { PriceCartQuery } from '@lic/server-storefront-api';
import type { PriceTier } from '@lic/shared-api-types';
import { priceCart, type PricedCart } from '@lic/shared-rules';
import { pricingLinesOf } from '../../../domain/pricing-lines';
import { GetPriceTiersQuery } from '../get-price-tiers/get-price-tiers.query';

@QueryHandler(PriceCartQuery)
export class PriceCartHandler implements IQueryHandler<PriceCartQuery> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ packages, items, viewer, promotion }: PriceCartQuery): Promise<PricedCart> {
    const employeeTiers: PriceTier[] = packages.some((pkg) => pkg.isEmployee)
      ? await this.queryBus.execute(new GetPriceTiersQuery('employee', viewer))
      : [];
    return priceCart(pricingLinesOf(packages, items, employeeTiers), promotion);
  }
}
