import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { PromoCodeSnapshot } from '@lic/server-catalogue-api';

/** The storefront's copy of a promo code (read model), kept by PromoCodeChangedEvent. */
@Entity({ schema: 'ordering', tableName: 'promotion_code' })
export class PromoCodeCopyRecord {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  promoCodeId!: number;

  /** Upper case: codes are unique without case in the catalogue. */
  @Property({ type: 'string', length: 50, unique: 'promotion_code_promotion_code_unique' })
  promotionCode!: string;

  @Property({ type: 'smallint' })
  idstate!: number;

  @Property({ type: 'json', columnType: 'jsonb' })
  snapshot!: PromoCodeSnapshot;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  updatedOn!: Date;
}
