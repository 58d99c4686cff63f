import { Body, Controller, HttpCode, Param, Post, Query } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer, Public, RateLimit } from '@lic/server-kernel';
import type { ResultEnvelope } from '@lic/shared-api-types';
import { ConfirmGatewayPaymentCommand } from '../application/commands/confirm-gateway-payment/confirm-gateway-payment.command';
import { confirmationFieldsOf } from '../domain/confirmation-fields';
import { ConfirmationParamsDto } from './dto/confirmation.params.dto';

/** The gateways' confirmation (webhook) of a payment: the only way, with cash approval, a payment is decided. */
@ApiTags('Pagos: pago en línea')
@Controller('payment')
export class PaymentConfirmationController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('confirmation/:gateway')
  @Public()
  @RateLimit({ name: 'payment-confirmation', points: (config) => config.paymentConfirmationRateLimit, windowSeconds: 60 })
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Confirmación de la pasarela (form-urlencoded, JSON o query string; formato ePayco para sandbox y epayco). Verifica firma, valor y moneda; en producción decide el registro de la pasarela consultado por la referencia de la transacción (503 con Retry-After si no se pudo consultar: la confirmación queda guardada). Idempotente por transacción. 400 o 404 sin detalle cuando no se puede aceptar.',
  })
  @ApiOkResponse({ description: 'Recibida: `{ result: { received: true } }` (aplicada, guardada sin efecto, o enviada a revisión).' })
  @ApiErrorAnswer(404, 'PAYMENTS.PAYMENT_NOT_FOUND: la pasarela no está habilitada o no existe el pago de la referencia.')
  @ApiErrorAnswer(
    503,
    'PAYMENTS.CONFIRMATION_DEFERRED (producción): no se pudo leer el registro de la pasarela; la confirmación quedó guardada y la conciliación la verifica. DATABASE_UNAVAILABLE: la base de datos no atiende; nada cambió. En ambos casos, reenviar tras Retry-After.',
    { retryAfter: true },
  )
  async confirm(
    @Param() params: ConfirmationParamsDto,
    @Query() query: Record<string, unknown>,
    @Body() body: Record<string, unknown>,
  ): Promise<ResultEnvelope<{ received: true }>> {
    // Every encoding reads alike: the query string and the body (form or JSON) are one set of fields, and a field
    // given in both, or twice, is no value (decision 0041).
    await this.commandBus.execute(new ConfirmGatewayPaymentCommand(params.gateway, confirmationFieldsOf(query, body)));
    return { result: { received: true } };
  }
}
