import { Query } from '@nestjs/cqrs';
import type { CompanyNameByDocument } from '@lic/shared-api-types';

/** The name registered for a document, for the purchase form (GetRazonSocialByDocTypeAndDoc). */
export class GetCompanyNameQuery extends Query<CompanyNameByDocument> {
  constructor(
    readonly appName: string,
    readonly documentTypeId: number,
    readonly documentNumber: string,
  ) {
    super();
  }
}
