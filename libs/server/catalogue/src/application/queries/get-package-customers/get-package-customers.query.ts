import { Query } from '@nestjs/cqrs';
import type { CustomerNames } from '../../customer-lookup/customer-lookup';

export interface PackageCustomerRecord extends CustomerNames {
  customerId: string;
}

/** The companies that may see a private package. */
export class GetPackageCustomersQuery extends Query<PackageCustomerRecord[]> {
  constructor(readonly packageId: number) {
    super();
  }
}
