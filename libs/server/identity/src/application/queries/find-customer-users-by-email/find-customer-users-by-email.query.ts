import { Query } from '@nestjs/cqrs';

/** A customer account as privacy needs it to know a holder. */
export interface CustomerUserView {
  userName: string;
  fullName: string;
  customerId: string | null;
  customerType: string | null;
  customerValue: string | null;
}

/** The active customer accounts (never staff) with this e-mail (decision 0068). */
export class FindCustomerUsersByEmailQuery extends Query<CustomerUserView[]> {
  constructor(readonly email: string) {
    super();
  }
}
