import { Query } from '@nestjs/cqrs';
import type { ConfigurableFeature, PackageConfigurationRecord } from '@lic/shared-api-types';

/** The wire shapes of GetPackagesConfiguration (libs/shared/api-types). */
export type { ConfigurableFeature, PackageConfigurationRecord };

/** Packages of a type (name containing the filter) with every feature their services may grant. */
export class GetPackagesConfigurationQuery extends Query<PackageConfigurationRecord[]> {
  constructor(
    readonly packageTypeId: number,
    readonly packageName?: string,
  ) {
    super();
  }
}
