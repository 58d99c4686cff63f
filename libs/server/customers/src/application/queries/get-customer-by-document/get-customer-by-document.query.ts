import { Query } from '@nestjs/cqrs';
import type { CustomerView } from '../../../domain/customer.view';

/** The customer registered with this document type and number (spaces ignored); null when none. */
export class GetCustomerByDocumentQuery extends Query<CustomerView | null> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
  ) {
    super();
  }
}
