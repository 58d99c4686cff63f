import type { MigrationObject } from '@mikro-orm/core';

export { OrderingModule } from './ordering.module';

export const orderingEntities = [];

export const orderingMigrations: MigrationObject[] = [];
