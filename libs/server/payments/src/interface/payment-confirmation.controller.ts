import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public, RateLimit } from '@lic/server-kernel';
import type { ResultEnvelope } from '@lic/shared-api-types';
import { ConfirmGatewayPaymentCommand } from '../application/commands/confirm-gateway-payment/confirm-gateway-payment.command';
import type { ConfirmationFields } from '../application/ports/payment-gateway.port';
import { ConfirmationParamsDto } from './dto/confirmation.params.dto';

/** Top-level text, number and boolean fields of the posted body, as text (gateways post flat forms). */
function fieldsOf(body: unknown): ConfirmationFields {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return {};
  const fields: ConfirmationFields = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') fields[name] = String(value);
  }
  return fields;
}

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
      'Confirmación de la pasarela (form-urlencoded o JSON; formato ePayco para sandbox y epayco). Verifica firma, valor y moneda; idempotente por transacción. 400 o 404 sin detalle cuando no se puede aceptar.',
  })
  async confirm(
    @Param() params: ConfirmationParamsDto,
    @Body() body: Record<string, unknown>,
  ): Promise<ResultEnvelope<{ received: true }>> {
    await this.commandBus.execute(new ConfirmGatewayPaymentCommand(params.gateway, fieldsOf(body)));
    return { result: { received: true } };
  }
}
