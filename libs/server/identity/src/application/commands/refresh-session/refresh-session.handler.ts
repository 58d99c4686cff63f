import { Inject, Logger } from '@nestjs/common';
import { CLOCK, SessionRevocations, type Clock } from '@lic/server-kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LoginTokens } from '@lic/shared-api-types';
import { InvalidRefreshTokenError } from '../../../domain/identity.errors';
import { revokeFamily } from '../../../domain/refresh-token.entity';
import { User } from '../../../domain/user.entity';
import { RefreshTokenRepository } from '../../../infrastructure/refresh-token.repository';
import { SessionSockets } from '../../../infrastructure/session-sockets';
import { SessionTokens } from '../../session-tokens/session-tokens';
import { RefreshSessionCommand } from './refresh-session.command';

type Outcome = { tokens: LoginTokens } | { refused: string; userName?: string; familyId?: string };

@CommandHandler(RefreshSessionCommand)
export class RefreshSessionHandler implements ICommandHandler<RefreshSessionCommand> {
  private readonly logger = new Logger('RefreshToken');

  constructor(
    private readonly em: EntityManager,
    private readonly refreshTokens: RefreshTokenRepository,
    private readonly sessionTokens: SessionTokens,
    private readonly revocations: SessionRevocations,
    private readonly sockets: SessionSockets,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RefreshSessionCommand): Promise<LoginTokens> {
    const now = this.clock.now();
    // The reuse revocation must commit even though the caller gets a 401, so the transaction
    // returns an outcome and the error is thrown after it.
    const outcome = await this.em.transactional(async (tx): Promise<Outcome> => {
      const presented = await this.refreshTokens.findBySecret(command.refreshToken, { lock: true });
      if (!presented) return { refused: 'unknown token' };
      const user = await tx.findOneOrFail(User, { id: presented.user.id });
      const state = presented.stateAt(now);
      if (state === 'rotated') {
        // A stolen token: the access tokens of the family end too, before the commit.
        await this.revocations.revoke([presented.familyId]);
        revokeFamily(await this.refreshTokens.family(presented.familyId), now);
        return { refused: 'rotated token reused, family revoked', userName: user.userName, familyId: presented.familyId };
      }
      if (state !== 'active') return { refused: `${state} token`, userName: user.userName };
      // Revoked on the list but not in this table: a sign-out whose commit failed after the list was written.
      if (await this.revocations.isRevoked(presented.familyId))
        return { refused: 'session on the revocation list', userName: user.userName };
      if (user.userName !== User.normaliseUserName(command.userName))
        return { refused: 'token of another user', userName: command.userName };
      if (!user.active) return { refused: 'inactive user', userName: user.userName };
      return { tokens: await this.sessionTokens.rotate(user, presented, now) };
    });
    if ('tokens' in outcome) return outcome.tokens;
    if (outcome.familyId) this.sockets.disconnectSessions([outcome.familyId]);
    this.logger.warn({ userName: outcome.userName, familyId: outcome.familyId, reason: outcome.refused }, 'refresh refused');
    throw new InvalidRefreshTokenError();
  }
}
