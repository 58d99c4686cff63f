import { Command } from '@nestjs/cqrs';

export interface IssuedLicenceToken {
  token: string;
}

/**
 * An app asks for a signed statement of what a company may use of it, to check offline (decision 0034;
 * docs/api/licensing.md "Tokens de licencia sin conexión"). A command because the first one makes the
 * signing key.
 */
export class IssueLicenceTokenCommand extends Command<IssuedLicenceToken> {
  constructor(
    /** The app of the credential that called: the token's audience and the service whose licences count. */
    readonly appName: string,
    readonly documentType: number,
    readonly documentNumber: string,
  ) {
    super();
  }
}
