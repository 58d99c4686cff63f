import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListFeatureCategoryTypesQuery } from '@lic/server-reference';
import { FeatureType } from '../../../domain/feature-type.entity';
import { auditOf } from '../../../domain/audit.view';
import { ListFeatureTypesQuery, type FeatureTypeRecord } from './list-feature-types.query';

@QueryHandler(ListFeatureTypesQuery)
export class ListFeatureTypesHandler implements IQueryHandler<ListFeatureTypesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<FeatureTypeRecord[]> {
    const [featureTypes, categories] = await Promise.all([
      this.em.find(FeatureType, {}, { orderBy: { featureTypeName: 'asc' } }),
      this.queryBus.execute(new ListFeatureCategoryTypesQuery()),
    ]);
    const categoryName = new Map(categories.map((c) => [c.code, c.name]));
    return featureTypes.map((t) => ({
      id: t.id,
      featureTypeName: t.featureTypeName,
      categoryType: t.categoryType,
      categoryTypeName: categoryName.get(t.categoryType) ?? '',
      idstate: t.idstate,
      ...auditOf(t),
    }));
  }
}
