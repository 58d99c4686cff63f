import { Command } from '@nestjs/cqrs';

export interface SuspendOrderLicencesResult {
  /** False when the reversal of this order was already recorded (a replay). */
  recorded: boolean;
  /** The plans suspended now (none when they are not issued yet: they will be issued suspended). */
  planIds: number[];
}

/** The approved payment of this order was reversed: its licences are suspended, once (docs/api/licensing.md "Suspensión"). */
export class SuspendOrderLicencesCommand extends Command<SuspendOrderLicencesResult> {
  constructor(
    readonly referenceUuid: string,
    readonly paymentReference: string | null,
    readonly reversedAt: Date,
    /** Why, as customers and staff read it (Spanish). */
    readonly reason: string,
  ) {
    super();
  }
}
