import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadReplicas } from '@lic/server-kernel';
import { ListServiceTypesQuery } from '@lic/server-reference';
import { Service } from '../../../domain/service.entity';
import { auditOf } from '../../../domain/audit.view';
import { ListServicesQuery, type ServiceRecord } from '@lic/server-catalogue-api';

@QueryHandler(ListServicesQuery)
export class ListServicesHandler implements IQueryHandler<ListServicesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
    private readonly replicas: ReadReplicas,
  ) {}

  async execute(): Promise<ServiceRecord[]> {
    // A back-office list: from a read replica when it has the user's last write (decision 0022).
    const connectionType = await this.replicas.connectionType();
    const [services, types] = await Promise.all([
      this.em.fork().find(Service, {}, { orderBy: { serviceName: 'asc' }, connectionType }),
      this.queryBus.execute(new ListServiceTypesQuery()),
    ]);
    const typeName = new Map(types.map((type) => [type.id, type.name]));
    return services.map((s) => ({
      id: s.id,
      serviceTypeId: s.serviceTypeId,
      serviceName: s.serviceName,
      descriptionService: s.descriptionService ?? null,
      serviceNameContract: s.serviceNameContract ?? null,
      contractedServices: s.contractedServices,
      requiresSupervision: s.requiresSupervision,
      isContractFullAccess: s.isContractFullAccess,
      idstate: s.idstate,
      addManualLicense: s.addManualLicense,
      ...auditOf(s),
      serviceType: { id: s.serviceTypeId, serviceType1: typeName.get(s.serviceTypeId) ?? '' },
    }));
  }
}
