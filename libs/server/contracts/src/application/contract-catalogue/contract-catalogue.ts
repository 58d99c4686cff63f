import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import {
  EntityState,
  ListPackageSnapshotsQuery,
  ListServicesQuery,
  type PackageSnapshot,
  type ServiceRecord,
} from '@lic/server-catalogue-api';
import type { ContractProductOption } from '@lic/shared-api-types';
import type { ContractPackage } from '../../domain/contract-checks';

/** A contract product with its packages. */
export interface ContractProduct {
  service: ServiceRecord;
  option: ContractProductOption;
  packages: ContractPackage[];
}

/**
 * The catalogue as contracts sees it (through the catalogue's queries, never its tables): the active
 * services flagged contractedServices and their active packages, public and private. A product is
 * device-based when one of its packages carries a device category (docs/api/contracts.md).
 */
@Injectable()
export class ContractCatalogue {
  constructor(private readonly queryBus: QueryBus) {}

  async products(): Promise<ContractProduct[]> {
    const [services, packages] = await Promise.all([
      this.queryBus.execute(new ListServicesQuery()),
      this.queryBus.execute(new ListPackageSnapshotsQuery()),
    ]);
    const active = packages.filter((pkg) => pkg.idstate === EntityState.ACTIVE);
    return services
      .filter((service) => service.contractedServices && service.idstate === EntityState.ACTIVE)
      .map((service) => productOf(service, active));
  }

  async product(serviceName: string): Promise<ContractProduct | null> {
    const name = serviceName.trim().toUpperCase();
    return (await this.products()).find((product) => product.service.serviceName.toUpperCase() === name) ?? null;
  }
}

function productOf(service: ServiceRecord, packages: PackageSnapshot[]): ContractProduct {
  const own = packages
    .filter((pkg) => pkg.services.some((s) => s.serviceId === service.id))
    .sort((a, b) => a.packageName.localeCompare(b.packageName, 'es'))
    .map((pkg) => ({
      packageId: pkg.packageId,
      packageCode: pkg.packageCode,
      packageDescription: pkg.packageName,
      deviceCategoryId: pkg.deviceCategoryId ?? null,
    }));
  return {
    service,
    packages: own,
    option: {
      value: service.id,
      label: service.serviceNameContract ?? service.descriptionService ?? service.serviceName,
      name: service.serviceName,
      nameContract: service.serviceName,
      contractedServices: service.contractedServices,
      requiresSupervision: service.requiresSupervision,
      isContractFullAccess: service.isContractFullAccess,
      isDeviceBased: own.some((pkg) => pkg.deviceCategoryId !== null),
    },
  };
}
