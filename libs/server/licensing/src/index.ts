import type { MigrationObject } from '@mikro-orm/core';
// Contract balances (issue 7).
import { contractBalancesMigrations } from './application/contract-balances/contract-balances.parts';
import { licencesEntities } from './licences.parts';
import { Migration20261122070000LicensingPlans } from './infrastructure/migrations/Migration20261122070000LicensingPlans';
import { Migration20261122075000LicensingConsumption } from './infrastructure/migrations/Migration20261122075000LicensingConsumption';
import { Migration20261125090000LicensingSuspensionAndLockOrder } from './infrastructure/migrations/Migration20261125090000LicensingSuspensionAndLockOrder';
import { consumptionEntities } from './interface/consumption/consumption.parts';

export { LicensingModule } from './licensing.module';
export { LicensingDemoSeeder } from './infrastructure/seeders/licensing-demo.seeder';
export { AppCredentialsDemoSeeder } from './infrastructure/credentials/app-credentials-demo.seeder';

export const licensingEntities = [
  // Licences, my plan and the licences back office (issue 6, licensing core).
  ...licencesEntities,
  // Consumption, app credentials, usage and reports (issue 6, consumption).
  ...consumptionEntities,
];

export const licensingMigrations: MigrationObject[] = [
  // Licence plans, balances, ranges (issue 6).
  { name: 'Migration20261122070000LicensingPlans', class: Migration20261122070000LicensingPlans },
  // Consumption, app credentials, usage and reports (issue 6, consumption).
  { name: 'Migration20261122075000LicensingConsumption', class: Migration20261122075000LicensingConsumption },
  // Contract balances (issue 7).
  ...contractBalancesMigrations,
  // Suspension of a reversed order's plans; balances locked in one order (issue 12).
  { name: 'Migration20261125090000LicensingSuspensionAndLockOrder', class: Migration20261125090000LicensingSuspensionAndLockOrder },
];
