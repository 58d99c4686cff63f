import { Query } from '@nestjs/cqrs';

export interface PackagePromoCodeRecord {
  promoCodePackageId: number;
  promotionalCode: string;
  /** Percent (PTJ) or value (VLR) of the discount. */
  discount: number;
  offerTypeCode: string;
}

/** Active promo codes that apply to this package. */
export class GetPackagePromoCodesQuery extends Query<PackagePromoCodeRecord[]> {
  constructor(readonly packageId: number) {
    super();
  }
}
