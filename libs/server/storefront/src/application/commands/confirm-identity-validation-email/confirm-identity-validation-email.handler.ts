import { Inject } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { EmailVerification } from '../../../domain/email-verification.entity';
import { IdentityLinkInvalidError } from '../../../domain/identity-validation.errors';
import { hashLinkToken, IdentityValidation } from '../../../domain/identity-validation.entity';
import { ConfirmIdentityValidationEmailCommand } from './confirm-identity-validation-email.command';

@CommandHandler(ConfirmIdentityValidationEmailCommand)
export class ConfirmIdentityValidationEmailHandler implements ICommandHandler<ConfirmIdentityValidationEmailCommand> {
  constructor(
    private readonly em: EntityManager,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: ConfirmIdentityValidationEmailCommand): Promise<{ appName: string }> {
    const now = this.clock.now();
    const appName = await this.em.transactional(async (tx): Promise<string | null> => {
      const validation = await tx.findOne(IdentityValidation, { linkTokenHash: hashLinkToken(command.linkToken) });
      if (!validation || !validation.confirmEmail(now)) return null;
      const found = await tx.findOne(EmailVerification, { email: validation.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const verification = found ?? EmailVerification.start(validation.email, validation.appName, now);
      verification.markVerified(now);
      if (!found) tx.persist(verification);
      return validation.appName;
    });
    if (!appName) throw new IdentityLinkInvalidError();
    return { appName };
  }
}
