import type { MigrationObject } from '@mikro-orm/core';
import type { Seeder } from '@mikro-orm/seeder';
import {
  Migration20261122000000KernelOutbox,
  Migration20261122000100KernelOutgoingMail,
  Migration20261125090000KernelRevokedSession,
  OutboxMessage,
  OutgoingMail,
  type RepeatableSql,
} from '@lic/server-kernel';
import { ReferenceDemoSeeder, ReferenceModule, referenceEntities, referenceMigrations } from '@lic/server-reference';
import { CustomersDemoSeeder, CustomersModule, customersEntities, customersMigrations } from '@lic/server-customers';
import { IdentityDemoSeeder, IdentityModule, identityEntities, identityMigrations } from '@lic/server-identity';
import { CatalogueDemoSeeder, CatalogueModule, catalogueEntities, catalogueMigrations } from '@lic/server-catalogue';
import { StorefrontModule, storefrontEntities, storefrontMigrations } from '@lic/server-storefront';
import { OrderingModule, orderingEntities, orderingMigrations } from '@lic/server-ordering';
import { PaymentsModule, paymentsEntities, paymentsMigrations } from '@lic/server-payments';
import {
  AppCredentialsDemoSeeder,
  LicensingDemoSeeder,
  LicensingModule,
  licensingEntities,
  licensingMigrations,
  licensingRepeatableSql,
} from '@lic/server-licensing';
import { ContractsModule, contractsEntities, contractsMigrations } from '@lic/server-contracts';
import { WebhooksModule, webhooksEntities, webhooksMigrations } from '@lic/server-webhooks';
import { PrivacyModule, privacyEntities, privacyMigrations } from '@lic/server-privacy';
import { InvoicingModule, invoicingEntities, invoicingMigrations } from '@lic/server-invoicing';

/**
 * The bounded contexts this API hosts: their Nest modules, ORM entities and migrations.
 * A context is added here and nowhere else.
 */
export const contextModules = [
  ReferenceModule,
  CustomersModule,
  IdentityModule,
  CatalogueModule,
  OrderingModule,
  // After ordering: its controllers were ordering's last ones, so docs/openapi.json keeps its order.
  StorefrontModule,
  PaymentsModule,
  LicensingModule,
  ContractsModule,
  WebhooksModule,
  PrivacyModule,
  InvoicingModule,
];

export const entities = [
  OutboxMessage,
  OutgoingMail,
  ...referenceEntities,
  ...customersEntities,
  ...identityEntities,
  ...catalogueEntities,
  ...storefrontEntities,
  ...orderingEntities,
  ...paymentsEntities,
  ...licensingEntities,
  ...contractsEntities,
  ...webhooksEntities,
  ...privacyEntities,
  ...invoicingEntities,
];

export const migrations: MigrationObject[] = [
  { name: 'Migration20261122000000KernelOutbox', class: Migration20261122000000KernelOutbox },
  { name: 'Migration20261122000100KernelOutgoingMail', class: Migration20261122000100KernelOutgoingMail },
  { name: 'Migration20261125090000KernelRevokedSession', class: Migration20261125090000KernelRevokedSession },
  ...referenceMigrations,
  ...customersMigrations,
  ...identityMigrations,
  ...catalogueMigrations,
  // The storefront's migrations were ordering's first ones (decision 0027): the history keeps its order.
  ...storefrontMigrations,
  ...orderingMigrations,
  ...paymentsMigrations,
  ...licensingMigrations,
  ...contractsMigrations,
  ...webhooksMigrations,
  ...privacyMigrations,
  ...invoicingMigrations,
];

/** SQL applied after the migrations whenever its text changes: each function's one source (decision 0072). */
export const repeatableSql: RepeatableSql[] = [...licensingRepeatableSql];

/** Demo data seeders, run in this order by `npm run db:seed` and on the first `npm start`. */
export const demoSeeders: (new () => Seeder)[] = [
  ReferenceDemoSeeder,
  CustomersDemoSeeder,
  IdentityDemoSeeder,
  CatalogueDemoSeeder,
  LicensingDemoSeeder,
  AppCredentialsDemoSeeder,
];
