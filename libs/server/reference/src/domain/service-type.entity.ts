import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A kind of service of the suite (Facturación electrónica, Nómina electrónica...). */
@Entity({ schema: 'reference', tableName: 'service_type' })
export class ServiceType {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 30, unique: 'service_type_code_unique' })
  code!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;
}
