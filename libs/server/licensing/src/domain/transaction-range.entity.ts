import type { Rel } from '@mikro-orm/core';
import { BigIntType, DecimalType } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { LicencePlan } from './licence-plan.entity';

/** A price (COP) for the transactions of a plan whose count falls between two limits (backoffice-licensing.md §3.4, §5.1). */
@Entity({ schema: 'licensing', tableName: 'transaction_range' })
@Index({ name: 'transaction_range_plan_id_index', properties: ['plan'] })
export class TransactionRange extends AuditedEntity {
  @PrimaryKey({ type: new BigIntType('number'), autoincrement: true, generated: 'by default as identity' })
  id!: number;

  @ManyToOne(() => LicencePlan, { deleteRule: 'cascade', updateRule: 'cascade', type: new BigIntType('number') })
  plan!: Rel<LicencePlan>;

  @Property({ type: 'integer' })
  rangeMinimum!: number;

  @Property({ type: 'integer' })
  rangeMaximum!: number;

  @Property({ type: new DecimalType('number'), precision: 18, scale: 2 })
  rangePrice!: number;

  static of(plan: LicencePlan, range: { rangeMinimum: number; rangeMaximum: number; rangePrice: number }): TransactionRange {
    const created = new TransactionRange();
    created.plan = plan;
    created.rangeMinimum = range.rangeMinimum;
    created.rangeMaximum = range.rangeMaximum;
    created.rangePrice = range.rangePrice;
    return created;
  }
}
