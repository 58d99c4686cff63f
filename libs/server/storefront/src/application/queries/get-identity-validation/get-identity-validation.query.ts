import { Query } from '@nestjs/cqrs';
import type { IdentityValidationPackage } from '../../../domain/identity-validation.entity';

export interface IdentityValidationView {
  id: string;
  appName: string;
  documentType: string;
  document: string;
  email: string;
  phoneNumber: string;
  packages: IdentityValidationPackage[];
  promotionCode: string | null;
  /** ISO instant of the provider's OK01. */
  validatedOn: string;
  /** ISO instant the subscriber followed the mailed link, null until then. */
  emailConfirmedOn: string | null;
}

/** The latest successful (OK01) identity validation of a document, null when there is none. */
export class GetIdentityValidationQuery extends Query<IdentityValidationView | null> {
  constructor(readonly document: string) {
    super();
  }
}
