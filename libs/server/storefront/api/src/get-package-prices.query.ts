import { Query } from '@nestjs/cqrs';

/** The catalogue price of packages the storefront's read model knows, active or not; unknown ids are left out. */
export class GetPackagePricesQuery extends Query<Map<number, number>> {
  constructor(readonly packageIds: readonly number[]) {
    super();
  }
}
