import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBasicAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer, AppCredential } from '@lic/server-kernel';
import type { ConsumptionBatchResult, ConsumptionEventResult } from '@lic/shared-api-types';
import { RegisterConsumptionCommand } from '../../application/commands/register-consumption/register-consumption.command';
import {
  AppMismatchError,
  EventIdReusedError,
  InsufficientBalanceError,
  PlanSuspendedError,
  UnknownFeatureError,
} from '../../domain/consumption/consumption.errors';
import { AppCredentialGuard, CurrentApp, type CallingApp } from '../credentials/app-credential.guard';
import { checkBatchEvent } from './consumption-event-check';
import { ConsumptionBatchRequestDto } from './dto/consumption-batch.request.dto';
import { ConsumptionEventRequestDto } from './dto/consumption-event.request.dto';
import { ConsumptionBatchResultDto, ConsumptionEventResultDto } from './dto/consumption.response.dto';

const BusyAnswer = () =>
  ApiErrorAnswer(
    503,
    'LICENSING.CONSUMPTION_BUSY: la contención persistió tras los reintentos; nada se registró (reenviar el mismo eventId).',
    {
      retryAfter: true,
    },
  );

/**
 * The apps report what their customers consume (design.md §5; docs/api/licensing.md "Consumo"), with
 * their credential: `Authorization: Basic base64(clientId:clientSecret)`. The answers are the bare
 * shapes of api-types (no `result` envelope): the apps are machines.
 */
@ApiTags('Licencias: consumo de las apps')
@ApiBasicAuth()
@Controller('license/api/consumption')
@AppCredential()
@UseGuards(AppCredentialGuard)
export class ConsumptionController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Registra un evento de consumo: descuenta del plan activo que vence primero (repartiendo entre planes si hace falta), nunca por debajo de cero (409 con available), idempotente por eventId (el mismo cuerpo otra vez: 200 DUPLICATE sin descontar; el mismo eventId con otro cliente, característica o cantidad: 409 LICENSING.EVENT_ID_REUSED). Los planes suspendidos (pago reversado) no se consumen: 409 LICENSING.PLAN_SUSPENDED si solo quedan esos. 404 si ningún plan activo del cliente incluye la característica; 403 si la credencial es de otra app; 401 sin credencial válida; 503 con Retry-After si la contención persiste tras los reintentos.',
  })
  @ApiOkResponse({ type: ConsumptionEventResultDto, description: 'ACCEPTED (descontado) o DUPLICATE (ya contado, no se descuenta).' })
  @ApiErrorAnswer(401, 'LICENSING.CREDENTIAL_MISSING o LICENSING.CREDENTIAL_INVALID: sin credencial de app válida.')
  @ApiErrorAnswer(403, 'LICENSING.APP_MISMATCH: la credencial es de otra app que el appName del evento.')
  @ApiErrorAnswer(404, 'LICENSING.UNKNOWN_FEATURE: ningún plan activo del cliente incluye la característica.')
  @ApiErrorAnswer(
    409,
    'LICENSING.INSUFFICIENT_BALANCE (con available), LICENSING.PLAN_SUSPENDED (available null) o LICENSING.EVENT_ID_REUSED (el eventId ya se registró con otro cliente, característica o cantidad: errors nombra cada campo distinto con el valor registrado; nada se registró).',
    {
      extra: { available: { type: 'integer', nullable: true, example: 3, description: 'Saldo disponible en vigor.' } },
    },
  )
  @BusyAnswer()
  async register(@Body() body: ConsumptionEventRequestDto, @CurrentApp() app: CallingApp): Promise<ConsumptionEventResult> {
    if (body.appName !== app.appName) throw new AppMismatchError();
    const [result] = await this.commandBus.execute(new RegisterConsumptionCommand(app.appName, [body]));
    if (result.outcome === 'INSUFFICIENT_BALANCE') throw new InsufficientBalanceError(result.available ?? 0);
    if (result.outcome === 'UNKNOWN_FEATURE') throw new UnknownFeatureError();
    if (result.outcome === 'PLAN_SUSPENDED') throw new PlanSuspendedError();
    if (result.outcome === 'EVENT_ID_REUSED') throw new EventIdReusedError(result.errors ?? []);
    return result;
  }

  @Post('batch')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Hasta 1.000 eventos en una llamada, decididos en orden con las mismas reglas y respondidos uno a uno (results[i].status es el código que tendría solo: 200, 400, 403, 404 o 409). 503 con Retry-After para todo el lote si la contención persiste tras los reintentos (nada se registra).',
  })
  @ApiOkResponse({ type: ConsumptionBatchResultDto, description: 'Un resultado por evento, en orden (results[i].status).' })
  @ApiErrorAnswer(401, 'LICENSING.CREDENTIAL_MISSING o LICENSING.CREDENTIAL_INVALID: sin credencial de app válida.')
  @BusyAnswer()
  async registerBatch(@Body() body: ConsumptionBatchRequestDto, @CurrentApp() app: CallingApp): Promise<ConsumptionBatchResult> {
    const events = (body.events as unknown[]).map(checkBatchEvent);
    const results = await this.commandBus.execute(new RegisterConsumptionCommand(app.appName, events));
    let accepted = 0;
    let duplicates = 0;
    for (const r of results) {
      if (r.outcome === 'ACCEPTED') accepted++;
      else if (r.outcome === 'DUPLICATE') duplicates++;
    }
    return { accepted, duplicates, refused: results.length - accepted - duplicates, results };
  }
}
