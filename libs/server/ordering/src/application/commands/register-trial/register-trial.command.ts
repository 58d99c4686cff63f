import { Command } from '@nestjs/cqrs';
import type { RegisteredTrial, RegisterTrialRequest } from '@lic/shared-api-types';
import type { PurchaseCaller } from '../register-purchase-order/register-purchase-order.command';

export interface RegisterTrialResult {
  result: RegisteredTrial;
  statusMessage: string;
}

/**
 * Registers a free trial pending activation and e-mails its single-use activation link (valid
 * userActivateTokenTime hours). One trial per customer and service; one per submissionId.
 */
export class RegisterTrialCommand extends Command<RegisterTrialResult> {
  constructor(
    readonly request: RegisterTrialRequest,
    readonly caller: PurchaseCaller,
  ) {
    super();
  }
}
