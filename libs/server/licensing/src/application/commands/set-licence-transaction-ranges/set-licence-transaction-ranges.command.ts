import { Command } from '@nestjs/cqrs';
import type { LicenseInformation, TransactionRange } from '@lic/shared-api-types';

/** "Editar Licencia": replaces the price ranges of a plan (only the ranges change, §4.1). */
export class SetLicenceTransactionRangesCommand extends Command<LicenseInformation> {
  constructor(
    readonly planId: number,
    readonly ranges: TransactionRange[],
  ) {
    super();
  }
}
