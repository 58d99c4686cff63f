import { UpsertCustomerByDocumentHandler } from './commands/upsert-customer-by-document/upsert-customer-by-document.handler';
import { SuppressCustomerContactHandler } from './commands/suppress-customer-contact/suppress-customer-contact.handler';
import { GetCustomerByDocumentHandler } from './queries/get-customer-by-document/get-customer-by-document.handler';
import { FindCustomersByEmailHandler } from './queries/find-customers-by-email/find-customers-by-email.handler';
import { GetCustomerByIdHandler } from './queries/get-customer-by-id/get-customer-by-id.handler';
import { ListCustomersPagedHandler } from './queries/list-customers-paged/list-customers-paged.handler';

/** The command, query and event handlers of the customers context, registered by its module. */
export const CUSTOMERS_HANDLERS = [
  UpsertCustomerByDocumentHandler,
  SuppressCustomerContactHandler,
  GetCustomerByDocumentHandler,
  GetCustomerByIdHandler,
  ListCustomersPagedHandler,
  FindCustomersByEmailHandler,
];
