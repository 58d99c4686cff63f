import { Body, Controller, Get, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer, CurrentUser, NotFoundError, RequirePrivileges, type AuthenticatedUser } from '@lic/server-kernel';
import { RecordStaffAccessCommand } from '@lic/server-privacy-api';
import { Privilege, type CancelPurchaseOrderResult, type ResultEnvelope } from '@lic/shared-api-types';
import { CancelPurchaseOrderCommand } from '../application/commands/cancel-purchase-order/cancel-purchase-order.command';
import {
  GetPurchaseOrderDetailQuery,
  type PurchaseOrderDetailView,
} from '../application/queries/get-purchase-order-detail/get-purchase-order-detail.query';
import {
  SearchPurchaseOrdersQuery,
  type PurchaseOrderPage,
  type PurchaseOrderSearch,
} from '../application/queries/search-purchase-orders/search-purchase-orders.query';
import { PurchaseOrderAdminMessage } from '../domain/purchase-order-admin.messages';
import { PurchaseInputError } from '../domain/purchase-order.errors';
import {
  CancelPurchaseOrderRequestDto,
  PurchaseOrderDetailParamsDto,
  SearchPurchaseOrdersRequestDto,
} from './dto/search-purchase-orders.request.dto';

const DAY_MS = 86_400_000;

/** The instant a Bogotá calendar day (YYYY-MM-DD) starts (Colombia keeps UTC-5 all year); 400 when the day does not exist. */
function startOfBogotaDay(date: string, field: 'from' | 'to'): Date {
  const instant = new Date(`${date}T00:00:00-05:00`);
  const sameDay = !Number.isNaN(instant.getTime()) && new Date(instant.getTime() - 5 * 3_600_000).toISOString().slice(0, 10) === date;
  if (!sameDay) throw new PurchaseInputError(field, PurchaseOrderAdminMessage.dateInvalid);
  return instant;
}

/** The checked filters of the body: Bogotá days as instants, `to` inclusive. */
function searchOf(body: SearchPurchaseOrdersRequestDto): PurchaseOrderSearch {
  const from = body.from ? startOfBogotaDay(body.from, 'from') : undefined;
  const to = body.to ? startOfBogotaDay(body.to, 'to') : undefined;
  if (from && to && from.getTime() > to.getTime()) throw new PurchaseInputError('to', PurchaseOrderAdminMessage.dateRangeInvalid);
  return {
    state: body.state,
    paymentMethod: body.paymentMethod,
    appName: body.appName,
    from,
    before: to ? new Date(to.getTime() + DAY_MS) : undefined,
    documentNumber: body.documentNumber,
    reference: body.reference,
    skip: body.skip,
    take: body.take,
  };
}

/**
 * "Órdenes de compra" of the back office: every order of every brand, read-only, for support and finance
 * staff (PAYMENTS: SUPERADMIN, LICFINANCIERO, LICFINANCIEROCONSULTA), and "Anular orden" of a paid order for
 * those who may modify payments (SUPERADMIN, LICFINANCIERO; decision 0066). The specs draw no such screen; see
 * docs/api/ordering.md, "Órdenes de compra (back office)".
 */
@ApiTags('Back office: órdenes de compra')
@ApiBearerAuth()
@Controller('license/api/PurchaseOrder')
export class PurchaseOrderAdminController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Post('SearchPurchaseOrders')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PAYMENTS)
  @ApiOperation({
    summary:
      'Órdenes de compra y pruebas de todas las marcas, la más reciente primero, con filtros opcionales (estado, medio de pago, marca, fechas de Bogotá, documento, referencia) y paginación (skip, take ≤ 100): result.records y result.count.',
  })
  async searchPurchaseOrders(@Body() body: SearchPurchaseOrdersRequestDto): Promise<ResultEnvelope<PurchaseOrderPage>> {
    return { result: await this.queryBus.execute(new SearchPurchaseOrdersQuery(searchOf(body))) };
  }

  @Get('GetPurchaseOrderDetail/:referenceUuid')
  @RequirePrivileges(Privilege.PAYMENTS)
  @ApiParam({ name: 'referenceUuid', example: '5b0d8f0e-3c7e-4b9a-9f51-2d1c3a4b5c6d' })
  @ApiOperation({
    summary:
      'La orden con sus líneas, totales, clientes, consentimiento y su historia (registro, pagos y respuestas de la pasarela, comprobantes, aprobación o rechazo con quién y por qué, activación, correos enviados). 404 si no existe. Cada apertura queda en el registro de accesos a datos personales.',
  })
  async getPurchaseOrderDetail(
    @Param() params: PurchaseOrderDetailParamsDto,
    @CurrentUser() user: AuthenticatedUser,
    @Ip() ip: string | undefined,
  ): Promise<ResultEnvelope<PurchaseOrderDetailView>> {
    const detail = await this.queryBus.execute(new GetPurchaseOrderDetailQuery(params.referenceUuid));
    if (!detail) throw new NotFoundError('ORDERING.ORDER_NOT_FOUND', PurchaseOrderAdminMessage.orderNotFound);
    await this.commandBus.execute(
      new RecordStaffAccessCommand({
        userName: user.userName,
        action: 'DETALLE_ORDEN',
        subject: detail.serviceCustomer.documentNumber,
        detail: `Orden ${detail.paymentReference}; pagador ${detail.billingCustomer.documentNumber}`,
        ip: ip ?? null,
      }),
    );
    return { result: detail };
  }

  @Post('CancelPurchaseOrder/:referenceUuid')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PAYMENTS, Privilege.ModifyPayments)
  @ApiParam({ name: 'referenceUuid', example: '5b0d8f0e-3c7e-4b9a-9f51-2d1c3a4b5c6d' })
  @ApiOperation({
    summary:
      'Anula una orden pagada (6 → 11) con el motivo escrito por el personal: sus licencias quedan suspendidas como en una reversión y su factura recibe una nota crédito (o se anula la factura que aún espera resolución). Nada más de la orden cambia; la devolución del dinero es externa. Un segundo clic o una repetición no anula dos veces (cancelledNow false).',
  })
  @ApiOkResponse({ description: 'result: la orden anulada (estado 11) y cancelledNow (false si ya lo estaba).' })
  @ApiErrorAnswer(400, 'VALIDATION: el motivo falta o pasa de 250 caracteres, o el identificador no es válido.')
  @ApiErrorAnswer(403, 'FORBIDDEN: se requieren los privilegios PAYMENTS y ModifyPayments (SUPERADMIN, LICFINANCIERO).')
  @ApiErrorAnswer(404, 'ORDERING.ORDER_NOT_FOUND: la orden no existe.')
  @ApiErrorAnswer(409, 'ORDERING.ORDER_NOT_CANCELLABLE: la orden no está pagada (aprobada), o ya fue reversada.')
  async cancelPurchaseOrder(
    @Param() params: PurchaseOrderDetailParamsDto,
    @Body() body: CancelPurchaseOrderRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<CancelPurchaseOrderResult>> {
    const result = await this.commandBus.execute(
      new CancelPurchaseOrderCommand(params.referenceUuid.toLowerCase(), body.reason, user.userName),
    );
    if (!result) throw new NotFoundError('ORDERING.ORDER_NOT_FOUND', PurchaseOrderAdminMessage.orderNotFound);
    return { result, statusMessage: PurchaseOrderAdminMessage.cancelled };
  }
}
