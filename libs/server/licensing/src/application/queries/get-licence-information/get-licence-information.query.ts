import { Query } from '@nestjs/cqrs';
import type { LicenseInformation } from '@lic/shared-api-types';

/** A plan as the "Editar Licencia" form reads it (backoffice-licensing.md §3.4). LicenceNotFoundError when unknown. */
export class GetLicenceInformationQuery extends Query<LicenseInformation> {
  constructor(readonly planId: number) {
    super();
  }
}
