import { Query } from '@nestjs/cqrs';

/** The contract of a product with this number; null when there is none (get-contracts answers 404). */
export class FindContractQuery extends Query<{ contractNumber: string } | null> {
  constructor(
    readonly contractNumber: string,
    readonly serviceName: string,
  ) {
    super();
  }
}
