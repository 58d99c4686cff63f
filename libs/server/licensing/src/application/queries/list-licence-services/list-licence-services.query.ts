import { Query } from '@nestjs/cqrs';
import type { LicenceServiceOption } from '@lic/shared-api-types';

/** The services staff may add licences of (active, "addManualLicense") with their active packages. */
export class ListLicenceServicesQuery extends Query<LicenceServiceOption[]> {}
