import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The columns of a file kept by the database file storage. A context declares its table with an entity
 * of its own schema extending this one (catalogue.stored_file, payments.stored_file).
 */
export abstract class StoredFileEntity {
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
