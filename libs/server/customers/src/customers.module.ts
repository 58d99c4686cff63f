import { Module } from '@nestjs/common';
import { UpsertCustomerByDocumentHandler } from './application/commands/upsert-customer-by-document/upsert-customer-by-document.handler';
import { GetCustomerByDocumentHandler } from './application/queries/get-customer-by-document/get-customer-by-document.handler';
import { GetCustomerByIdHandler } from './application/queries/get-customer-by-id/get-customer-by-id.handler';
import { ListCustomersPagedHandler } from './application/queries/list-customers-paged/list-customers-paged.handler';
import { CustomerController } from './interface/customer.controller';

/** Companies and persons by document: legal representative, contact, address and check digit. */
@Module({
  controllers: [CustomerController],
  providers: [UpsertCustomerByDocumentHandler, GetCustomerByDocumentHandler, GetCustomerByIdHandler, ListCustomersPagedHandler],
})
export class CustomersModule {}
