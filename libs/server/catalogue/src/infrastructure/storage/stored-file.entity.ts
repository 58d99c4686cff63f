import { Entity } from '@mikro-orm/decorators/legacy';
import { StoredFileEntity } from '@lic/server-kernel';

/** The table of the catalogue's files (offer images), for the kernel's database file storage. */
@Entity({ schema: 'catalogue', tableName: 'stored_file' })
export class StoredFileRecord extends StoredFileEntity {}
