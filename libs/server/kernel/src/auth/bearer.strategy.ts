import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-http-bearer';
import { AccessTokens, InvalidAccessTokenError } from './access-token';
import type { AuthenticatedUser } from './authenticated-user';

/** passport-http-bearer reads "Authorization: Bearer <jwt>"; jose verifies it. */
@Injectable()
export class BearerStrategy extends PassportStrategy(Strategy, 'bearer') {
  constructor(private readonly accessTokens: AccessTokens) {
    super();
  }

  async validate(token: string): Promise<AuthenticatedUser | false> {
    try {
      return await this.accessTokens.verify(token);
    } catch (error) {
      if (error instanceof InvalidAccessTokenError) return false;
      throw error;
    }
  }
}
