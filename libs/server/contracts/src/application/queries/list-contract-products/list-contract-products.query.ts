import { Query } from '@nestjs/cqrs';
import type { ContractProductOption } from '@lic/shared-api-types';

/** The contract products the caller may contract: its LICENSE_{SERVICE}_… privileges or roles and LICENSE_FULL_ACCESS (§6). */
export class ListContractProductsQuery extends Query<ContractProductOption[]> {
  constructor(readonly grants: readonly string[]) {
    super();
  }
}
