import { Body, Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, Public, type AuthenticatedUser } from '@lic/server-kernel';
import type { PurchaseOrderStatus, RegisteredPurchaseOrder, ResultEnvelope } from '@lic/shared-api-types';
import { RegisterPurchaseOrderCommand } from '../application/commands/register-purchase-order/register-purchase-order.command';
import { GetPurchaseOrderStatusQuery } from '../application/queries/get-purchase-order-status/get-purchase-order-status.query';
import { RegisterPurchaseOrderRequestDto } from './dto/register-purchase-order.request.dto';
import { StatusPurchaseOrderParamsDto } from './dto/status-purchase-order.request.dto';

/** Purchase orders of the purchase form and their payment status (storefront.md §4, §7). */
@ApiTags('Tienda: órdenes de compra')
@ApiBearerAuth()
@Controller('license/api/PurchaseOrderLicense')
export class PurchaseOrderController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('RegisterPurchaseOrder')
  @Public()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Registra la orden de compra (precios recalculados en el servidor). SIN_PAGO activa (OK15/OK16), EN_LINEA y EFECTIVO quedan pendientes (WR12). ER15, ER16 y ER17 responden 422 con responseData { Code, MinDateToRenewLicense }.',
  })
  async registerPurchaseOrder(
    @Body() body: RegisterPurchaseOrderRequestDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string | undefined,
  ): Promise<ResultEnvelope<RegisteredPurchaseOrder>> {
    return this.commandBus.execute(new RegisterPurchaseOrderCommand(body, { user, ip: ip ?? null }));
  }

  @Get('GetStatusPurchaseOrder/:referenceUuid/:appName')
  @Public()
  @ApiHeader({ name: 'countValidatePayment', required: false, description: 'Contador de consultas del cliente (informativo).' })
  @ApiOperation({
    summary:
      'Estado del pago de la orden (sigue al contexto de pagos): OK15 activada, OK12 pagada, OK16 con cuenta activa previa, WR12 pendiente, ER12 rechazada (404 si no existe).',
  })
  async getStatusPurchaseOrder(@Param() params: StatusPurchaseOrderParamsDto): Promise<ResultEnvelope<{ records: PurchaseOrderStatus }>> {
    return { result: { records: await this.queryBus.execute(new GetPurchaseOrderStatusQuery(params.referenceUuid, params.appName)) } };
  }
}
