import { Query } from '@nestjs/cqrs';
import type { EmployeeMonthDetail } from '@lic/shared-api-types';
import type { CustomerDocument } from '../../../domain/customer-document';

/**
 * The employees of one month (docs/api/licensing.md "Mi plan"): the plan total, that month's accepted
 * consumption of COLNOMINA_EMPLEADO, and the difference.
 */
export class GetEmployeeMonthDetailQuery extends Query<EmployeeMonthDetail> {
  constructor(
    readonly document: CustomerDocument,
    readonly serviceName: string,
    readonly year: number,
    readonly month: number,
  ) {
    super();
  }
}
