import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** One list or value of the wizard's parameters (Migration20261122080200ContractsParameters), by code. */
@Entity({ schema: 'contracts', tableName: 'contract_parameter' })
export class ContractParameter {
  @PrimaryKey({ type: 'string', length: 60 })
  code!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  value!: unknown;
}
