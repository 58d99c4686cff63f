import { Entity, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';

/**
 * A parameter of one app (brand): its code, the group it belongs to (parameterType) and its value,
 * a JSON text `{ "type": ..., "value": ... }` (storefront.md §3).
 */
@Entity({ schema: 'reference', tableName: 'parameter' })
@Unique({ name: 'parameter_app_name_parameter_code_unique', properties: ['appName', 'parameterCode'] })
export class Parameter {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 30 })
  appName!: string;

  @Property({ type: 'string', length: 30 })
  parameterType!: string;

  @Property({ type: 'string', length: 100 })
  parameterCode!: string;

  @Property({ type: 'text' })
  parameterValue!: string;
}
