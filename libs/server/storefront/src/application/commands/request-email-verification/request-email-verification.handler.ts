import { Inject, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, MAIL_SENDER, type Clock, type MailSender } from '@lic/server-kernel';
import { EmailVerification } from '../../../domain/email-verification.entity';
import { MailCodeResendTooSoonError } from '../../../domain/email-verification.errors';
import { EmailVerificationMessage } from '../../../domain/email-verification.messages';
import { newVerificationCode, VERIFICATION_CODE_TTL_MS } from '../../../domain/verification-code';
import { VerificationCodeHasher } from '../../../infrastructure/verification-code.hasher';
import { brandedMail } from '@lic/server-reference';
import { RequestEmailVerificationCommand, type EmailVerificationRequestResult } from './request-email-verification.command';

export const EMAIL_VERIFICATION_MAIL_CATEGORY = 'email-verification-code';

type Outcome = EmailVerificationRequestResult | { retryAfterMs: number };

@CommandHandler(RequestEmailVerificationCommand)
export class RequestEmailVerificationHandler implements ICommandHandler<RequestEmailVerificationCommand> {
  private readonly logger = new Logger('EmailVerification');

  constructor(
    private readonly em: EntityManager,
    private readonly hasher: VerificationCodeHasher,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: RequestEmailVerificationCommand): Promise<EmailVerificationRequestResult> {
    let outcome: Outcome;
    try {
      outcome = await this.request(command);
    } catch (error) {
      // The first request for an address raced another one: the second try finds and locks its row.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      this.em.clear();
      outcome = await this.request(command);
    }
    if ('retryAfterMs' in outcome) throw new MailCodeResendTooSoonError(Math.ceil(outcome.retryAfterMs / 1000));
    return outcome;
  }

  /**
   * The row is locked for the whole request so that two requests for one address cannot both send a
   * code; the mail goes out before the commit, so a failed mail leaves the previous state untouched.
   */
  private request(command: RequestEmailVerificationCommand): Promise<Outcome> {
    const email = EmailVerification.normalise(command.email);
    return this.em.transactional(async (tx): Promise<Outcome> => {
      const now = this.clock.now();
      const existing = await tx.findOne(EmailVerification, { email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      const verification = existing ?? EmailVerification.start(email, command.appName, now);
      const decision = verification.requestCode(command.resend, now);
      switch (decision.kind) {
        case 'already_verified':
          return { approvalMail: true };
        case 'code_pending':
          return { approvalMail: false };
        case 'too_soon':
          return { retryAfterMs: decision.retryAfterMs };
        case 'issue_code': {
          const code = newVerificationCode();
          verification.issueCode(this.hasher.hash(email, code), command.appName, now);
          if (!existing) tx.persist(verification);
          await tx.flush();
          await this.mail.send(this.codeMail(email, command.appName, code));
          this.logger.log({ email, appName: command.appName, resend: command.resend }, 'verification code sent');
          return { approvalMail: false };
        }
      }
    });
  }

  private codeMail(email: string, appName: string, code: string) {
    const minutes = VERIFICATION_CODE_TTL_MS / 60_000;
    return brandedMail({
      appName,
      to: email,
      category: EMAIL_VERIFICATION_MAIL_CATEGORY,
      subject: EmailVerificationMessage.mailSubject,
      heading: 'Solo falta una comprobación más!',
      paragraphs: [
        `Tu código de verificación es: ${code}`,
        `Ingrésalo en el formulario de compra para verificar tu correo electrónico. El código vence en ${minutes} minutos y admite 5 intentos.`,
        'Si no solicitaste este código, puedes ignorar este mensaje.',
      ],
      code,
    });
  }
}
