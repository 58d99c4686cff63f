import { Query } from '@nestjs/cqrs';

export interface PromoCodePackageRecord {
  packageId: number;
  packageCode: string;
  packageName: string;
}

/** The packages a promo code applies to (GetPackagesId). */
export class ListPromoCodePackagesQuery extends Query<PromoCodePackageRecord[]> {
  constructor(readonly promoCodeId: number) {
    super();
  }
}
