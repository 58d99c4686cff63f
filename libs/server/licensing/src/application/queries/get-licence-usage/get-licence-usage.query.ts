import { Query } from '@nestjs/cqrs';
import type { LicenceUsagePage } from '@lic/shared-api-types';

/** A page of a customer's accepted consumption events, newest first (backoffice "Licencias y consumos"). */
export class GetLicenceUsageQuery extends Query<LicenceUsagePage> {
  constructor(
    readonly documentType: number,
    readonly documentNumber: string,
    /** Empty: every service. */
    readonly serviceName: string,
    /** Part of the event id, the feature code or the feature name; empty: all. */
    readonly filter: string,
    readonly skip: number,
    readonly take: number,
  ) {
    super();
  }
}
