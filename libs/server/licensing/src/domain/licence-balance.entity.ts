import type { Rel } from '@mikro-orm/core';
import { BigIntType } from '@mikro-orm/core';
import { Check, Entity, Formula, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import type { BalanceStorageUnit, FeatureCategoryType } from '@lic/shared-api-types';
import { LicencePlan } from './licence-plan.entity';

export interface NewBalance {
  documentTypeId: number;
  documentNumber: string;
  serviceName: string;
  featureId: number;
  featureCode: string;
  featureName: string;
  featureAlias: string | null;
  featureCategory: FeatureCategoryType;
  /** 0 when unlimited. */
  total: number;
  isUnlimited: boolean;
  /** Storage features: the unit of total and used (MB or GB); null otherwise. */
  storageUnit: BalanceStorageUnit | null;
  effectiveDate: Date;
  expirationDate: Date;
}

/**
 * What a plan grants of one feature and how much of it is used. The consumption hot path updates
 * `used` with one conditional statement (never through this entity); the document, feature code and
 * dates are repeated from the plan so that one index finds the balances an event may draw from.
 */
@Entity({ schema: 'licensing', tableName: 'licence_balance' })
@Index({ name: 'licence_balance_plan_id_index', properties: ['plan'] })
@Index({ name: 'licence_balance_lookup_index', properties: ['documentTypeId', 'documentNumber', 'featureCode', 'expirationDate'] })
@Check({ name: 'licence_balance_used_check', expression: '"used" >= 0 and ("is_unlimited" or "used" <= "total")' })
@Check({
  name: 'licence_balance_reserved_check',
  expression: '"reserved" >= 0 and ("is_unlimited" or "used" + "reserved" <= "total")',
})
export class LicenceBalance {
  @PrimaryKey({ type: new BigIntType('number'), autoincrement: true, generated: 'by default as identity' })
  id!: number;

  @ManyToOne(() => LicencePlan, { deleteRule: 'cascade', updateRule: 'cascade', type: new BigIntType('number') })
  plan!: Rel<LicencePlan>;

  @Property({ type: 'integer' })
  documentTypeId!: number;

  @Property({ type: 'string', length: 15 })
  documentNumber!: string;

  @Property({ type: 'string', length: 50 })
  serviceName!: string;

  @Property({ type: 'integer' })
  featureId!: number;

  @Property({ type: 'string', length: 50 })
  featureCode!: string;

  @Property({ type: 'string', length: 200 })
  featureName!: string;

  @Property({ type: 'string', length: 200, nullable: true })
  featureAlias?: string | null;

  @Property({ type: 'string', length: 1 })
  featureCategory!: FeatureCategoryType;

  @Property({ type: new BigIntType('number') })
  total!: number;

  @Property({ type: new BigIntType('number'), defaultRaw: '0' })
  used!: number;

  /** Units held by reservations not yet committed or released (decision 0033): what is left is total − used − reserved. */
  @Property({ type: new BigIntType('number'), defaultRaw: '0' })
  reserved: number = 0;

  /**
   * What the balance holds now, as every read shows it: `reserved` less the units of holds already past their
   * expiry that no request or job has given back yet (`licensing.held_units`, decision 0047). Read-only.
   */
  @Formula((_columns, table) => `"licensing"."held_units"(${table.alias})`, { type: new BigIntType('number'), lazy: false })
  heldUnits?: number;

  @Property({ type: 'boolean', default: false })
  isUnlimited!: boolean;

  /** Storage features: the unit of total, used and reserved, as the package granted it (MB or GB); null otherwise. */
  @Property({ type: 'string', length: 2, nullable: true })
  storageUnit?: BalanceStorageUnit | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  effectiveDate!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expirationDate!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastUseDate?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lowNotifiedOn?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  exhaustedNotifiedOn?: Date | null;

  /** The plan's suspension, repeated here so that consumption filters on the balance alone. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  suspendedOn?: Date | null;

  static open(plan: LicencePlan, input: NewBalance): LicenceBalance {
    const balance = new LicenceBalance();
    balance.plan = plan;
    Object.assign(balance, input);
    balance.used = 0;
    return balance;
  }
}
