import { Entity, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { Department } from './department.entity';

/** A municipality of Colombia; its id is the number of its DANE code ("05001" -> 5001). */
@Entity({ schema: 'reference', tableName: 'city' })
export class City {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  @Property({ type: 'string', length: 5, unique: 'city_dane_code_unique' })
  daneCode!: string;

  @Property({ type: 'string', length: 100 })
  name!: string;

  @ManyToOne(() => Department, { fieldName: 'department_id' })
  department!: Department;
}
