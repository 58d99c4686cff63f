import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122070000LicensingPlans } from './infrastructure/migrations/Migration20261122070000LicensingPlans';

export { LicensingModule } from './licensing.module';

export const licensingEntities = [
  // Licences, my plan and the licences back office (issue 6, licensing core).
  // Consumption, app credentials, usage and reports (issue 6, consumption).
];

export const licensingMigrations: MigrationObject[] = [
  // Licence plans, balances, ranges (issue 6).
  { name: 'Migration20261122070000LicensingPlans', class: Migration20261122070000LicensingPlans },
  // Consumption, app credentials, usage and reports (issue 6, consumption).
];
