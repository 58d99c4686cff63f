import { EntityManager } from '@mikro-orm/postgresql';
import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ListServiceTypesQuery } from '@lic/server-reference';
import { ServiceFeature } from '../../../domain/service-feature.entity';
import { auditOf } from '../../../domain/audit.view';
import type { BatchResult } from '../../../domain/batch';
import { ListServiceFeaturesQuery, type ServiceFeatureRecord } from './list-service-features.query';

@QueryHandler(ListServiceFeaturesQuery)
export class ListServiceFeaturesHandler implements IQueryHandler<ListServiceFeaturesQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ batch }: ListServiceFeaturesQuery): Promise<BatchResult<ServiceFeatureRecord>> {
    const [[features, rows], types] = await Promise.all([
      this.em.findAndCount(
        ServiceFeature,
        {},
        { populate: ['featureType', 'featureRelation'], orderBy: { id: 'asc' }, offset: batch.lastRow, limit: batch.numRows },
      ),
      this.queryBus.execute(new ListServiceTypesQuery()),
    ]);
    const typeName = new Map(types.map((type) => [type.id, type.name]));
    return {
      rows,
      records: features.map((f) => ({
        id: f.id,
        serviceTypeId: f.serviceTypeId,
        serviceFeatureCode: f.serviceFeatureCode,
        featureDescription: f.featureDescription,
        featureTypeId: f.featureType.id,
        idstate: f.idstate,
        featureRelation: f.featureRelation?.id ?? null,
        isPrincipal: f.isPrincipal,
        featureAlias: f.featureAlias ?? null,
        urlImageFeature: f.urlImageFeature ?? null,
        colorFeature: f.colorFeature ?? null,
        serviceName: typeName.get(f.serviceTypeId) ?? '',
        featureTypeName: f.featureType.featureTypeName,
        featureRelationName: f.featureRelation?.featureDescription ?? null,
        ...auditOf(f),
      })),
    };
  }
}
