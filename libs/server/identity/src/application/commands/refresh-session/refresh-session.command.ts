import { Command } from '@nestjs/cqrs';
import type { LoginTokens } from '@lic/shared-api-types';

/** Exchanges a refresh token for a new pair; the presented token stops working. */
export class RefreshSessionCommand extends Command<LoginTokens> {
  constructor(
    readonly refreshToken: string,
    readonly userName: string,
  ) {
    super();
  }
}
