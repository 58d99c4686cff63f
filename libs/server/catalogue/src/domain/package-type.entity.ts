import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** Package types: 1 BAS base, 2 CMB combo, 3 CMP complementary (backoffice-catalogue.md §3). */
export const PACKAGE_TYPES = [
  { id: 1, code: 'BAS', name: 'Base' },
  { id: 2, code: 'CMB', name: 'Combo' },
  { id: 3, code: 'CMP', name: 'Complementario' },
] as const;
export const PACKAGE_TYPE_IDS = PACKAGE_TYPES.map((t) => t.id) as readonly number[];

@Entity({ schema: 'catalogue', tableName: 'package_type' })
export class PackageType {
  @PrimaryKey({ type: 'smallint', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 3, unique: 'package_type_package_type_code_unique' })
  packageTypeCode!: string;

  @Property({ type: 'string', length: 50 })
  packageTypeName!: string;
}
