import { Query } from '@nestjs/cqrs';

/** A holder the store has on record, as a public request is filed for them. */
export interface KnownHolder {
  userName: string | null;
  customerId: string | null;
  documentTypeId: number | null;
  documentNumber: string | null;
}

/**
 * Whose data a verified e-mail opens (decision 0068): the customers registered with it, the customer
 * accounts using it and the contracts' supervisors named with it. When the visitor also typed a document, it must be one of those; null when the store
 * holds nobody under that e-mail (and document).
 */
export class FindKnownHolderQuery extends Query<KnownHolder | null> {
  constructor(
    readonly email: string,
    readonly documentNumber: string | null,
  ) {
    super();
  }
}
