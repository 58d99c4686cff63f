import { Query } from '@nestjs/cqrs';
import type { AuditView } from '../../../domain/audit.view';

export interface FeatureTypeRecord extends AuditView {
  id: number;
  featureTypeName: string;
  categoryType: string;
  categoryTypeName: string;
  idstate: number;
}

/** Every feature type, active and inactive, by name. */
export class ListFeatureTypesQuery extends Query<FeatureTypeRecord[]> {}
