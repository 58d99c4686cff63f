import { BigIntType } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The development certificate of the `local` adapter, made at first start and shared by every replica.
 * The real certificate of the `dian` adapter comes from configuration and is never stored here.
 */
@Entity({ schema: 'invoicing', tableName: 'signing_credential' })
export class SigningCredential {
  @PrimaryKey({ type: 'string', length: 20 })
  name!: string;

  @Property({ type: 'text', hidden: true })
  privateKeyPem!: string;

  @Property({ type: 'text' })
  certificatePem!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn: Date = new Date();
}

/** Consecutives of documents that need no resolution (credit notes), one row per prefix. */
@Entity({ schema: 'invoicing', tableName: 'document_counter' })
export class DocumentCounter {
  @PrimaryKey({ type: 'string', length: 10 })
  prefix!: string;

  @Property({ type: new BigIntType('number') })
  nextNumber!: number;
}
