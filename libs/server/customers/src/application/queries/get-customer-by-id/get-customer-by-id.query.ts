import { Query } from '@nestjs/cqrs';
import type { CustomerView } from '../../../domain/customer.view';

/** The customer with this id; null when none. */
export class GetCustomerByIdQuery extends Query<CustomerView | null> {
  constructor(readonly customerId: string) {
    super();
  }
}
