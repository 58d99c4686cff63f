import { Inject } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { GetCustomerByDocumentQuery } from '@lic/server-customers';
import type { PackageBaseCustomer } from '@lic/shared-api-types';
import { baseStateOfOrders, licensedBasePlans, ordersOfCustomer } from '../../customer-plans/customer-plans';
import { serviceNameOfApp } from '../../../domain/service-of-app';
import { GetCustomerBasePlanQuery } from './get-customer-base-plan.query';

@QueryHandler(GetCustomerBasePlanQuery)
export class GetCustomerBasePlanHandler implements IQueryHandler<GetCustomerBasePlanQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(query: GetCustomerBasePlanQuery): Promise<PackageBaseCustomer> {
    const document = { documentTypeId: query.documentTypeId, documentNumber: query.documentNumber };
    const serviceName = serviceNameOfApp(query.serviceName);
    const [customer, orders, licensed] = await Promise.all([
      this.queryBus.execute(new GetCustomerByDocumentQuery(document.documentTypeId, document.documentNumber)),
      ordersOfCustomer(this.em.fork(), document, serviceName),
      licensedBasePlans(this.queryBus, document, serviceName),
    ]);
    const state = baseStateOfOrders(orders, this.clock.now(), licensed);
    return {
      hasBasePackage: state.hasBasePackage,
      hasOnlyFreeBasePackage: state.hasOnlyFreeBasePackage,
      customerExists: customer !== null,
    };
  }
}
