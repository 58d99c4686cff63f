import { Body, Controller, Get, HttpCode, Ip, Param, Post, Res } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentUser, Public, type AuthenticatedUser } from '@lic/server-kernel';
import type { RegisteredTrial, ResultEnvelope } from '@lic/shared-api-types';
import { ActivateTrialCommand, type ActivateTrialOutcome } from '../application/commands/activate-trial/activate-trial.command';
import { RegisterTrialCommand } from '../application/commands/register-trial/register-trial.command';
import { statusOrderPath } from '../application/commands/register-purchase-order/registered-purchase-order';
import { RegisterTrialRequestDto } from './dto/register-trial.request.dto';

/** Where a link that does not activate anything sends the browser (the storefront's message page). */
export const TRIAL_LINK_PAGES: Record<Exclude<ActivateTrialOutcome, 'activated'>, string> = {
  expired: '/messageValidationEmail?estado=expirado',
  used: '/messageValidationEmail?estado=utilizado',
  unknown: '/messageValidationEmail?estado=invalido',
};

/** The free trial: registration with an e-mailed activation link, and the link itself. */
@ApiTags('Tienda: pruebas gratuitas')
@ApiBearerAuth()
@Controller('license/api/purchaseorder')
export class TrialController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('register-trial')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Registra una prueba gratuita (un paquete gratis de la marca) y envía el enlace de activación, válido userActivateTokenTime horas.',
  })
  async registerTrial(
    @Body() body: RegisterTrialRequestDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string | undefined,
  ): Promise<ResultEnvelope<RegisteredTrial>> {
    return this.commandBus.execute(new RegisterTrialCommand(body, { user, ip: ip ?? null }));
  }

  @Get('activate-trial/:token')
  @Public()
  @ApiOperation({
    summary:
      'Enlace de activación de la prueba (un solo uso): 302 a /registerPurchaseOrder/statusOrder/{referenceUuid}, o a /messageValidationEmail?estado=expirado|utilizado|invalido.',
  })
  async activateTrial(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const { outcome, referenceUuid } = await this.commandBus.execute(new ActivateTrialCommand(token));
    const target =
      outcome === 'activated' && referenceUuid
        ? statusOrderPath(referenceUuid)
        : TRIAL_LINK_PAGES[outcome as keyof typeof TRIAL_LINK_PAGES];
    response.setHeader('Cache-Control', 'no-store');
    response.redirect(302, target);
  }
}
