import { Query } from '@nestjs/cqrs';
import type { PackageBaseCustomer } from '@lic/shared-api-types';

/**
 * Whether the customer of this document holds a valid base plan of the service (approved or activated
 * orders), and whether all of them are free. An empty service name looks at every service. Behind the
 * GetPackageBaseCustomer route.
 */
export class GetCustomerBasePlanQuery extends Query<PackageBaseCustomer> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly serviceName: string | null,
  ) {
    super();
  }
}
