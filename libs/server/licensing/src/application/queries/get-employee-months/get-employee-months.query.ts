import { Query } from '@nestjs/cqrs';
import type { EmployeeMonth } from '@lic/shared-api-types';
import type { CustomerDocument } from '../../../domain/customer-document';

/** The months of the current colnomina base plan, from its effective date to now, newest first. */
export class GetEmployeeMonthsQuery extends Query<EmployeeMonth[]> {
  constructor(
    readonly document: CustomerDocument,
    readonly serviceName: string,
  ) {
    super();
  }
}
