import type { MigrationObject } from '@mikro-orm/core';

export { ContractsModule } from './contracts.module';

export const contractsEntities = [
  // Contracts server (issue 7).
];

export const contractsMigrations: MigrationObject[] = [
  // Contracts server (issue 7).
];
