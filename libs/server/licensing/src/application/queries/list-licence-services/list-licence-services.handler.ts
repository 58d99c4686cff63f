import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityState } from '@lic/server-catalogue-api';
import type { LicenceServiceOption } from '@lic/shared-api-types';
import { isBasePackageType } from '../../../domain/plan-dates';
import { LicenceCatalogue } from '../../../infrastructure/catalogue/licence-catalogue';
import { ListLicenceServicesQuery } from './list-licence-services.query';

@QueryHandler(ListLicenceServicesQuery)
export class ListLicenceServicesHandler implements IQueryHandler<ListLicenceServicesQuery> {
  constructor(private readonly catalogue: LicenceCatalogue) {}

  async execute(): Promise<LicenceServiceOption[]> {
    const services = (await this.catalogue.services()).filter((s) => s.idstate === EntityState.ACTIVE && s.addManualLicense);
    const packages = [...(await this.catalogue.allPackages()).values()].filter((p) => p.idstate === EntityState.ACTIVE);
    return services
      .map((service) => ({
        serviceId: service.id,
        serviceName: service.serviceName,
        description: service.descriptionService ?? service.serviceName,
        packages: packages
          .filter((p) => p.services.some((s) => s.serviceId === service.id))
          .sort((a, b) => a.packageName.localeCompare(b.packageName, 'es'))
          .map((p) => ({
            packageId: p.packageId,
            packageName: p.packageName,
            packageCode: p.packageCode,
            validityTypeId: p.validityTypeId.trim().toUpperCase(),
            validityPeriod: p.validityPeriod,
            isBase: isBasePackageType(p.packageTypeCode),
          })),
      }))
      .sort((a, b) => a.serviceName.localeCompare(b.serviceName));
  }
}
