import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ref } from '@mikro-orm/core';
import { AccessTokens, APP_CONFIG, type AppConfig } from '@lic/server-kernel';
import type { LoginTokens } from '@lic/shared-api-types';
import { RefreshToken, type RefreshLifetime } from '../../domain/refresh-token.entity';
import type { User } from '../../domain/user.entity';

/**
 * Issues the pair the clients keep: a signed access token and an opaque refresh token. The access
 * token's session id (`sid`) is the refresh-token family, so revoking the family ends both.
 */
@Injectable()
export class SessionTokens {
  private readonly lifetime: RefreshLifetime;

  constructor(
    private readonly em: EntityManager,
    private readonly accessTokens: AccessTokens,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.lifetime = { absoluteDays: config.refreshAbsoluteTtlDays, idleHours: config.refreshIdleTimeoutHours };
  }

  /** A sign-in: a new refresh-token family and an access token of it, persisted, flushed by the caller. */
  async start(user: User, appName: string, now: Date): Promise<LoginTokens> {
    const { token, secret } = RefreshToken.issue({ user: ref(user), appName, lifetime: this.lifetime, now });
    this.em.persist(token);
    return { token: await this.accessToken(user, appName, token.familyId), refreshToken: secret };
  }

  /** Rotates an active token; the new one is persisted, flushed by the caller. */
  async rotate(user: User, presented: RefreshToken, now: Date): Promise<LoginTokens> {
    const { token: next, secret } = presented.rotate(now, this.lifetime);
    this.em.persist(next);
    return { token: await this.accessToken(user, presented.appName, presented.familyId), refreshToken: secret };
  }

  private async accessToken(user: User, appName: string, familyId: string): Promise<string> {
    return (await this.accessTokens.sign(user.sessionIn(appName, familyId))).token;
  }
}
