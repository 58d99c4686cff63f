import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ref } from '@mikro-orm/core';
import { AccessTokens, APP_CONFIG, type AppConfig } from '@lic/server-kernel';
import type { LoginTokens } from '@lic/shared-api-types';
import { RefreshToken } from '../domain/refresh-token.entity';
import type { User } from '../domain/user.entity';

/** Issues the pair the clients keep: a signed access token and an opaque refresh token. */
@Injectable()
export class SessionTokens {
  constructor(
    private readonly em: EntityManager,
    private readonly accessTokens: AccessTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A sign-in: an access token and a new refresh-token family, persisted, flushed by the caller. */
  async start(user: User, appName: string, now: Date): Promise<LoginTokens> {
    return { token: await this.accessToken(user, appName), refreshToken: this.startFamily(user, appName, now) };
  }

  /** A new refresh-token family for the user in the app; returns its first secret. */
  startFamily(user: User, appName: string, now: Date): string {
    const { token, secret } = RefreshToken.issue({ user: ref(user), appName, ttlDays: this.config.refreshTokenTtlDays, now });
    this.em.persist(token);
    return secret;
  }

  /** Rotates an active token; the new one is persisted, flushed by the caller. */
  async rotate(user: User, presented: RefreshToken, now: Date): Promise<LoginTokens> {
    const { token: next, secret } = presented.rotate(now, this.config.refreshTokenTtlDays);
    this.em.persist(next);
    return { token: await this.accessToken(user, presented.appName), refreshToken: secret };
  }

  private async accessToken(user: User, appName: string): Promise<string> {
    return (await this.accessTokens.sign(user.sessionIn(appName))).token;
  }
}
