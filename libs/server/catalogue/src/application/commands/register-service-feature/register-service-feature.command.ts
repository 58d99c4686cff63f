import { Command } from '@nestjs/cqrs';

export interface RegisterServiceFeatureInput {
  /** 0 creates a new service feature. */
  id: number;
  serviceTypeId: number;
  serviceFeatureCode: string;
  featureDescription: string;
  featureTypeId: number;
  /** A principal feature has no parent; any other needs one of its service type. */
  isPrincipal: boolean;
  featureRelation: number | null;
  featureAlias: string | null;
  urlImageFeature: string | null;
  colorFeature: string | null;
}

/** Creates (id 0) or edits a service feature. */
export class RegisterServiceFeatureCommand extends Command<{ id: number; created: boolean }> {
  constructor(readonly input: RegisterServiceFeatureInput) {
    super();
  }
}
