import { Command } from '@nestjs/cqrs';

export type ActivateTrialOutcome = 'activated' | 'expired' | 'used' | 'unknown';

export interface ActivateTrialResult {
  outcome: ActivateTrialOutcome;
  /** The trial's order when the token names one. */
  referenceUuid: string | null;
}

/** Opens a trial with the token of its activation link: once, before it expires (then state 8 and PurchaseOrderRegisteredEvent). */
export class ActivateTrialCommand extends Command<ActivateTrialResult> {
  constructor(readonly token: string) {
    super();
  }
}
