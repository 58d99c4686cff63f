import { Query } from '@nestjs/cqrs';

export interface ConfigurableFeature {
  featureId: number;
  featureName: string;
  featureCode: string;
  featureAlias: string | null;
  featureTypeName: string;
  isPrincipal: boolean;
  selected: boolean;
  /** The configured quantity; 1 (the stepper's minimum) when not selected. */
  quantity: number;
  isUnlimited: boolean;
  isStorage: boolean;
  /** MB or GB for storage features (MB unless configured otherwise); null for the others. */
  storageType: string | null;
}

export interface PackageConfigurationRecord {
  packageId: number;
  packageCode: string;
  packageName: string;
  packagePrice: number;
  /** Percent off when the package has an offer, else 0. */
  packageDiscount: number;
  packageWithDiscount: number;
  publicVisibility: boolean;
  idstate: number;
  serviceList: { serviceId: number; serviceName: string; features: ConfigurableFeature[] }[];
}

/** Packages of a type (name containing the filter) with every feature their services may grant. */
export class GetPackagesConfigurationQuery extends Query<PackageConfigurationRecord[]> {
  constructor(
    readonly packageTypeId: number,
    readonly packageName?: string,
  ) {
    super();
  }
}
