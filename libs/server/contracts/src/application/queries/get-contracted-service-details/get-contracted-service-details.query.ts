import { Query } from '@nestjs/cqrs';
import type { ContractPackageDetail } from '@lic/shared-api-types';

/** The accumulated figures of one contracted package of a company and the detail per contract; null when it has no such line. */
export class GetContractedServiceDetailsQuery extends Query<ContractPackageDetail | null> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
    readonly serviceName: string,
    readonly packageCode: string,
  ) {
    super();
  }
}
