import type { MigrationObject } from '@mikro-orm/core';
import { ContractParameter } from './domain/contract-parameter.entity';
import { Contract, ContractServiceLine } from './domain/contract.entity';
import { Migration20261122080100ContractsSchema } from './infrastructure/migrations/Migration20261122080100ContractsSchema';
import { Migration20261122080200ContractsParameters } from './infrastructure/migrations/Migration20261122080200ContractsParameters';
import { Migration20261125090100ContractsPptVisibility } from './infrastructure/migrations/Migration20261125090100ContractsPptVisibility';

export { ContractsModule } from './contracts.module';

export const contractsEntities = [
  // Contracts server (docs/api/contracts.md).
  Contract,
  ContractServiceLine,
  ContractParameter,
];

export const contractsMigrations: MigrationObject[] = [
  // Contracts server.
  { name: 'Migration20261122080100ContractsSchema', class: Migration20261122080100ContractsSchema },
  { name: 'Migration20261122080200ContractsParameters', class: Migration20261122080200ContractsParameters },
  { name: 'Migration20261125090100ContractsPptVisibility', class: Migration20261125090100ContractsPptVisibility },
];
