import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import type { PriceTier } from '@lic/shared-api-types';
import { packageInScope } from '../../../domain/storefront-catalogue';
import { offerAt } from '../../../domain/storefront-package';
import { CatalogueReadModel } from '../../../infrastructure/read-model/catalogue-read-model';
import { GetPriceTiersQuery } from './get-price-tiers.query';

@QueryHandler(GetPriceTiersQuery)
export class GetPriceTiersHandler implements IQueryHandler<GetPriceTiersQuery> {
  constructor(
    private readonly readModel: CatalogueReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ type, viewer }: GetPriceTiersQuery): Promise<PriceTier[]> {
    const tiers = await this.readModel.priceTiers(type);
    const snapshots = await this.readModel.packagesByCode([...new Set(tiers.map((tier) => tier.packageCode))]);
    const now = this.clock.now();
    const byCode = new Map(
      snapshots
        .filter((snapshot) => packageInScope(snapshot, { serviceNames: null }, viewer))
        .map((snapshot) => [snapshot.packageCode, snapshot]),
    );
    return tiers.flatMap((tier) => {
      const snapshot = byCode.get(tier.packageCode);
      if (!snapshot) return [];
      const offer = offerAt(snapshot, now);
      return [
        {
          type: tier.type,
          quantity: tier.quantity,
          price: tier.price,
          packageId: snapshot.packageId,
          packageCode: snapshot.packageCode,
          applyOffer: offer.applyOffer,
          offerTypeCode: offer.offerTypeCode as PriceTier['offerTypeCode'],
          totalOffer: offer.totalOffer,
        },
      ];
    });
  }
}
