import { Query } from '@nestjs/cqrs';
import type { CustomerInformation } from '@lic/shared-api-types';

/** A registered customer as the purchase form prefills it, with department and city names; null when unknown. */
export class GetCustomerInformationQuery extends Query<CustomerInformation | null> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
  ) {
    super();
  }
}
