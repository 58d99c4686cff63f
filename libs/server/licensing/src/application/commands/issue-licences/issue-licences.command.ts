import { Command } from '@nestjs/cqrs';

export interface IssueLicencesResult {
  /** False when the order was already issued (a replay) or cannot be issued. */
  issued: boolean;
  planIds: number[];
}

/** Turns the approved order with this referenceUuid into licence plans, once (docs/api/licensing.md "Issuance"). */
export class IssueLicencesCommand extends Command<IssueLicencesResult> {
  constructor(
    readonly referenceUuid: string,
    /** The approval instant: plans start then (or when the current base plan ends). */
    readonly approvedAt: Date,
  ) {
    super();
  }
}
