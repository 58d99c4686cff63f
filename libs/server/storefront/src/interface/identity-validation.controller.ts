import { Body, Controller, Get, HttpCode, Param, Post, Redirect } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, RateLimit } from '@lic/server-kernel';
import type { IdentityValidationOutcome, ResultEnvelope } from '@lic/shared-api-types';
import { ConfirmIdentityValidationEmailCommand } from '../application/commands/confirm-identity-validation-email/confirm-identity-validation-email.command';
import { RegisterIdentityValidationCommand } from '../application/commands/register-identity-validation/register-identity-validation.command';
import { IdentityLinkInvalidError } from '../domain/identity-validation.errors';
import { RegisterIdentityValidationRequestDto } from './dto/register-identity-validation.request.dto';
import { InputErrors, knownBrand } from './request-input';

/** Where the mailed link sends the subscriber once the e-mail is confirmed: the storefront resumes the cart. */
export const IDENTITY_LINK_CONTINUE_PATH = '/license/RegisterPurchaseExt';

/** firmaya's subscriber identity validation (storefront.md §2 cart modal, §4, §8). */
@ApiTags('Compra: validación de identidad')
@Controller('license/api/purchaseorder')
export class IdentityValidationController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('register-identity-validation')
  @HttpCode(200)
  @Public()
  @RateLimit({ name: 'identity-validation', points: 20, windowSeconds: 60 })
  @ApiOperation({ summary: 'Valida la identidad del suscriptor: OK01 (se envía un enlace al correo) o ER01' })
  async register(@Body() request: RegisterIdentityValidationRequestDto): Promise<ResultEnvelope<IdentityValidationOutcome>> {
    const errors = new InputErrors();
    const brand = knownBrand(errors, 'appName', request.appName);
    errors.throwIfAny();
    const result = await this.commandBus.execute(
      new RegisterIdentityValidationCommand({
        appName: brand!.appName,
        documentType: request.subscriber.documentType,
        document: request.subscriber.document,
        email: request.subscriber.email,
        phoneNumber: request.subscriber.phoneNumber,
        packages: request.packages.map((p) => ({ code: p.code.trim(), quantity: p.quantity })),
        promotionCode: request.PromotionCode?.trim() || null,
      }),
    );
    return { result, statusMessage: result.message };
  }

  @Get('identity-validation/:token/continue')
  @Public()
  @Redirect(IDENTITY_LINK_CONTINUE_PATH, 302)
  @ApiOperation({ summary: 'Enlace del correo de validación de identidad: confirma el correo y continúa la compra' })
  async continueAfterValidation(@Param('token') token: string): Promise<void> {
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw new IdentityLinkInvalidError();
    await this.commandBus.execute(new ConfirmIdentityValidationEmailCommand(token));
  }
}
