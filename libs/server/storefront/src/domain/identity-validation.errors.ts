import { NotFoundError } from '@lic/server-kernel';
import { IdentityValidationMessage } from './identity-validation.messages';

/** The link of the identity-validation mail is unknown or older than a day (404). */
export class IdentityLinkInvalidError extends NotFoundError {
  constructor() {
    super('ORDERING.IDENTITY_LINK_INVALID', IdentityValidationMessage.linkInvalid);
  }
}
