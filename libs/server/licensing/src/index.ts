import type { MigrationObject } from '@mikro-orm/core';
import { repeatableSqlFiles, type RepeatableSql } from '@lic/server-kernel';
import { AppCredential } from './domain/credentials/app-credential.entity';
import { LicenceBalance } from './domain/licence-balance.entity';
import { LicenceIssue } from './domain/licence-issue.entity';
import { LicencePlan } from './domain/licence-plan.entity';
import { LicenceSuspension } from './domain/licence-suspension.entity';
import { SigningKey } from './domain/licence-tokens/signing-key.entity';
import { TransactionRange } from './domain/transaction-range.entity';
import { Migration20261122080300LicensingContractGrants } from './infrastructure/contract-balances/Migration20261122080300LicensingContractGrants';
import { Migration20261122070000LicensingPlans } from './infrastructure/migrations/Migration20261122070000LicensingPlans';
import { Migration20261122075000LicensingConsumption } from './infrastructure/migrations/Migration20261122075000LicensingConsumption';
import { Migration20261125090000LicensingSuspensionAndLockOrder } from './infrastructure/migrations/Migration20261125090000LicensingSuspensionAndLockOrder';
import { Migration20261127020000LicensingReservations } from './infrastructure/migrations/Migration20261127020000LicensingReservations';
import { Migration20261127080000LicensingConsumptionGroupStatement } from './infrastructure/migrations/Migration20261127080000LicensingConsumptionGroupStatement';
import { Migration20261128090000LicensingExpiredHoldsAndEventIdentity } from './infrastructure/migrations/Migration20261128090000LicensingExpiredHoldsAndEventIdentity';
import { Migration20261129040000LicensingBalanceStorageUnit } from './infrastructure/migrations/Migration20261129040000LicensingBalanceStorageUnit';
import { Migration20261127030000LicensingSigningKeysAndReactivation } from './infrastructure/migrations/Migration20261127030000LicensingSigningKeysAndReactivation';

export { LicensingModule } from './licensing.module';
/** Read at start by the module; exported for the host's check of the production variables. */
export { loadLicenceTokenConfig } from './infrastructure/licence-tokens/licence-token.config';
export { LicensingDemoSeeder } from './infrastructure/seeders/licensing-demo.seeder';
export { AppCredentialsDemoSeeder } from './infrastructure/credentials/app-credentials-demo.seeder';
// The answers given before Express: tests switch them off to compare with the Nest path.
export { ConsumptionFastPath } from './interface/consumption/http/consumption-fast-path';
export { EntitlementFastPath } from './interface/entitlements/entitlement-fast-path';

export const licensingEntities = [
  // Licences, my plan and the licences back office (decision 0006).
  LicencePlan,
  LicenceBalance,
  TransactionRange,
  LicenceIssue,
  LicenceSuspension,
  // Consumption, app credentials, usage and reports (decision 0006).
  AppCredential,
  // Offline licence tokens (decision 0034).
  SigningKey,
];

export const licensingMigrations: MigrationObject[] = [
  // Licence plans, balances, ranges (decision 0006).
  { name: 'Migration20261122070000LicensingPlans', class: Migration20261122070000LicensingPlans },
  // Consumption, app credentials, usage and reports (decision 0006).
  { name: 'Migration20261122075000LicensingConsumption', class: Migration20261122075000LicensingConsumption },
  // Contract balances (docs/api/contracts.md).
  { name: 'Migration20261122080300LicensingContractGrants', class: Migration20261122080300LicensingContractGrants },
  // Suspension of a reversed order's plans; balances locked in one order (decision 0012).
  { name: 'Migration20261125090000LicensingSuspensionAndLockOrder', class: Migration20261125090000LicensingSuspensionAndLockOrder },
  // Reservations: licence_balance.reserved, consumption measured against it (decision 0033).
  { name: 'Migration20261127020000LicensingReservations', class: Migration20261127020000LicensingReservations },
  // Licence-token signing keys; reactivation of a reversed order's licences (decision 0034).
  { name: 'Migration20261127030000LicensingSigningKeysAndReactivation', class: Migration20261127030000LicensingSigningKeysAndReactivation },
  // consume_event_group: consume_events on cached plans for group commit's small groups (decision 0038).
  { name: 'Migration20261127080000LicensingConsumptionGroupStatement', class: Migration20261127080000LicensingConsumptionGroupStatement },
  // Reservations stop holding at their expiry; an event id sent again with another body is EVENT_ID_REUSED (decision 0047).
  {
    name: 'Migration20261128090000LicensingExpiredHoldsAndEventIdentity',
    class: Migration20261128090000LicensingExpiredHoldsAndEventIdentity,
  },
  // A storage balance keeps its unit, MB or GB (decision 0042).
  { name: 'Migration20261129040000LicensingBalanceStorageUnit', class: Migration20261129040000LicensingBalanceStorageUnit },
];

/**
 * The consumption rule and its companions, one SQL file each (infrastructure/sql), applied after the migrations
 * whenever a file changes (decision 0072); in this order, as a SQL function must follow those it calls.
 */
export const licensingRepeatableSql: RepeatableSql[] = repeatableSqlFiles('licensing', new URL('./infrastructure/sql/', import.meta.url), [
  'held-units.sql',
  'available-units.sql',
  'give-back-reservation.sql',
  'give-back-due-reservations.sql',
  'balance-crossing.sql',
  'consume-events.sql',
  'consume-event.sql',
  'reserve-units.sql',
  'commit-reservation.sql',
]);
