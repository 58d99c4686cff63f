import { Command } from '@nestjs/cqrs';

export interface ConfiguredFeatureInput {
  featureId: number;
  selected: boolean;
  quantity: number | null;
  /** MB or GB; only storage features keep it (MB when missing). */
  storageType: string | null;
}

export interface ConfiguredServiceInput {
  serviceId: number;
  features: ConfiguredFeatureInput[];
}

export interface PackageFeaturesInput {
  packageId: number;
  serviceList: ConfiguredServiceInput[];
}

/**
 * Sets the features of one or more packages (SetFeaturesDependingPackage): a selected feature is
 * granted in the given quantity, an unselected one is removed, features not listed stay as they are.
 */
export class ConfigurePackageFeaturesCommand extends Command<{ updatedPackages: number }> {
  constructor(readonly packages: PackageFeaturesInput[]) {
    super();
  }
}
