import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { RejectType } from '../../../domain/reject-type.entity';
import { ListRejectTypesQuery, type RejectTypeView } from './list-reject-types.query';

@QueryHandler(ListRejectTypesQuery)
export class ListRejectTypesHandler implements IQueryHandler<ListRejectTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<RejectTypeView[]> {
    const rows = await this.em.find(RejectType, {}, { orderBy: { id: 'asc' } });
    return rows.map(({ id, rejectTypeDescription }) => ({ id, rejectTypeDescription }));
  }
}
