import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { DocumentType } from './document-type.entity';

/** One entry of an app's document type allowlist (backoffice-licensing.md §9). */
@Entity({ schema: 'reference', tableName: 'app_document_type' })
@Unique({ name: 'app_document_type_app_name_document_type_id_unique', properties: ['appName', 'documentType'] })
export class AppDocumentType {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @ManyToOne(() => DocumentType, { fieldName: 'document_type_id' })
  documentType!: DocumentType;
}
