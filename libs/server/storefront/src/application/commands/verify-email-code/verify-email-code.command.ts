import { Command } from '@nestjs/cqrs';

/** The code typed in the e-mail verification dialog (validationmailcode); refused with MailCodeRefusedError. */
export class VerifyEmailCodeCommand extends Command<{ approved: true }> {
  constructor(
    readonly email: string,
    readonly code: string,
  ) {
    super();
  }
}
