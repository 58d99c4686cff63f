import { Query } from '@nestjs/cqrs';
import type { ConsentStatus } from '@lic/shared-api-types';

/** Whether a signed-in user has accepted the brand's current policy (a new version asks again). */
export class GetConsentStatusQuery extends Query<ConsentStatus> {
  constructor(
    readonly appName: string,
    readonly userName: string,
  ) {
    super();
  }
}
