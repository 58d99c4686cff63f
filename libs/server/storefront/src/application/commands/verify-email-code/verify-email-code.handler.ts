import { Inject } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, type Clock } from '@lic/server-kernel';
import { EmailVerification } from '../../../domain/email-verification.entity';
import { MailCodeRefusedError, type MailCodeRefusal } from '../../../domain/email-verification.errors';
import { VerificationCodeHasher } from '../../../infrastructure/verification-code.hasher';
import { VerifyEmailCodeCommand } from './verify-email-code.command';

@CommandHandler(VerifyEmailCodeCommand)
export class VerifyEmailCodeHandler implements ICommandHandler<VerifyEmailCodeCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: VerificationCodeHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: VerifyEmailCodeCommand): Promise<{ approved: true }> {
    const email = EmailVerification.normalise(command.email);
    // Locked, so parallel guesses are counted one after the other; a wrong attempt is committed
    // before the refusal is thrown.
    const refusal = await this.em.transactional(async (tx): Promise<MailCodeRefusal | null> => {
      const verification = await tx.findOne(EmailVerification, { email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!verification) return 'wrong';
      return verification.verifyCode((codeHash) => this.hasher.matches(email, command.code, codeHash), this.clock.now());
    });
    if (refusal) throw new MailCodeRefusedError(refusal);
    return { approved: true };
  }
}
