import { Command } from '@nestjs/cqrs';
import type { ConsumptionEventResult } from '@lic/shared-api-types';

/** One event as it arrived, already checked against the DTO rules (or refused with its field errors). */
export interface ArrivedConsumptionEvent {
  eventId: string;
  appName: string;
  documentType: number;
  documentNumber: string;
  featureCode: string;
  quantity: number;
  occurredAt: string;
  /** Set when the event broke a DTO rule: it is answered INVALID (400) and not metered. */
  invalidMessage?: string;
}

/**
 * Meters events of the app whose credential called (design.md §5): one event or a batch, answered per
 * event in the order given.
 */
export class RegisterConsumptionCommand extends Command<ConsumptionEventResult[]> {
  constructor(
    /** The app of the credential. */
    readonly credentialApp: string,
    readonly events: ArrivedConsumptionEvent[],
  ) {
    super();
  }
}
