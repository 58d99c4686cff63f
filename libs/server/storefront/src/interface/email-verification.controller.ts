import { Body, Controller, Get, Headers, HttpCode, Inject, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { APP_CONFIG, Public, RateLimit, type AppConfig } from '@lic/server-kernel';
import { brandForHost, IsEmailDomainBlockedQuery, LICENSE_BRAND } from '@lic/server-reference';
import type { MailCodeValidation, ResultEnvelope } from '@lic/shared-api-types';
import { emailRule, MESSAGES } from '@lic/shared-rules';
import { RequestEmailVerificationCommand } from '../application/commands/request-email-verification/request-email-verification.command';
import type { EmailVerificationRequestResult } from '../application/commands/request-email-verification/request-email-verification.command';
import { VerifyEmailCodeCommand } from '../application/commands/verify-email-code/verify-email-code.command';
import { EmailVerificationMessage } from '../domain/email-verification.messages';
import { ValidationMailCodeRequestDto } from './dto/validation-mail-code.request.dto';
import { headerValue, InputErrors, knownBrand } from './request-input';

/** The e-mail verification dialog of the purchase form (storefront.md §2, §7; design.md §5). */
@ApiTags('Compra: verificación de correo')
@Controller('license/api/purchaseorderlicense')
export class EmailVerificationController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('checkisvalidemail')
  @Public()
  @RateLimit({ name: 'mail-code-request', points: 30, windowSeconds: 60 })
  @ApiOperation({ summary: 'Valida el correo y envía un código de 6 dígitos, salvo que ya esté verificado (approvalMail)' })
  @ApiHeader({ name: 'pEmail', required: true, example: 'compras@empresa.com.co' })
  @ApiHeader({ name: 'pResendEmail', required: false, example: 'false' })
  @ApiHeader({ name: 'pAppName', required: false, example: 'colfactura' })
  async checkIsValidEmail(
    @Headers() headers: Record<string, string | string[] | undefined>,
  ): Promise<ResultEnvelope<EmailVerificationRequestResult>> {
    const errors = new InputErrors();
    const email = headerValue(headers, 'pEmail');
    errors.add('pEmail', email === undefined ? MESSAGES.required : emailRule(email));
    const resendRaw = headerValue(headers, 'pResendEmail')?.toLowerCase();
    if (resendRaw !== undefined && resendRaw !== 'true' && resendRaw !== 'false')
      errors.add('pResendEmail', EmailVerificationMessage.resendFlag);
    const appName = headerValue(headers, 'pAppName');
    const brand =
      appName === undefined ? brandForHost(headerValue(headers, 'host'), this.config.brandHosts) : knownBrand(errors, 'pAppName', appName);
    errors.throwIfAny();
    if (await this.queryBus.execute(new IsEmailDomainBlockedQuery(email as string))) {
      errors.add('pEmail', MESSAGES.emailDomainBlocked);
      errors.throwIfAny();
    }
    const result = await this.commandBus.execute(
      new RequestEmailVerificationCommand(email as string, brand?.appName ?? LICENSE_BRAND.appName, resendRaw === 'true'),
    );
    return { result };
  }

  @Post('validationmailcode')
  @HttpCode(200)
  @Public()
  @RateLimit({ name: 'mail-code-validation', points: 60, windowSeconds: 60 })
  @ApiOperation({
    summary: 'Comprueba el código enviado al correo (422 con statusMessage si no es válido, expiró o se agotaron los intentos)',
  })
  async validationMailCode(@Body() request: ValidationMailCodeRequestDto): Promise<ResultEnvelope<MailCodeValidation>> {
    const result = await this.commandBus.execute(new VerifyEmailCodeCommand(request.email, request.code));
    return { result, statusMessage: EmailVerificationMessage.approved };
  }
}
