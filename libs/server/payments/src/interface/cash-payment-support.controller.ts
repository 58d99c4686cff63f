import { Body, Controller, Get, Header, Headers, HttpCode, Ip, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiHeader, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
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
import { GetPurchaseSummaryQuery } from '../application/queries/get-purchase-summary/get-purchase-summary.query';
import { CashPaymentMessage } from '../domain/cash/cash-payment.messages';
import { UploadPaymentSupportRequestDto } from './dto/upload-payment-support.request.dto';

type HeaderBag = Record<string, string | string[] | undefined>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A query value given once, as text. */
function queryValue(query: HeaderBag, name: string): string | undefined {
  const raw = query[name];
  return typeof raw === 'string' && raw.trim() ? raw.trim() : undefined;
}

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
 * (backoffice-catalogue.md §7). The order's referenceUuid lets the buyer upload and see the summary; reading a
 * stored file takes more (decision 0013, domain/cash/payment-support-access.ts).
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
      'Adjunta el comprobante de pago (PAYMENT_SUPPORT) o el RUT a una orden pendiente del pago en efectivo (estado 5); reemplaza el anterior del mismo tipo. jpg, jpeg, png, gif o pdf verificados por contenido (sin JavaScript, acciones, archivos incrustados ni datos tras el final; 400), nombre hasta 200 (se guarda normalizado), hasta 2.097.152 bytes (413). 404 orden desconocida, 422 orden que no espera el pago en efectivo.',
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
  @ApiHeader({ name: 'ReferenceUuid', required: false, description: 'O el parámetro ReferenceUuid del enlace firmado.' })
  @ApiHeader({ name: 'SupportType', required: false, enum: PAYMENT_SUPPORT_TYPES, description: 'O el parámetro SupportType del enlace.' })
  @ApiQuery({ name: 'ReferenceUuid', required: false })
  @ApiQuery({ name: 'SupportType', required: false, enum: PAYMENT_SUPPORT_TYPES })
  @ApiQuery({ name: 'expires', required: false, description: 'Enlace firmado del resumen de compra (urlPaymentSupport, urlPaymentRUT).' })
  @ApiQuery({ name: 'signature', required: false })
  @ApiOperation({
    summary:
      'El comprobante o el RUT de una orden: resultUploadSupport { fileName, base64, pathFile: null }. La lectura del personal queda en el registro de accesos a datos personales. Lo leen el personal con PAYMENTS, el cliente autenticado de la orden (otro cliente: 403) o quien abra el enlace firmado de 10 minutos que da getsummaryorder (vencido o alterado: 403); sin sesión ni enlace, 401. 404 si no hay archivo.',
  })
  async getPaymentSupport(
    @Headers() headers: HeaderBag,
    @Query() query: HeaderBag,
    @CurrentUser() user: AuthenticatedUser | undefined,
    @Ip() ip: string | undefined,
  ): Promise<{ resultUploadSupport: PaymentSupportFile }> {
    const errors: DomainErrorField[] = [];
    const fromLink = headerValue(headers, 'ReferenceUuid') === undefined && queryValue(query, 'ReferenceUuid') !== undefined;
    const bag: HeaderBag = fromLink
      ? { referenceuuid: queryValue(query, 'ReferenceUuid'), supporttype: queryValue(query, 'SupportType') }
      : headers;
    const referenceUuid = referenceHeader(bag, 'ReferenceUuid', errors);
    const supportType = headerValue(bag, 'SupportType')?.toUpperCase();
    if (supportType === undefined) errors.push({ field: 'SupportType', message: MESSAGES.required });
    else if (!(PAYMENT_SUPPORT_TYPES as readonly string[]).includes(supportType)) {
      errors.push({ field: 'SupportType', message: CashPaymentMessage.supportTypeInvalid });
    }
    throwIfAny(errors);
    const expires = queryValue(query, 'expires');
    const signature = queryValue(query, 'signature');
    const link = expires !== undefined || signature !== undefined ? { expires: expires ?? '', signature: signature ?? '' } : null;
    const file = await this.queryBus.execute(
      new GetPaymentSupportQuery(referenceUuid, supportType as PaymentSupportType, user, link, ip ?? null),
    );
    return { resultUploadSupport: file };
  }

  @Get('getsummaryorder')
  @Public()
  @Header('Cache-Control', 'no-store')
  @ApiHeader({ name: 'pReferenceUuid', required: true })
  @ApiHeader({ name: 'pAppName', required: false, example: 'colfactura' })
  @ApiOperation({
    summary:
      'Resumen de compra de una orden (storefront.md §3): result.summaryOrder con líneas, totales, retenciones, los nombres de los archivos adjuntos y sus enlaces firmados de 10 minutos (urlPaymentSupport, urlPaymentRUT). 404 "¡Orden de compra vacía o no existe!".',
  })
  async getSummaryOrder(@Headers() headers: HeaderBag): Promise<ResultEnvelope<{ summaryOrder: SummaryOrder }>> {
    const errors: DomainErrorField[] = [];
    const referenceUuid = referenceHeader(headers, 'pReferenceUuid', errors);
    const appName = headerValue(headers, 'pAppName');
    if (appName !== undefined && !brandByAppName(appName)) errors.push({ field: 'pAppName', message: CashPaymentMessage.unknownApp });
    throwIfAny(errors);
    return { result: { summaryOrder: await this.queryBus.execute(new GetPurchaseSummaryQuery(referenceUuid, appName ?? null)) } };
  }
}
