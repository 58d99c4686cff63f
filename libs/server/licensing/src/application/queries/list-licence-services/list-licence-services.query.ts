import { Query } from '@nestjs/cqrs';
import type { LicenseServiceOption } from '@lic/shared-api-types';

/** The services staff may add licences of (active, "addManualLicense") with their active packages. */
export class ListLicenceServicesQuery extends Query<LicenseServiceOption[]> {}
