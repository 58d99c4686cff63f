import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents, auditContext } from '@lic/server-kernel';
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
  ) {}

  async execute(command: RevokeUserSessionsCommand): Promise<true> {
    const user = await this.users.findByUserName(command.userName);
    if (!user) throw new UserNotFoundError();
    const revoked = await this.em.transactional(async (tx) => {
      const count = await this.refreshTokens.revokeAllOfUser(user.id, new Date());
      // Recorded even when no refresh token was live: windows opened with an access token alone
      // must be told too.
      recordEvents(tx, new SessionRevokedEvent(user.userName, IdentityMessage.SESSION_REVOKED));
      return count;
    });
    this.logger.log({ userName: user.userName, revokedTokens: revoked, by: auditContext.actorName() }, 'sessions revoked');
    return true;
  }
}
