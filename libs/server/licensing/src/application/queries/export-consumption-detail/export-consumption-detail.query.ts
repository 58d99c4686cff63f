import { Query } from '@nestjs/cqrs';
import type { LicenseDetailRequest } from '@lic/shared-api-types';

export interface ConsumptionDetailFile {
  fileName: string;
  content: Buffer;
}

/** "Detalle de consumo" of the licence detail dialog: the same selection as getDetailsLicenseCustomer, as .xlsx. */
export class ExportConsumptionDetailQuery extends Query<ConsumptionDetailFile> {
  constructor(readonly request: LicenseDetailRequest) {
    super();
  }
}
