import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ContractProductOption } from '@lic/shared-api-types';
import { canContractProduct } from '@lic/shared-rules';
import { ContractCatalogue } from '../../contract-catalogue/contract-catalogue';
import { ListContractProductsQuery } from './list-contract-products.query';

@QueryHandler(ListContractProductsQuery)
export class ListContractProductsHandler implements IQueryHandler<ListContractProductsQuery> {
  constructor(private readonly catalogue: ContractCatalogue) {}

  async execute(query: ListContractProductsQuery): Promise<ContractProductOption[]> {
    return (await this.catalogue.products())
      .map((product) => product.option)
      .filter((option) => canContractProduct(option, query.grants))
      .sort((a, b) => a.label.localeCompare(b.label, 'es'));
  }
}
