import { Query } from '@nestjs/cqrs';
import type { CustomerLicenseDetail, LicenseDetailRequest } from '@lic/shared-api-types';

/**
 * The licence detail dialog (backoffice-licensing.md §2.2, §3.3): per customer, per service, its plans and
 * balances. NoLicencesError with the §8 text when nothing matches the filters.
 */
export class GetCustomerLicenceDetailQuery extends Query<CustomerLicenseDetail[]> {
  constructor(readonly request: LicenseDetailRequest) {
    super();
  }
}
