import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ServiceType } from '../../../domain/service-type.entity';
import { ListServiceTypesQuery, type ServiceTypeView } from './list-service-types.query';

@QueryHandler(ListServiceTypesQuery)
export class ListServiceTypesHandler implements IQueryHandler<ListServiceTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<ServiceTypeView[]> {
    const rows = await this.em.find(ServiceType, {}, { orderBy: { id: 'asc' } });
    return rows.map(({ id, code, name }) => ({ id, code, name }));
  }
}
