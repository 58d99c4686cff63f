import { Query } from '@nestjs/cqrs';
import type { MyPlanRecord } from '@lic/shared-api-types';
import type { CustomerDocument } from '../../../domain/customer-document';

/** "Mis planes adquiridos": one record per service with an active base plan (PlanExpiredError when none). */
export class GetMyPlanQuery extends Query<MyPlanRecord[]> {
  constructor(
    readonly document: CustomerDocument,
    /** Empty for the generic app: every service. */
    readonly serviceName: string,
  ) {
    super();
  }
}
