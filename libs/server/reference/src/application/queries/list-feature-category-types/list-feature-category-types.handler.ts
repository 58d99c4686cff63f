import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { FeatureCategoryType } from '../../../domain/feature-category-type.entity';
import { ListFeatureCategoryTypesQuery, type FeatureCategoryTypeView } from './list-feature-category-types.query';

@QueryHandler(ListFeatureCategoryTypesQuery)
export class ListFeatureCategoryTypesHandler implements IQueryHandler<ListFeatureCategoryTypesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<FeatureCategoryTypeView[]> {
    const rows = await this.em.find(FeatureCategoryType, {}, { orderBy: { code: 'asc' } });
    return rows.map(({ code, name }) => ({ code, name }));
  }
}
