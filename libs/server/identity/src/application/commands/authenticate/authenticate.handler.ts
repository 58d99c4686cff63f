import { Inject, Logger } from '@nestjs/common';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import type { LoginTokens } from '@lic/shared-api-types';
import { InvalidCredentialsError } from '../../../domain/identity.errors';
import { PasswordHasher } from '../../../infrastructure/password-hasher';
import { UserRepository } from '../../../infrastructure/user.repository';
import { SessionTokens } from '../../session-tokens/session-tokens';
import { SignInAttempts } from './sign-in-attempts';
import { AuthenticateCommand } from './authenticate.command';

@CommandHandler(AuthenticateCommand)
export class AuthenticateHandler implements ICommandHandler<AuthenticateCommand> {
  private readonly logger = new Logger('Login');

  constructor(
    private readonly em: EntityManager,
    private readonly users: UserRepository,
    private readonly passwords: PasswordHasher,
    private readonly sessionTokens: SessionTokens,
    private readonly attempts: SignInAttempts,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: AuthenticateCommand): Promise<LoginTokens> {
    await this.attempts.begin(command.userName);
    const user = await this.users.findByUserName(command.userName);
    if (!user) {
      await this.passwords.verifyNobody(command.password);
      return this.refuse(command, 'unknown user');
    }
    if (!(await this.passwords.verify(user.passwordHash, command.password))) return this.refuse(command, 'wrong password');
    if (!user.active) return this.refuse(command, 'inactive user');
    const tokens = await this.sessionTokens.start(user, command.appName, this.clock.now());
    await this.em.flush();
    await this.attempts.succeeded(command.userName);
    this.logger.log({ userName: user.userName, appName: command.appName }, 'signed in');
    return tokens;
  }

  private refuse(command: AuthenticateCommand, reason: string): never {
    this.logger.warn({ userName: command.userName, appName: command.appName, ip: command.clientIp, reason }, 'failed sign-in');
    throw new InvalidCredentialsError();
  }
}
