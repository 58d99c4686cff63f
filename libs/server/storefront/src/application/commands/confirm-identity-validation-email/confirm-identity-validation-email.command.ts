import { Command } from '@nestjs/cqrs';

/**
 * The subscriber followed the link of the identity-validation mail: the e-mail is proven (it counts for
 * IsEmailVerifiedQuery). Throws IdentityLinkInvalidError for an unknown or expired link.
 */
export class ConfirmIdentityValidationEmailCommand extends Command<{ appName: string }> {
  constructor(readonly linkToken: string) {
    super();
  }
}
