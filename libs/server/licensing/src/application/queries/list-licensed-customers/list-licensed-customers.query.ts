import { Query } from '@nestjs/cqrs';
import type { LicensedCustomersPage } from '@lic/shared-api-types';

/** A page of the companies holding licences, by name (backoffice-licensing.md §2.1); filter by name or document. */
export class ListLicensedCustomersQuery extends Query<LicensedCustomersPage> {
  constructor(
    readonly offset: number,
    readonly limit: number,
    readonly filter: string,
  ) {
    super();
  }
}
