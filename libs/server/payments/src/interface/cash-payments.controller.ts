import { Body, Controller, HttpCode, Ip, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { CurrentUser, InvalidInputError, RequirePrivileges, type AuthenticatedUser } from '@lic/server-kernel';
import { brandByAppName } from '@lic/server-reference';
import {
  ErrorCode,
  Privilege,
  type CashPurchaseOrder,
  type ChangeStatePurchaseResult,
  type RecordsResult,
  type ResultEnvelope,
} from '@lic/shared-api-types';
import { ApproveCashPaymentCommand } from '../application/commands/approve-cash-payment/approve-cash-payment.command';
import { ListCashPaymentsQuery } from '../application/queries/list-cash-payments/list-cash-payments.query';
import { CashPaymentMessage } from '../domain/cash/cash-payment.messages';
import { paymentStateOf } from '../domain/cash/cash-payment-state';
import type { PaymentState } from '../domain/payment-state';
import { ChangeStatePurchaseRequestDto, PurchaseCashBatchRequestDto, SearchPurchaseCashRequestDto } from './dto/cash-payments.request.dto';

/**
 * "Pagos en efectivo" of the back office (backoffice-catalogue.md §2.3, §4, §6, §7): reading needs PAYMENTS
 * (LICFINANCIEROCONSULTA reads only); approving or rejecting needs ApprovePayments and ModifyPayments too.
 * The reject types are GET /license/api/parameter/GetAllRejectTypes (reference context).
 */
@ApiTags('Pagos: pagos en efectivo')
@ApiBearerAuth()
@Controller('license/api/PurchaseOrder')
export class CashPaymentsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('GetPurchaseCashByBatch')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PAYMENTS)
  @ApiOperation({
    summary:
      'Una página de la pestaña (IdState 5 por aprobar, 6 aprobados, 7 rechazados): result.records y result.count. Por aprobar: la más antigua primero; decididos: la decisión más reciente primero.',
  })
  async getPurchaseCashByBatch(@Body() body: PurchaseCashBatchRequestDto): Promise<ResultEnvelope<RecordsResult<CashPurchaseOrder>>> {
    const state = paymentStateOf(body.IdState) as PaymentState;
    return { result: await this.queryBus.execute(new ListCashPaymentsQuery({ state, offset: body.Last, limit: body.NumRows })) };
  }

  @Post('SearchPurchaseCash')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PAYMENTS)
  @ApiOperation({
    summary:
      'Busca en la pestaña por referencia de pago, documento o una palabra del nombre del cliente (sin espacios, hasta 100 caracteres; hasta 200 filas).',
  })
  async searchPurchaseCash(@Body() body: SearchPurchaseCashRequestDto): Promise<ResultEnvelope<RecordsResult<CashPurchaseOrder>>> {
    const state = paymentStateOf(body.IdState) as PaymentState;
    return { result: await this.queryBus.execute(new ListCashPaymentsQuery({ state, search: body.Search })) };
  }

  @Post('ChangeStatePurchase/:appName')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PAYMENTS, Privilege.ApprovePayments, Privilege.ModifyPayments)
  @ApiParam({ name: 'appName', example: 'license', description: 'La aplicación del back office (una marca).' })
  @ApiOperation({
    summary:
      'Aprueba (6) o rechaza (7, con rejectTypeId) un pago en efectivo pendiente (5). Registra la auditoría, publica PaymentApproved/PaymentRejected y avisa al cliente por correo. 422 si el pago ya fue decidido.',
  })
  async changeStatePurchase(
    @Param('appName') appName: string,
    @Body() body: ChangeStatePurchaseRequestDto,
    @CurrentUser() user: AuthenticatedUser,
    @Ip() ip: string | undefined,
  ): Promise<ResultEnvelope<ChangeStatePurchaseResult>> {
    if (!brandByAppName(appName)) {
      throw new InvalidInputError(ErrorCode.VALIDATION, `appName: ${CashPaymentMessage.unknownApp}`, [
        { field: 'appName', message: CashPaymentMessage.unknownApp },
      ]);
    }
    const result = await this.commandBus.execute(
      new ApproveCashPaymentCommand(
        body.id.toLowerCase(),
        body.idState,
        body.idState === 7 ? (body.rejectTypeId ?? null) : null,
        { userName: user.userName, userId: user.userId ?? null },
        ip ?? null,
      ),
    );
    return { result, statusMessage: body.idState === 6 ? CashPaymentMessage.approved : CashPaymentMessage.rejected };
  }
}
