import { Entity } from '@mikro-orm/decorators/legacy';
import { StoredFileEntity } from '@lic/server-kernel';

/** The table of the proofs and RUT files of cash payments, for the kernel's database file storage. */
@Entity({ schema: 'payments', tableName: 'stored_file' })
export class StoredPaymentFile extends StoredFileEntity {}
