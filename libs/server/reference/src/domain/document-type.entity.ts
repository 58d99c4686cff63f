import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An identity document type (CC, CE, NIT, PA, NUIP, PEP, PPT); its id is the one the forms send. */
@Entity({ schema: 'reference', tableName: 'document_type' })
export class DocumentType {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 10, unique: 'document_type_code_unique' })
  code!: string;

  @Property({ type: 'string', length: 100 })
  description!: string;

  /** The DIAN code of the type, which colfactura and colnomina send as documentTypeColfacturaId. */
  @Property({ type: 'integer' })
  dianCode!: number;

  /** ISO 3166-1 alpha-2 codes of the countries that issue it; empty for any country (passport). */
  @Property({ type: 'json', columnType: 'jsonb' })
  countries!: string[];
}
