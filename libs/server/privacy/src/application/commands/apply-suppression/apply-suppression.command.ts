import { Command } from '@nestjs/cqrs';
import type { DataRequestView } from '@lic/shared-api-types';

/**
 * Applies a "supresión" request (decision 0059): removes what no law asks to keep, answers the holder with
 * what was removed and what is kept and for how long; refused while an unpaid order or a contract in force
 * needs the data.
 */
export class ApplySuppressionCommand extends Command<DataRequestView> {
  constructor(
    readonly number: string,
    readonly by: string,
  ) {
    super();
  }
}
