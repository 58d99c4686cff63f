import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * What the sandbox gateway itself remembers of each transaction it answered (the payer's choice on its
 * page), as a real gateway does: the reconciliation job asks it, and it answers from here, offline.
 */
@Entity({ schema: 'payments', tableName: 'sandbox_transaction' })
@Index({ name: 'sandbox_transaction_payment_idx', properties: ['paymentId', 'createdOn'] })
export class SandboxTransaction {
  @PrimaryKey({ type: 'string', length: 100 })
  transactionId!: string;

  @Property({ type: 'uuid' })
  paymentId!: string;

  @Property({ type: 'string', length: 20 })
  refPayco!: string;

  /** ePayco's x_cod_response the sandbox answered (1, 2, 3, ...). */
  @Property({ type: 'string', length: 10 })
  responseCode!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn!: Date;
}
