import { Query } from '@nestjs/cqrs';
import type { CustomerView } from '../../../domain/customer.view';

/** The customers registered with this e-mail (case ignored); privacy asks it to know a holder (decision 0068). */
export class FindCustomersByEmailQuery extends Query<CustomerView[]> {
  constructor(readonly email: string) {
    super();
  }
}
