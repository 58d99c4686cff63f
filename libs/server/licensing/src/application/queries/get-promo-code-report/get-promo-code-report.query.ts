import { Query } from '@nestjs/cqrs';
import type { PromoCodeReport } from '@lic/shared-api-types';

/** "Códigos Promocionales": orders registered with each promotion code over the last 90 days (ordering counts them). */
export class GetPromoCodeReportQuery extends Query<PromoCodeReport> {}
