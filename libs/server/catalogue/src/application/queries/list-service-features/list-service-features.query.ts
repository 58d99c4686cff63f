import { Query } from '@nestjs/cqrs';
import type { AuditView } from '../../../domain/audit.view';
import type { Batch, BatchResult } from '../../../domain/batch';

export interface ServiceFeatureRecord extends AuditView {
  id: number;
  serviceTypeId: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureTypeId: number;
  idstate: number;
  /** Parent feature id; null for a principal feature. */
  featureRelation: number | null;
  isPrincipal: boolean;
  featureAlias: string | null;
  urlImageFeature: string | null;
  colorFeature: string | null;
  /** Name of the service type. */
  serviceName: string;
  featureTypeName: string;
  featureRelationName: string | null;
}

/** One batch of service features, oldest first, with the total number of rows. */
export class ListServiceFeaturesQuery extends Query<BatchResult<ServiceFeatureRecord>> {
  constructor(readonly batch: Batch) {
    super();
  }
}
