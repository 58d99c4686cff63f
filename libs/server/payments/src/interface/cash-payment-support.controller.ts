import { Body, Controller, Get, Header, Headers, HttpCode, Ip, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser, InvalidInputError, Public, RateLimit, type AuthenticatedUser, type DomainErrorField } from '@lic/server-kernel';
import { brandByAppName } from '@lic/server-reference';
import {
  ErrorCode,
  GenericMessage,
  PAYMENT_SUPPORT_TYPES,
  type PaymentSupportFile,
  type PaymentSupportType,
  type ResultEnvelope,
  type SummaryOrder,
} from '@lic/shared-api-types';
import { MESSAGES } from '@lic/shared-rules';
import { UploadPaymentSupportCommand } from '../application/commands/upload-payment-support/upload-payment-support.command';
import { GetPaymentSupportQuery } from '../application/queries/get-payment-support/get-payment-support.query';
import { GetSummaryOrderQuery } from '../application/queries/get-summary-order/get-summary-order.query';
import { CashPaymentMessage } from '../domain/cash/cash-payment.messages';
import { UploadPaymentSupportRequestDto } from './dto/upload-payment-support.request.dto';

type HeaderBag = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function headerValue(headers: HeaderBag, name: string): string | undefined {
  const raw = headers[name.toLowerCase()];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value ? value : undefined;
}

function throwIfAny(errors: DomainErrorField[]): void {
  if (errors.length === 0) return;
  const summary = errors.length === 1 ? `${errors[0].field}: ${errors[0].message}` : GenericMessage.VALIDATION;
  throw new InvalidInputError(ErrorCode.VALIDATION, summary, errors);
}

/** The order's referenceUuid from a header: required, a UUID. */
function referenceHeader(headers: HeaderBag, name: string, errors: DomainErrorField[]): string {
  const value = headerValue(headers, name);
  if (value === undefined) errors.push({ field: name, message: MESSAGES.required });
  else if (!UUID.test(value)) errors.push({ field: name, message: CashPaymentMessage.referenceInvalid });
  return value?.toLowerCase() ?? '';
}

/**
 * The purchase summary page (storefront.md §2, §4 File upload, §7) and the proof viewer of the back office
 * (backoffice-catalogue.md §7). The order's referenceUuid is the capability: the buyer got it at registration.
 */
@ApiTags('Pagos: pagos en efectivo')
@Controller('license/api/purchaseorderlicense')
export class CashPaymentSupportController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Post('uploadPaymentSupport')
  @Public()
  @HttpCode(200)
  @RateLimit({ name: 'upload', points: (config) => config.uploadRateLimit, windowSeconds: 60 })
  @ApiOperation({
    summary:
      'Adjunta el comprobante de pago (PAYMENT_SUPPORT) o el RUT a una orden pendiente del pago en efectivo (estado 5); reemplaza el anterior del mismo tipo. jpg, jpeg, png, gif o pdf verificados por contenido, nombre hasta 200, hasta 2.097.152 bytes (400). 404 orden desconocida, 422 orden que no espera el pago en efectivo.',
  })
  async uploadPaymentSupport(
    @Body() body: UploadPaymentSupportRequestDto,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string | undefined,
  ): Promise<ResultEnvelope<boolean>> {
    const uploaded = await this.commandBus.execute(
      new UploadPaymentSupportCommand(body.referenceUuid.toLowerCase(), body.supportType, body.fileName, body.contentFileBase64, {
        userName: user?.userName ?? null,
        ip: ip ?? null,
      }),
    );
    return {
      result: true,
      statusMessage: uploaded.supportType === 'RUT' ? CashPaymentMessage.rutUploaded : CashPaymentMessage.supportUploaded,
    };
  }

  @Get('getpaymentsupport')
  @Public()
  @Header('Cache-Control', 'no-store')
  @RateLimit({ name: 'payment-support-read', points: 60, windowSeconds: 60 })
  @ApiHeader({ name: 'ReferenceUuid', required: true })
  @ApiHeader({ name: 'SupportType', required: true, enum: PAYMENT_SUPPORT_TYPES })
  @ApiOperation({
    summary:
      'El comprobante o el RUT de una orden: resultUploadSupport { fileName, base64, pathFile: null }. Personal con PAYMENTS siempre; un cliente autenticado solo de sus órdenes (403); sin sesión, quien tenga el referenceUuid. 404 si no hay archivo.',
  })
  async getPaymentSupport(
    @Headers() headers: HeaderBag,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<{ resultUploadSupport: PaymentSupportFile }> {
    const errors: DomainErrorField[] = [];
    const referenceUuid = referenceHeader(headers, 'ReferenceUuid', errors);
    const supportType = headerValue(headers, 'SupportType')?.toUpperCase();
    if (supportType === undefined) errors.push({ field: 'SupportType', message: MESSAGES.required });
    else if (!(PAYMENT_SUPPORT_TYPES as readonly string[]).includes(supportType)) {
      errors.push({ field: 'SupportType', message: CashPaymentMessage.supportTypeInvalid });
    }
    throwIfAny(errors);
    const file = await this.queryBus.execute(new GetPaymentSupportQuery(referenceUuid, supportType as PaymentSupportType, user));
    return { resultUploadSupport: file };
  }

  @Get('getsummaryorder')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiHeader({ name: 'pReferenceUuid', required: true })
  @ApiHeader({ name: 'pAppName', required: false, example: 'colfactura' })
  @ApiOperation({
    summary:
      'Resumen de compra de una orden (storefront.md §3): result.summaryOrder con líneas, totales, retenciones y los nombres de los archivos adjuntos. 404 "¡Orden de compra vacía o no existe!".',
  })
  async getSummaryOrder(@Headers() headers: HeaderBag): Promise<ResultEnvelope<{ summaryOrder: SummaryOrder }>> {
    const errors: DomainErrorField[] = [];
    const referenceUuid = referenceHeader(headers, 'pReferenceUuid', errors);
    const appName = headerValue(headers, 'pAppName');
    if (appName !== undefined && !brandByAppName(appName)) errors.push({ field: 'pAppName', message: CashPaymentMessage.unknownApp });
    throwIfAny(errors);
    return { result: { summaryOrder: await this.queryBus.execute(new GetSummaryOrderQuery(referenceUuid, appName ?? null)) } };
  }
}
