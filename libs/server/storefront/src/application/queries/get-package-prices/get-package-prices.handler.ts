import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { GetPackagePricesQuery } from '@lic/server-storefront-api';
import { CatalogueReadModel } from '../../../infrastructure/read-model/catalogue-read-model';

@QueryHandler(GetPackagePricesQuery)
export class GetPackagePricesHandler implements IQueryHandler<GetPackagePricesQuery> {
  constructor(private readonly readModel: CatalogueReadModel) {}

  async execute({ packageIds }: GetPackagePricesQuery): Promise<Map<number, number>> {
    const snapshots = await this.readModel.packagesById([...new Set(packageIds)]);
    return new Map(snapshots.map((snapshot) => [snapshot.packageId, Number(snapshot.packagePrice)]));
  }
}
