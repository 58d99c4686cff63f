import { Query } from '@nestjs/cqrs';
import type { DashboardEntry } from '@lic/shared-api-types';

/** The products a company has contracts for, with their contracted packages (backoffice-licensing.md §3.8; dashboard-customer). */
export class GetCustomerDashboardQuery extends Query<DashboardEntry[]> {
  constructor(
    readonly documentTypeId: number,
    readonly documentNumber: string,
  ) {
    super();
  }
}
