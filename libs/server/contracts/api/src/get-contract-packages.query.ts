import { Query } from '@nestjs/cqrs';

/** A package offered to contracts (GET license/api/package/GetPackagesByServiceName/{serviceName} with header isContract). */
export interface ContractPackageView {
  packageCode: string;
  packageDescription: string;
  deviceCategoryId: number | null;
}

/**
 * The active packages, public and private, of a contract product (answered by contracts; asked by the
 * storefront catalogue controller of ordering for the header isContract). Null when the service is not a
 * contract product.
 */
export class GetContractPackagesQuery extends Query<ContractPackageView[] | null> {
  constructor(readonly serviceName: string) {
    super();
  }
}
