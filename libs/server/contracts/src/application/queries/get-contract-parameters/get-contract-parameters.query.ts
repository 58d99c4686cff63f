import { Query } from '@nestjs/cqrs';
import type { ContractParameters } from '@lic/shared-api-types';

/** The wizard's parameter lists (backoffice-licensing.md §3.6). */
export class GetContractParametersQuery extends Query<ContractParameters> {}
