import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An order whose approved payment was reversed (PaymentReversed): its plans are suspended. Kept whether
 * or not the plans exist yet, so that a replayed reversal changes nothing and an order reversed before
 * its licences were issued gets them issued suspended. Kept after staff reactivate the licences too
 * (reactivatedOn), so that the same reversal replayed later does not suspend them again.
 */
@Entity({ schema: 'licensing', tableName: 'licence_suspension' })
export class LicenceSuspension {
  @PrimaryKey({ type: 'uuid' })
  referenceUuid!: string;

  @Property({ type: 'string', length: 20, nullable: true })
  paymentReference?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  reversedAt!: Date;

  @Property({ type: 'string', length: 200 })
  reason!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  recordedOn!: Date;

  /** Staff put the order's licences back in force (ReactivateOrderLicences); null while suspended. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  reactivatedOn?: Date | null;

  /** Who reactivated them (user name). */
  @Property({ type: 'string', length: 100, nullable: true })
  reactivatedBy?: string | null;

  get isInForce(): boolean {
    return !this.reactivatedOn;
  }

  static of(input: {
    referenceUuid: string;
    paymentReference: string | null;
    reversedAt: Date;
    reason: string;
    recordedOn: Date;
  }): LicenceSuspension {
    const suspension = new LicenceSuspension();
    Object.assign(suspension, input);
    suspension.reason = input.reason.slice(0, 200);
    return suspension;
  }
}
