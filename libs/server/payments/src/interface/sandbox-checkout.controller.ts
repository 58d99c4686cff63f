import { Body, Controller, Get, Param, Post, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '@lic/server-kernel';
import { DecideSandboxPaymentCommand } from '../application/commands/decide-sandbox-payment/decide-sandbox-payment.command';
import { GetSandboxCheckoutQuery } from '../application/queries/get-sandbox-checkout/get-sandbox-checkout.query';
import { statusOrderPath } from '../domain/status-order-path';
import { PaymentNotFoundError } from '../domain/payment.errors';
import { SandboxCheckoutParamsDto, SandboxDecisionRequestDto } from './dto/sandbox-checkout.request.dto';
import { sandboxCheckoutPage, sandboxNotFoundPage } from './sandbox-checkout.page';

/** The sandbox's hosted checkout page (design.md §6); only while the sandbox is the gateway. */
@ApiTags('Pagos: pago en línea')
@Controller('payment/sandbox')
export class SandboxCheckoutController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get(':paymentId')
  @Public()
  @ApiOperation({
    summary: 'Página de la pasarela de pruebas: la orden, sus líneas y total; Aprobar pago, Rechazar pago, Dejar pendiente.',
  })
  async checkout(@Param() params: SandboxCheckoutParamsDto, @Res() response: Response): Promise<void> {
    response.setHeader('Cache-Control', 'no-store');
    response.type('text/html; charset=utf-8');
    try {
      const view = await this.queryBus.execute(new GetSandboxCheckoutQuery(params.paymentId));
      response.status(200).send(sandboxCheckoutPage(view));
    } catch (error) {
      if (!(error instanceof PaymentNotFoundError)) throw error;
      response.status(404).send(sandboxNotFoundPage());
    }
  }

  @Post(':paymentId')
  @Public()
  @ApiOperation({
    summary:
      'Botón de la página de prueba (decision=approve|reject|pending, form-urlencoded): envía la confirmación firmada y redirige (303) a /registerPurchaseOrder/statusOrder/{referenceUuid}.',
  })
  async decide(
    @Param() params: SandboxCheckoutParamsDto,
    @Body() body: SandboxDecisionRequestDto,
    @Res() response: Response,
  ): Promise<void> {
    const { referenceUuid } = await this.commandBus.execute(
      new DecideSandboxPaymentCommand(params.paymentId, body.decision, body.confirmation ?? 'send'),
    );
    // 303: the browser follows with a GET; the status page polls the decision, the redirect decides nothing.
    response.redirect(303, statusOrderPath(referenceUuid));
  }
}
