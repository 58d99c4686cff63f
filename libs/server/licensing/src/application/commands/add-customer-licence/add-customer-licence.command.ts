import { Command } from '@nestjs/cqrs';
import type { AddNewCustomerLicenseRequest, LicenseInformation } from '@lic/shared-api-types';

/** "Añadir licencia" (backoffice-licensing.md §2.4, §4.1, §5.1): a plan added by staff, with its price ranges. */
export class AddCustomerLicenceCommand extends Command<LicenseInformation> {
  constructor(readonly request: AddNewCustomerLicenseRequest) {
    super();
  }
}
