import { randomUUID } from 'node:crypto';
import { Entity, Index, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { GatewayName } from './payment-state';

/**
 * A signed confirmation received in production while its gateway's own record could not be read (the query
 * down, timing out, not knowing the transaction yet, answering nonsense). It decides nothing: the
 * reconciliation job asks the gateway again on each round and applies what the gateway's record says, once;
 * a confirmation the gateway still does not know after a day goes to "Revisión de pagos" (docs/decisions/0041).
 */
@Entity({ schema: 'payments', tableName: 'held_confirmation' })
@Unique({ name: 'held_confirmation_transaction_unique', properties: ['paymentId', 'gateway', 'transactionId'] })
@Index({ name: 'held_confirmation_open_idx', properties: ['settledOn', 'lastCheckedOn'] })
export class HeldConfirmation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  paymentId!: string;

  @Property({ type: 'string', length: 20 })
  gateway!: GatewayName;

  @Property({ type: 'string', length: 100 })
  transactionId!: string;

  /** The gateway's reference the query asks by (ePayco x_ref_payco); null: by our payment reference. */
  @Property({ type: 'string', length: 100, nullable: true })
  gatewayReference?: string | null;

  /** The code the confirmation claimed (not trusted; for the review list). */
  @Property({ type: 'string', length: 10, nullable: true })
  responseCode?: string | null;

  /** The confirmation as received, for whoever looks at it later. */
  @Property({ type: 'json', columnType: 'jsonb' })
  fields!: Record<string, unknown>;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  receivedOn!: Date;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  lastCheckedOn?: Date | null;

  /** When the gateway's record settled it (applied, refused or sent to review); null while it waits. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  settledOn?: Date | null;

  /** What settled it: APPLIED, REFUSED, NOT_CONFIRMED. */
  @Property({ type: 'string', length: 20, nullable: true })
  settlement?: string | null;
}
