import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { revokeFamily } from '../../../domain/refresh-token.entity';
import { User } from '../../../domain/user.entity';
import { RefreshTokenRepository } from '../../../infrastructure/refresh-token.repository';
import { RevokeRefreshTokenCommand } from './revoke-refresh-token.command';

/**
 * Always answers true: signing out twice, or with a token that is already gone, is not an error
 * for the client, and the answer tells nothing about tokens of other users.
 */
@CommandHandler(RevokeRefreshTokenCommand)
export class RevokeRefreshTokenHandler implements ICommandHandler<RevokeRefreshTokenCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly refreshTokens: RefreshTokenRepository,
  ) {}

  async execute(command: RevokeRefreshTokenCommand): Promise<true> {
    const presented = await this.refreshTokens.findBySecret(command.refreshToken);
    if (!presented) return true;
    const owner = await this.em.findOne(User, { id: presented.user.id });
    if (owner?.userName !== User.normaliseUserName(command.userName)) return true;
    revokeFamily(await this.refreshTokens.family(presented.familyId), new Date());
    await this.em.flush();
    return true;
  }
}
