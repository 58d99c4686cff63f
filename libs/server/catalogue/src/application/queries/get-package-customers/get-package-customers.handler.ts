import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { customerNamesOf, lookUpCustomers } from '../../customer-lookup/customer-lookup';
import { requirePackage } from '../../package-lookup/package-lookup';
import { GetPackageCustomersQuery, type PackageCustomerRecord } from './get-package-customers.query';

@QueryHandler(GetPackageCustomersQuery)
export class GetPackageCustomersHandler implements IQueryHandler<GetPackageCustomersQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ packageId }: GetPackageCustomersQuery): Promise<PackageCustomerRecord[]> {
    const pkg = await requirePackage(this.em, packageId, ['customers']);
    const ids = pkg.customers
      .getItems()
      .map((c) => c.customerId)
      .sort();
    const customers = await lookUpCustomers(this.queryBus, ids);
    return ids.map((customerId) => ({ customerId, ...customerNamesOf(customers.get(customerId)) }));
  }
}
