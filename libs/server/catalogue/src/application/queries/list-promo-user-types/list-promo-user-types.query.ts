import { Query } from '@nestjs/cqrs';

export interface PromoUserTypeRecord {
  id: number;
  value: number;
  typeUser: string;
}

/** User types a promo code may target: 1, 2, 3. */
export class ListPromoUserTypesQuery extends Query<PromoUserTypeRecord[]> {}
