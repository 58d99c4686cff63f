import { Command } from '@nestjs/cqrs';
import type { CustomerData } from '../../../domain/customer-data';

export interface UpsertCustomerResult {
  customerId: string;
  /** True when the document was not registered before. */
  created: boolean;
  dv: number | null;
}

/**
 * Registers the customer of this document type and number, or updates it when it exists. Used by the
 * company form and by any context that receives customer data (purchase orders, contracts).
 */
export class UpsertCustomerByDocumentCommand extends Command<UpsertCustomerResult> {
  constructor(readonly data: CustomerData) {
    super();
  }
}
