import { Query } from '@nestjs/cqrs';
import type { Batch, BatchResult } from '../../../domain/batch';

export interface ParentFeatureOption {
  id: number;
  serviceFeatureCode: string;
  serviceTypeId: number;
  featureDescription: string;
}

/** Active principal features, the parents a service feature may take (the form filters them by service type). */
export class ListParentServiceFeaturesQuery extends Query<BatchResult<ParentFeatureOption>> {
  constructor(readonly batch: Batch) {
    super();
  }
}
