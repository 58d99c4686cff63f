import { Query } from '@nestjs/cqrs';
import type { PrivacyPolicyView } from '@lic/shared-api-types';

/** The brand's current policy (or the version asked). */
export class GetPrivacyPolicyQuery extends Query<PrivacyPolicyView> {
  constructor(
    readonly appName: string,
    readonly version?: number,
  ) {
    super();
  }
}
