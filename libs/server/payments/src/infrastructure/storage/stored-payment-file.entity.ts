import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** The bytes of a proof or RUT, for the database adapter of the payment file storage. */
@Entity({ schema: 'payments', tableName: 'stored_file' })
export class StoredPaymentFile {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 200 })
  fileName!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'blob' })
  content!: Buffer;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  createdOn: Date = new Date();
}
