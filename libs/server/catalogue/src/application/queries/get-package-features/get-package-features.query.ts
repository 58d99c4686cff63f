import { Query } from '@nestjs/cqrs';

export interface PackageFeatureRecord {
  serviceId: number;
  serviceName: string;
  serviceFeatureId: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureAlias: string | null;
  featureTypeName: string;
  quantity: number;
  isUnlimited: boolean;
  storageUnit: string | null;
}

/** The features configured in a package, by service. */
export class GetPackageFeaturesQuery extends Query<PackageFeatureRecord[]> {
  constructor(readonly packageId: number) {
    super();
  }
}
