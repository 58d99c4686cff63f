import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A department of Colombia; its id is the number of its DANE code ("05" -> 5). */
@Entity({ schema: 'reference', tableName: 'department' })
export class Department {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 2, unique: 'department_dane_code_unique' })
  daneCode!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;
}
