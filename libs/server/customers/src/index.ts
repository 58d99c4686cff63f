import type { MigrationObject } from '@mikro-orm/core';
import { Customer } from './domain/customer.entity';
import { Migration20261122004100CustomersSchema } from './infrastructure/migrations/Migration20261122004100CustomersSchema';

export { CustomersModule } from './customers.module';
export { CustomersDemoSeeder, DEMO_COMPANY_ID, DEMO_CUSTOMERS } from './infrastructure/seeders/customers-demo.seeder';
export { LINK_TO_APP, type CustomerData, type LinkToApp } from './domain/customer-data';
export type { CustomerView } from './domain/customer.view';
export {
  UpsertCustomerByDocumentCommand,
  type UpsertCustomerResult,
} from './application/commands/upsert-customer-by-document/upsert-customer-by-document.command';
export { SuppressCustomerContactCommand } from './application/commands/suppress-customer-contact/suppress-customer-contact.command';
export { GetCustomerByDocumentQuery } from './application/queries/get-customer-by-document/get-customer-by-document.query';
export { FindCustomersByEmailQuery } from './application/queries/find-customers-by-email/find-customers-by-email.query';
export { GetCustomerByIdQuery } from './application/queries/get-customer-by-id/get-customer-by-id.query';

export const customersEntities = [Customer];

export const customersMigrations: MigrationObject[] = [
  { name: 'Migration20261122004100CustomersSchema', class: Migration20261122004100CustomersSchema },
];
