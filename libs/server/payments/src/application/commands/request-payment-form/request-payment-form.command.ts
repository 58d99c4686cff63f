import { Command } from '@nestjs/cqrs';
import type { PaymentFormRequest, PaymentFormResult } from '@lic/shared-api-types';

/**
 * POST /payment/form (storefront.md §7): the payer asks for the gateway's checkout of an order. Only the
 * payment reference and the order's token are read; amounts, lines and the payer come from the payment,
 * and the return URL is always the order's status page.
 */
export class RequestPaymentFormCommand extends Command<PaymentFormResult> {
  constructor(
    readonly token: string | undefined,
    readonly request: PaymentFormRequest,
  ) {
    super();
  }
}
