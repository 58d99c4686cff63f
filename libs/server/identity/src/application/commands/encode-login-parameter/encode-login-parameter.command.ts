import { Command } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '@lic/server-kernel';

/**
 * Seals the caller's session into a short-lived, single-use parameter that the login page puts in
 * the URL of the brand app it redirects to.
 */
export class EncodeLoginParameterCommand extends Command<{ parameter: string }> {
  constructor(
    readonly caller: AuthenticatedUser,
    /** The caller's access token as it arrived (without the Bearer prefix). */
    readonly accessToken: string,
    /** The refresh token of the same sign-in; without it a new family is started. */
    readonly refreshToken?: string,
  ) {
    super();
  }
}
