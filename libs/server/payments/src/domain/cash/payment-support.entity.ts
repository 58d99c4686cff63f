import { randomUUID } from 'node:crypto';
import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import type { PaymentSupportType } from '@lic/shared-api-types';

/**
 * A file attached to a cash order: its proof of payment or the buyer's RUT. One of each per order; a new
 * upload (only while the payment is pending) replaces the file. The bytes live behind the storage port
 * (the kernel's FILE_STORAGE, bound to payments.stored_file) under `storageKey`.
 */
@Entity({ schema: 'payments', tableName: 'payment_support' })
@Unique({ name: 'payment_support_reference_type_unique', properties: ['referenceUuid', 'supportType'] })
export class PaymentSupport {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  referenceUuid!: string;

  @Property({ type: 'string', length: 20 })
  supportType!: PaymentSupportType;

  @Property({ type: 'string', length: 200 })
  fileName!: string;

  @Property({ type: 'string', length: 100 })
  contentType!: string;

  @Property({ type: 'integer' })
  sizeBytes!: number;

  @Property({ type: 'string', length: 200 })
  storageKey!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  uploadedOn!: Date;

  /** The signed-in user who uploaded it; null for an anonymous buyer. */
  @Property({ type: 'string', length: 100, nullable: true })
  uploadedBy?: string | null;

  @Property({ type: 'string', length: 64, nullable: true })
  uploadedIp?: string | null;

  static of(input: {
    referenceUuid: string;
    supportType: PaymentSupportType;
    file: { fileName: string; contentType: string; sizeBytes: number };
    storageKey: string;
    uploadedOn: Date;
    uploadedBy: string | null;
    uploadedIp: string | null;
  }): PaymentSupport {
    const support = new PaymentSupport();
    support.referenceUuid = input.referenceUuid;
    support.supportType = input.supportType;
    support.replaceWith(input);
    return support;
  }

  /** A new file for the same order and type; answers the storage key of the file it replaces. */
  replaceWith(input: {
    file: { fileName: string; contentType: string; sizeBytes: number };
    storageKey: string;
    uploadedOn: Date;
    uploadedBy: string | null;
    uploadedIp: string | null;
  }): string | null {
    const previous = this.storageKey ?? null;
    this.fileName = input.file.fileName;
    this.contentType = input.file.contentType;
    this.sizeBytes = input.file.sizeBytes;
    this.storageKey = input.storageKey;
    this.uploadedOn = input.uploadedOn;
    this.uploadedBy = input.uploadedBy?.slice(0, 100) ?? null;
    this.uploadedIp = input.uploadedIp?.slice(0, 64) ?? null;
    return previous;
  }
}
