import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '@lic/server-kernel';
import type { PaymentFormResult, ResultEnvelope } from '@lic/shared-api-types';
import { RequestPaymentFormCommand } from '../application/commands/request-payment-form/request-payment-form.command';
import { PaymentFormRequestDto } from './dto/payment-form.request.dto';

/** The payment request of an online order (storefront.md §4 Purchase submit, §7). */
@ApiTags('Pagos: pago en línea')
@Controller('payment')
export class PaymentFormController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('form')
  @Public()
  @HttpCode(200)
  @ApiHeader({ name: 'token', required: true, description: 'El token de la orden (RegisterPurchaseOrder → result.token).' })
  @ApiOperation({
    summary:
      'Pide el checkout de la pasarela para una orden EN_LINEA: result.url (sandbox: /payment/sandbox/{paymentId}). 403 con un token que no es el de la orden, 422 si el pago ya fue aprobado o rechazado.',
  })
  async paymentForm(
    @Headers('token') token: string | undefined,
    @Body() body: PaymentFormRequestDto,
  ): Promise<ResultEnvelope<PaymentFormResult>> {
    return { result: await this.commandBus.execute(new RequestPaymentFormCommand(token, body)) };
  }
}
