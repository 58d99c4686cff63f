import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Uses consumed of a promo code in one period (promoCodePeriod: the whole window, or one repetition
 * of a MONTHLY code). A use is consumed when the order is paid (design.md §5), not when validated.
 */
@Entity({ schema: 'ordering', tableName: 'promotion_code_use' })
export class PromoCodeUseRecord {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  promoCodeId!: number;

  /** First day (YYYY-MM-DD) of the period's window. */
  @PrimaryKey({ type: 'string', length: 10 })
  period!: string;

  @Property({ type: 'integer' })
  uses: number = 0;
}
