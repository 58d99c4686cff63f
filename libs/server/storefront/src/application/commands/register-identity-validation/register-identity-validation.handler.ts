import { Inject, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { APP_CONFIG, CLOCK, MAIL_SENDER, publicOriginFor, type AppConfig, type Clock, type MailSender } from '@lic/server-kernel';
import { IdentityValidation } from '../../../domain/identity-validation.entity';
import { IdentityValidationCode, IdentityValidationMessage } from '../../../domain/identity-validation.messages';
import { IDENTITY_CHECK, type IdentityCheck } from '../../ports/identity-check.port';
import { brandedMail } from '@lic/server-reference';
import { RegisterIdentityValidationCommand, type IdentityValidationResult } from './register-identity-validation.command';

export const IDENTITY_VALIDATION_MAIL_CATEGORY = 'identity-validation-link';

/** The API path the mailed link points to; it confirms the e-mail and sends the browser on to the purchase. */
export const identityValidationLinkPath = (token: string): string => `/license/api/purchaseorder/identity-validation/${token}/continue`;

@CommandHandler(RegisterIdentityValidationCommand)
export class RegisterIdentityValidationHandler implements ICommandHandler<RegisterIdentityValidationCommand> {
  private readonly logger = new Logger('IdentityValidation');

  constructor(
    private readonly em: EntityManager,
    @Inject(IDENTITY_CHECK) private readonly identityCheck: IdentityCheck,
    @Inject(MAIL_SENDER) private readonly mail: MailSender,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ input }: RegisterIdentityValidationCommand): Promise<IdentityValidationResult> {
    const outcome = await this.identityCheck.verify({
      documentType: input.documentType,
      document: input.document,
      email: input.email,
      phoneNumber: input.phoneNumber,
      appName: input.appName,
    });
    const { validation, linkToken } = IdentityValidation.record(input, outcome, this.clock.now());
    this.em.persist(validation);
    await this.em.flush();
    this.logger.log({ appName: input.appName, validationId: validation.id, code: validation.code }, 'identity validation recorded');
    if (!linkToken) {
      return {
        code: IdentityValidationCode.NOT_VALIDATED,
        message: IdentityValidationMessage.notValidated,
        description: IdentityValidationMessage.notValidatedDescription,
      };
    }
    const url = `${publicOriginFor(this.config, input.appName)}${identityValidationLinkPath(linkToken)}`;
    await this.mail.send(
      brandedMail({
        appName: input.appName,
        to: validation.email,
        category: IDENTITY_VALIDATION_MAIL_CATEGORY,
        subject: IdentityValidationMessage.mailSubject,
        heading: IdentityValidationMessage.validated,
        paragraphs: [
          'Hemos validado tu identidad. Para continuar con tu compra, confirma que este correo electrónico es tuyo con el siguiente enlace.',
          'El enlace vence en 24 horas. Si no iniciaste esta compra, puedes ignorar este mensaje.',
        ],
        action: { label: IdentityValidationMessage.mailAction, url },
      }),
    );
    return {
      code: IdentityValidationCode.VALIDATED,
      message: IdentityValidationMessage.validated,
      description: IdentityValidationMessage.validatedDescription,
    };
  }
}
