import { BigIntType, Collection } from '@mikro-orm/core';
import { Entity, Index, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { AuditedEntity } from '@lic/server-kernel';
import { LicenceBalance, type NewBalance } from './licence-balance.entity';
import { TransactionRange } from './transaction-range.entity';
import { isActiveAt, isBasePackageType } from './plan-dates';

/** Where a plan came from: an approved order, staff ("Añadir licencia"), or a contract line (convenio). */
export type PlanOrigin = 'ORDER' | 'MANUAL' | 'CONTRACT';

/**
 * Contract plans belong to the B2B channel: the customer sees them on "Productos adquiridos" (contracts
 * context), not on "Mis planes adquiridos", and they are no base plan for the storefront's rules.
 */
export const STOREFRONT_PLAN = { origin: { $ne: 'CONTRACT' } } as const;

export interface NewPlan {
  origin: PlanOrigin;
  referenceUuid: string | null;
  paymentReference: string | null;
  contractNumber: string | null;
  customer: { customerId: string; customerName: string; documentTypeId: number; documentNumber: string };
  appName: string;
  service: { serviceId: number; serviceName: string; serviceDescription: string };
  pkg: {
    packageId: number;
    packageCode: string;
    packageName: string;
    packageTypeCode: string;
    validityTypeId: string;
    validityPeriod: number;
  };
  quantity: number;
  effectiveDate: Date;
  expirationDate: Date;
  purchaseDate: Date;
  balances: Omit<NewBalance, 'documentTypeId' | 'documentNumber' | 'effectiveDate' | 'expirationDate'>[];
}

/**
 * A licence plan: one package of a customer for one service, valid between two instants, with a balance
 * per feature and (staff licences) the price ranges of its transactions.
 */
@Entity({ schema: 'licensing', tableName: 'licence_plan' })
@Index({ name: 'licence_plan_customer_index', properties: ['documentTypeId', 'documentNumber', 'serviceName', 'expirationDate'] })
@Index({ name: 'licence_plan_customer_id_index', properties: ['customerId'] })
@Index({ name: 'licence_plan_reference_uuid_index', properties: ['referenceUuid'] })
export class LicencePlan extends AuditedEntity {
  @PrimaryKey({ type: new BigIntType('number'), autoincrement: true, generated: 'by default as identity' })
  id!: number;

  @Property({ type: 'string', length: 10 })
  origin!: PlanOrigin;

  @Property({ type: 'uuid', nullable: true })
  referenceUuid?: string | null;

  @Property({ type: 'string', length: 20, nullable: true })
  paymentReference?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  contractNumber?: string | null;

  @Property({ type: 'uuid' })
  customerId!: string;

  @Property({ type: 'string', length: 450 })
  customerName!: string;

  @Property({ type: 'integer' })
  documentTypeId!: number;

  @Property({ type: 'string', length: 15 })
  documentNumber!: string;

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'integer' })
  serviceId!: number;

  @Property({ type: 'string', length: 50 })
  serviceName!: string;

  @Property({ type: 'string', length: 200 })
  serviceDescription!: string;

  @Property({ type: 'integer' })
  packageId!: number;

  @Property({ type: 'string', length: 50 })
  packageCode!: string;

  @Property({ type: 'string', length: 200 })
  packageName!: string;

  @Property({ type: 'string', length: 10 })
  packageTypeCode!: string;

  @Property({ type: 'integer' })
  quantity!: number;

  @Property({ type: 'string', length: 1 })
  validityTypeId!: string;

  @Property({ type: 'integer' })
  validityPeriod!: number;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  effectiveDate!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expirationDate!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  purchaseDate!: Date;

  /** When the plan was suspended (its order's payment was reversed); null while it is in force. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  suspendedOn?: Date | null;

  @Property({ type: 'string', length: 200, nullable: true })
  suspensionReason?: string | null;

  @OneToMany(() => LicenceBalance, (balance) => balance.plan, { orphanRemoval: true })
  balances = new Collection<LicenceBalance>(this);

  @OneToMany(() => TransactionRange, (range) => range.plan, { orphanRemoval: true })
  ranges = new Collection<TransactionRange>(this);

  static issue(input: NewPlan): LicencePlan {
    const plan = new LicencePlan();
    plan.origin = input.origin;
    plan.referenceUuid = input.referenceUuid;
    plan.paymentReference = input.paymentReference;
    plan.contractNumber = input.contractNumber;
    Object.assign(plan, input.customer);
    plan.appName = input.appName;
    Object.assign(plan, input.service);
    plan.packageId = input.pkg.packageId;
    plan.packageCode = input.pkg.packageCode;
    plan.packageName = input.pkg.packageName;
    plan.packageTypeCode = input.pkg.packageTypeCode;
    plan.validityTypeId = input.pkg.validityTypeId;
    plan.validityPeriod = input.pkg.validityPeriod;
    plan.quantity = input.quantity;
    plan.effectiveDate = input.effectiveDate;
    plan.expirationDate = input.expirationDate;
    plan.purchaseDate = input.purchaseDate;
    for (const balance of input.balances) {
      plan.balances.add(
        LicenceBalance.open(plan, {
          ...balance,
          documentTypeId: plan.documentTypeId,
          documentNumber: plan.documentNumber,
          effectiveDate: plan.effectiveDate,
          expirationDate: plan.expirationDate,
        }),
      );
    }
    return plan;
  }

  get isBase(): boolean {
    return isBasePackageType(this.packageTypeCode);
  }

  get isSuspended(): boolean {
    return Boolean(this.suspendedOn);
  }

  /**
   * Suspends the plan and its balances (consumption skips them): its order's payment was reversed, or
   * staff suspended it. A plan already suspended keeps its first suspension.
   */
  suspend(on: Date, reason: string): boolean {
    if (this.suspendedOn) return false;
    this.suspendedOn = on;
    this.suspensionReason = reason.slice(0, 200);
    for (const balance of this.balances) balance.suspendedOn = on;
    return true;
  }

  /** Puts a suspended plan and its balances back in force (staff reactivation); false when it was not suspended. */
  reactivate(): boolean {
    if (!this.suspendedOn) return false;
    this.suspendedOn = null;
    this.suspensionReason = null;
    for (const balance of this.balances) balance.suspendedOn = null;
    return true;
  }

  isActiveAt(now: Date): boolean {
    return isActiveAt(this, now);
  }

  /** Replaces every price range of the plan (already checked by the §5.1 rules). */
  replaceRanges(ranges: { rangeMinimum: number; rangeMaximum: number; rangePrice: number }[]): void {
    this.ranges.removeAll();
    for (const range of ranges) this.ranges.add(TransactionRange.of(this, range));
  }
}
