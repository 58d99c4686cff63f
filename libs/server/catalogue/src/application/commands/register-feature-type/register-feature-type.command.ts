import { Command } from '@nestjs/cqrs';
import type { FeatureCategoryType } from '../../../domain/feature-type.entity';

export interface RegisterFeatureTypeInput {
  /** 0 creates a new feature type. */
  id: number;
  featureTypeName: string;
  categoryType: FeatureCategoryType;
  active?: boolean;
}

/** Creates (id 0) or edits a feature type. */
export class RegisterFeatureTypeCommand extends Command<{ id: number; created: boolean }> {
  constructor(readonly input: RegisterFeatureTypeInput) {
    super();
  }
}
