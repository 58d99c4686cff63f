import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListServicesQuery } from '@lic/server-catalogue-api';
import type { DashboardEntry } from '@lic/shared-api-types';
import { Contract } from '../../../domain/contract.entity';
import { GetCustomerDashboardQuery } from './get-customer-dashboard.query';

@QueryHandler(GetCustomerDashboardQuery)
export class GetCustomerDashboardHandler implements IQueryHandler<GetCustomerDashboardQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(query: GetCustomerDashboardQuery): Promise<DashboardEntry[]> {
    const contracts = await this.em
      .fork()
      .find(
        Contract,
        { customerDocumentTypeId: query.documentTypeId, customerDocumentNumber: query.documentNumber },
        { populate: ['lines'], orderBy: { serviceName: 'asc', id: 'asc' } },
      );
    if (contracts.length === 0) return [];
    const services = await this.queryBus.execute(new ListServicesQuery());
    const entries = new Map<string, DashboardEntry>();
    for (const contract of contracts) {
      let entry = entries.get(contract.serviceName);
      if (!entry) {
        const service = services.find((s) => s.serviceName.toUpperCase() === contract.serviceName);
        entry = {
          serviceName: contract.serviceName,
          name: service?.serviceNameContract ?? service?.descriptionService ?? contract.serviceName,
          requiresSupervision: contract.requiresSupervision,
          contractedServices: [],
        };
        entries.set(contract.serviceName, entry);
      }
      for (const line of contract.lines) {
        if (!entry.contractedServices.some((pkg) => pkg.packageCode === line.packageCode)) {
          entry.contractedServices.push({ packageCode: line.packageCode, packageDescription: line.packageDescription });
        }
      }
    }
    return [...entries.values()];
  }
}
