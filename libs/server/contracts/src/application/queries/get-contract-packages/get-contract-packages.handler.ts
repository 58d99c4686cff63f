import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetContractPackagesQuery, type ContractPackageView } from '@lic/server-contracts-api';
import { ContractCatalogue } from '../../contract-catalogue/contract-catalogue';

/** The packages of a contract product for the wizard (asked by ordering's catalogue controller with isContract). */
@QueryHandler(GetContractPackagesQuery)
export class GetContractPackagesHandler implements IQueryHandler<GetContractPackagesQuery> {
  constructor(private readonly catalogue: ContractCatalogue) {}

  async execute(query: GetContractPackagesQuery): Promise<ContractPackageView[] | null> {
    const product = await this.catalogue.product(query.serviceName);
    return (
      product?.packages.map(({ packageCode, packageDescription, deviceCategoryId }) => ({
        packageCode,
        packageDescription,
        deviceCategoryId,
      })) ?? null
    );
  }
}
