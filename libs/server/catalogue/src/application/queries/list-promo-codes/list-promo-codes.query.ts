import { Query } from '@nestjs/cqrs';
import type { PromoCodeRecord } from '@lic/shared-api-types';

/** A promo code as the list answers it: the wire shape of libs/shared/api-types. */
export type { PromoCodeRecord };

/** Every promo code, active and inactive, newest first. */
export class ListPromoCodesQuery extends Query<PromoCodeRecord[]> {}
