import { Module } from '@nestjs/common';
import { CustomerController } from './interface/customer.controller';
import { CUSTOMERS_HANDLERS } from './application/handlers';

/** Companies and persons by document: legal representative, contact, address and check digit. */
@Module({
  controllers: [CustomerController],
  providers: [...CUSTOMERS_HANDLERS],
})
export class CustomersModule {}
