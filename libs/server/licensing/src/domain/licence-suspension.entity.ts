import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * An order whose approved payment was reversed (PaymentReversed): its plans are suspended. Kept whether
 * or not the plans exist yet, so that a replayed reversal changes nothing and an order reversed before
 * its licences were issued gets them issued suspended.
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
