import { Query } from '@nestjs/cqrs';
import type { PromoCodeSnapshot } from './promo-code-snapshot';

/** Every promo code as PromoCodeChangedEvent describes it, for a context that (re)builds a read model. */
export class ListPromoCodeSnapshotsQuery extends Query<PromoCodeSnapshot[]> {}
