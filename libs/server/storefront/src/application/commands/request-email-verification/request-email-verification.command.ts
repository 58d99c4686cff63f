import { Command } from '@nestjs/cqrs';

export interface EmailVerificationRequestResult {
  /** True when the address was verified recently, so no code was sent and none is needed. */
  approvalMail: boolean;
}

/**
 * The purchase form checks the billing / licence e-mail (checkisvalidemail): sends a 6-digit code by
 * mail unless the address was verified recently. `resend` asks for a new code explicitly.
 */
export class RequestEmailVerificationCommand extends Command<EmailVerificationRequestResult> {
  constructor(
    readonly email: string,
    readonly appName: string,
    readonly resend: boolean,
  ) {
    super();
  }
}
