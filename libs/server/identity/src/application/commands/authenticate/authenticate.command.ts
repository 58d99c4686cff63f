import { Command } from '@nestjs/cqrs';
import type { LoginTokens } from '@lic/shared-api-types';

export class AuthenticateCommand extends Command<LoginTokens> {
  constructor(
    readonly userName: string,
    readonly password: string,
    readonly appName: string,
    /** For the log of failed sign-ins. */
    readonly clientIp?: string,
  ) {
    super();
  }
}
