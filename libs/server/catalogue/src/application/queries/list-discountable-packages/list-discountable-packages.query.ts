import { Query } from '@nestjs/cqrs';

export interface DiscountablePackageRecord {
  id: number;
  packageCode: string;
  packageName: string;
  packageTypeId: number;
}

/** Active packages with a price, the ones a promo code may discount (GetPackagesAdditionalDiscount). */
export class ListDiscountablePackagesQuery extends Query<DiscountablePackageRecord[]> {}
