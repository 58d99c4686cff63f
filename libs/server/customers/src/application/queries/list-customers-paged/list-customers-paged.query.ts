import { Query } from '@nestjs/cqrs';

export interface CustomerOptionView {
  id: string;
  documentNumber: string;
  legalName: string | null;
  firstName: string | null;
  lastName: string | null;
}

export interface CustomersPage {
  records: CustomerOptionView[];
  count: number;
}

/** A page of companies and persons for pickers (private packages), filtered by document or name. */
export class ListCustomersPagedQuery extends Query<CustomersPage> {
  constructor(
    readonly start: number,
    readonly size: number,
    readonly filter: string,
  ) {
    super();
  }
}
