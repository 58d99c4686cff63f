import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityState } from '../../../domain/entity-state';
import { ServiceFeature } from '../../../domain/service-feature.entity';
import type { BatchResult } from '../../../domain/batch';
import { ListParentServiceFeaturesQuery, type ParentFeatureOption } from './list-parent-service-features.query';

@QueryHandler(ListParentServiceFeaturesQuery)
export class ListParentServiceFeaturesHandler implements IQueryHandler<ListParentServiceFeaturesQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ batch }: ListParentServiceFeaturesQuery): Promise<BatchResult<ParentFeatureOption>> {
    const [parents, rows] = await this.em.findAndCount(
      ServiceFeature,
      { featureRelation: null, idstate: EntityState.ACTIVE },
      { orderBy: { serviceTypeId: 'asc', serviceFeatureCode: 'asc' }, offset: batch.lastRow, limit: batch.numRows },
    );
    return {
      rows,
      records: parents.map((p) => ({
        id: p.id,
        serviceFeatureCode: p.serviceFeatureCode,
        serviceTypeId: p.serviceTypeId,
        featureDescription: p.featureDescription,
      })),
    };
  }
}
