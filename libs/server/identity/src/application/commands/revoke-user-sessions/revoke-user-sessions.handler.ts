import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, CLOCK, recordEvents, auditContext, SessionRevocations, type AppConfig, type Clock } from '@lic/server-kernel';
import { IdentityMessage, UserNotFoundError } from '../../../domain/identity.errors';
import { SessionRevokedEvent } from '../../../domain/events/session-revoked.event';
import { RefreshTokenRepository } from '../../../infrastructure/refresh-token.repository';
import { UserRepository } from '../../../infrastructure/user.repository';
import { RevokeUserSessionsCommand } from './revoke-user-sessions.command';

@CommandHandler(RevokeUserSessionsCommand)
export class RevokeUserSessionsHandler implements ICommandHandler<RevokeUserSessionsCommand> {
  private readonly logger = new Logger('Sessions');

  constructor(
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    private readonly refreshTokens: RefreshTokenRepository,
    private readonly revocations: SessionRevocations,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: RevokeUserSessionsCommand): Promise<true> {
    const user = await this.users.findByUserName(command.userName);
    if (!user) throw new UserNotFoundError();
    const now = this.clock.now();
    const revoked = await this.em.transactional(async (tx) => {
      // The access tokens die first (revocation list, before the commit): if anything below fails,
      // the sessions are ended rather than left alive. Their sockets close after the push.
      const issuedSince = new Date(now.getTime() - (this.config.accessTokenTtlSeconds + 60) * 1000);
      await this.revocations.revoke(await this.refreshTokens.sessionIdsOfUser(user.id, issuedSince));
      const count = await this.refreshTokens.revokeAllOfUser(user.id, now);
      // Recorded even when no refresh token was live: windows opened with an access token alone
      // must be told too.
      recordEvents(tx, new SessionRevokedEvent(user.userName, IdentityMessage.SESSION_REVOKED));
      return count;
    });
    this.logger.log({ userName: user.userName, revokedTokens: revoked, by: auditContext.actorName() }, 'sessions revoked');
    return true;
  }
}
