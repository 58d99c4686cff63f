import { Command } from '@nestjs/cqrs';

/** Sign-out: ends the family of the given refresh token when it belongs to the user. */
export class RevokeRefreshTokenCommand extends Command<true> {
  constructor(
    readonly userName: string,
    readonly refreshToken: string,
  ) {
    super();
  }
}
