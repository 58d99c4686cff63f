import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '@lic/server-kernel';
import { InvalidLoginParameterError } from '../../../domain/identity.errors';
import { openLoginParameter } from '../../../domain/login-parameter';
import { UsedLoginParameter } from '../../../domain/used-login-parameter.entity';
import { DecodeLoginParameterCommand, type DecodedLoginParameter } from './decode-login-parameter.command';

@CommandHandler(DecodeLoginParameterCommand)
export class DecodeLoginParameterHandler implements ICommandHandler<DecodeLoginParameterCommand> {
  private readonly logger = new Logger('LoginParameter');

  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute(command: DecodeLoginParameterCommand): Promise<DecodedLoginParameter> {
    const now = new Date();
    let content;
    try {
      content = openLoginParameter(this.config.loginParameterKey, command.parameter, now);
    } catch (error) {
      this.logger.warn({ reason: 'tampered, malformed or expired' }, 'login parameter refused');
      throw error;
    }
    await this.em.nativeDelete(UsedLoginParameter, { expiresOn: { $lt: now } });
    try {
      // The primary key on the nonce makes the first exchange win, even between replicas.
      await this.em.insert(UsedLoginParameter, { nonce: content.nonce, usedOn: now, expiresOn: new Date(content.exp * 1000) });
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.logger.warn({ userName: content.userName, reason: 'already used' }, 'login parameter refused');
      throw new InvalidLoginParameterError();
    }
    return { token: content.token, refreshToken: content.refreshToken, userName: content.userName };
  }
}
