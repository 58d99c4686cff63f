import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { CLOCK, SessionRevocations, type Clock } from '@lic/server-kernel';
import { revokeFamily } from '../../../domain/refresh-token.entity';
import { User } from '../../../domain/user.entity';
import { RefreshTokenRepository } from '../../../infrastructure/refresh-token.repository';
import { SessionSockets } from '../../../infrastructure/session-sockets';
import { RevokeRefreshTokenCommand } from './revoke-refresh-token.command';

/**
 * Sign-out: the family of the token ends, its access tokens are refused at once (revocation list)
 * and its sockets are closed. Always answers true: signing out twice, or with a token that is
 * already gone, is not an error for the client, and the answer tells nothing about other users.
 */
@CommandHandler(RevokeRefreshTokenCommand)
export class RevokeRefreshTokenHandler implements ICommandHandler<RevokeRefreshTokenCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly refreshTokens: RefreshTokenRepository,
    private readonly revocations: SessionRevocations,
    private readonly sockets: SessionSockets,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RevokeRefreshTokenCommand): Promise<true> {
    const presented = await this.refreshTokens.findBySecret(command.refreshToken);
    if (!presented) return true;
    const owner = await this.em.findOne(User, { id: presented.user.id });
    if (owner?.userName !== User.normaliseUserName(command.userName)) return true;
    await this.revocations.revoke([presented.familyId]);
    revokeFamily(await this.refreshTokens.family(presented.familyId), this.clock.now());
    await this.em.flush();
    this.sockets.disconnectSessions([presented.familyId]);
    return true;
  }
}
