import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ListPackageSnapshotsQuery, ListServicesQuery, type PackageSnapshot, type ServiceRecord } from '@lic/server-catalogue-api';
import type { LicencePlan, NewPlan } from '../../domain/licence-plan.entity';

export type PlanBalanceInput = NewPlan['balances'][number];

/** The catalogue as licences need it: packages with their features, services by name or id. */
@Injectable()
export class LicenceCatalogue {
  constructor(private readonly queryBus: QueryBus) {}

  async packages(packageIds: number[]): Promise<Map<number, PackageSnapshot>> {
    if (packageIds.length === 0) return new Map();
    const snapshots = await this.queryBus.execute(new ListPackageSnapshotsQuery([...new Set(packageIds)]));
    return new Map(snapshots.map((snapshot) => [snapshot.packageId, snapshot]));
  }

  async allPackages(): Promise<Map<number, PackageSnapshot>> {
    const snapshots = await this.queryBus.execute(new ListPackageSnapshotsQuery());
    return new Map(snapshots.map((snapshot) => [snapshot.packageId, snapshot]));
  }

  async services(): Promise<ServiceRecord[]> {
    return this.queryBus.execute(new ListServicesQuery());
  }

  async serviceByName(serviceName: string): Promise<ServiceRecord | null> {
    const name = serviceName.trim().toUpperCase();
    return (await this.services()).find((service) => service.serviceName.toUpperCase() === name) ?? null;
  }

  /** One balance per feature: quantity × package feature quantity; unlimited when the package says so. */
  static balancesOf(snapshot: PackageSnapshot | undefined, quantity: number): PlanBalanceInput[] {
    if (!snapshot) return [];
    const serviceNames = new Map(snapshot.services.map((service) => [service.serviceId, service.serviceName]));
    return snapshot.features.map((feature) => ({
      serviceName: serviceNames.get(feature.serviceId) ?? '',
      featureId: feature.serviceFeatureId,
      featureCode: feature.serviceFeatureCode,
      featureName: feature.serviceFeatureDescription,
      featureAlias: feature.featureAlias,
      featureCategory: feature.featureCategory ?? 'T',
      total: feature.isUnlimited ? 0 : feature.quantity * quantity,
      isUnlimited: feature.isUnlimited,
      storageUnit: feature.storageUnit ?? null,
    }));
  }
}

/** "Plan Pyme: 1 licencia, 1 año" for the order timeline. */
export function planDescription(
  plan: Pick<LicencePlan, 'packageName' | 'quantity' | 'validityPeriod' | 'validityTypeId'>,
  validity: string,
): string {
  return `${plan.packageName}: ${plan.quantity} ${plan.quantity === 1 ? 'licencia' : 'licencias'}, ${validity}`;
}
