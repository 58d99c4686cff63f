import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, CLOCK, type AppConfig, type Clock } from '@lic/server-kernel';
import type { LoginTokens } from '@lic/shared-api-types';
import { InvalidRefreshTokenError, InvalidSessionError } from '../../../domain/identity.errors';
import { newLoginParameterStamp, sealLoginParameter } from '../../../domain/login-parameter';
import { RefreshTokenRepository } from '../../../infrastructure/refresh-token.repository';
import { UserRepository } from '../../../infrastructure/user.repository';
import { SessionTokens } from '../../session-tokens/session-tokens';
import { EncodeLoginParameterCommand } from './encode-login-parameter.command';

@CommandHandler(EncodeLoginParameterCommand)
export class EncodeLoginParameterHandler implements ICommandHandler<EncodeLoginParameterCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    private readonly refreshTokens: RefreshTokenRepository,
    private readonly sessionTokens: SessionTokens,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: EncodeLoginParameterCommand): Promise<{ parameter: string }> {
    const now = this.clock.now();
    const tokens = command.refreshToken
      ? { token: command.accessToken, refreshToken: await this.checkedRefreshToken(command, now) }
      : await this.newFamily(command, now);
    const parameter = sealLoginParameter(this.config.loginParameterKey, {
      ...tokens,
      userName: command.caller.userName,
      ...newLoginParameterStamp(now, this.config.loginParameterTtlSeconds),
    });
    return { parameter };
  }

  /** Only a live refresh token of the caller may travel with the caller's access token. */
  private async checkedRefreshToken(command: EncodeLoginParameterCommand, now: Date): Promise<string> {
    const secret = command.refreshToken as string;
    const stored = await this.refreshTokens.findBySecret(secret);
    if (!stored || stored.user.id !== command.caller.userId || stored.stateAt(now) !== 'active') throw new InvalidRefreshTokenError();
    return secret;
  }

  /** A session of its own for the target app: its access token carries the new family as `sid`. */
  private async newFamily(command: EncodeLoginParameterCommand, now: Date): Promise<LoginTokens> {
    const user = await this.users.findById(command.caller.userId);
    if (!user || !user.active) throw new InvalidSessionError();
    const tokens = await this.sessionTokens.start(user, command.caller.apps[0] ?? '', now);
    await this.em.flush();
    return tokens;
  }
}
