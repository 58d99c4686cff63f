import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, RequirePrivileges, type AuthenticatedUser } from '@lic/server-kernel';
import { Privilege, type PaymentReviewRecord, type RecordsResult, type ResultEnvelope } from '@lic/shared-api-types';
import { ResolvePaymentReviewCommand } from '../application/commands/resolve-payment-review/resolve-payment-review.command';
import { ListPaymentReviewsQuery } from '../application/queries/list-payment-reviews/list-payment-reviews.query';
import { ListPaymentReviewsRequestDto, ResolvePaymentReviewRequestDto } from './dto/payment-reviews.request.dto';

/**
 * "Revisión de pagos en línea": gateway answers with codes we do not know. Reading needs PAYMENTS (finance,
 * LICFINANCIEROCONSULTA too); closing an item needs ApprovePayments and ModifyPayments as a cash decision does.
 */
@ApiTags('Pagos: pago en línea')
@ApiBearerAuth()
@Controller('license/api/PaymentReview')
export class PaymentReviewsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @RequirePrivileges(Privilege.PAYMENTS)
  @ApiOperation({ summary: 'Respuestas de la pasarela con códigos desconocidos: OPEN (la más antigua primero) o RESOLVED (hasta 200).' })
  async list(@Query() query: ListPaymentReviewsRequestDto): Promise<ResultEnvelope<RecordsResult<PaymentReviewRecord>>> {
    return { result: await this.queryBus.execute(new ListPaymentReviewsQuery(query.status)) };
  }

  @Post('Resolve')
  @HttpCode(200)
  @RequirePrivileges(Privilege.PAYMENTS, Privilege.ApprovePayments, Privilege.ModifyPayments)
  @ApiOperation({ summary: 'Cierra un elemento de revisión con una nota (el pago no cambia). 422 si ya estaba cerrado.' })
  async resolve(
    @Body() body: ResolvePaymentReviewRequestDto,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ResultEnvelope<PaymentReviewRecord>> {
    const record = await this.commandBus.execute(new ResolvePaymentReviewCommand(body.id, body.note, user.userName));
    return { result: record, statusMessage: 'La revisión quedó cerrada.' };
  }
}
