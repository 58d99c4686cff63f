import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBasicAuth, ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorAnswer, CurrentUser, StaffOrApp, type AuthenticatedUser } from '@lic/server-kernel';
import {
  Privilege,
  WEBHOOK_ROTATION_GRACE_SECONDS,
  type RecordsResult,
  type ResultEnvelope,
  type WebhookDeliveryLogEntry,
  type WebhookDeliveryView,
  type WebhookSecretResult,
  type WebhookView,
} from '@lic/shared-api-types';
import { DisableWebhookCommand } from '../application/commands/disable-webhook/disable-webhook.command';
import { RegisterWebhookCommand } from '../application/commands/register-webhook/register-webhook.command';
import { ReplayWebhookDeliveryCommand } from '../application/commands/replay-webhook-delivery/replay-webhook-delivery.command';
import { RotateWebhookSecretCommand } from '../application/commands/rotate-webhook-secret/rotate-webhook-secret.command';
import { SendWebhookTestEventCommand } from '../application/commands/send-webhook-test-event/send-webhook-test-event.command';
import { ListWebhookDeliveriesQuery } from '../application/queries/list-webhook-deliveries/list-webhook-deliveries.query';
import { ListWebhooksQuery } from '../application/queries/list-webhooks/list-webhooks.query';
import { WebhookAppMismatchError, WebhookDeliveryNotFoundError, WebhookNotFoundError } from '../domain/webhook.errors';
import { WebhookMessage } from '../domain/webhook.messages';
import { ListWebhooksRequestDto } from './dto/list-webhooks.request.dto';
import { RegisterWebhookRequestDto } from './dto/register-webhook.request.dto';
import { RotateWebhookSecretRequestDto } from './dto/rotate-webhook-secret.request.dto';
import {
  WebhookAnswerDto,
  WebhookDeliveryAnswerDto,
  WebhookDeliveryLogAnswerDto,
  WebhookListAnswerDto,
  WebhookSecretAnswerDto,
} from './dto/webhook.response.dto';
import { CurrentWebhookCaller, WebhookCallerGuard, type WebhookCaller } from './webhook-caller.guard';

const webhookId = () => new ParseUUIDPipe({ exceptionFactory: () => new WebhookNotFoundError() });
const deliveryId = () => new ParseUUIDPipe({ exceptionFactory: () => new WebhookDeliveryNotFoundError() });

/**
 * The apps' signed webhooks and their delivery log, managed by each app with its credential (HTTP Basic:
 * its own webhooks only; another app's are unknown to it) or by staff with LICENSES (every app's).
 */
@ApiTags('Webhooks de las apps')
@ApiBearerAuth()
@ApiBasicAuth()
@Controller('license/api/webhooks')
@StaffOrApp(Privilege.LICENSES)
@UseGuards(WebhookCallerGuard)
export class WebhooksController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @ApiOperation({
    summary:
      'Los webhooks de una app (o de todas, solo el personal), los desactivados también, el más reciente primero; nunca el secreto. Una app ve solo los suyos.',
  })
  @ApiOkResponse({ type: WebhookListAnswerDto })
  @ApiErrorAnswer(403, 'WEBHOOKS.APP_MISMATCH: la credencial de una app pidió los webhooks de otra.')
  async list(
    @Query() query: ListWebhooksRequestDto,
    @CurrentWebhookCaller() caller: WebhookCaller,
  ): Promise<ResultEnvelope<RecordsResult<WebhookView>>> {
    return { result: { records: await this.queryBus.execute(new ListWebhooksQuery(ownAppName(caller, query.appName))) } };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Registra un webhook de una app para unos eventos; la respuesta trae el secreto de firma, la única vez que se muestra.',
  })
  @ApiOkResponse({ type: WebhookSecretAnswerDto })
  @ApiErrorAnswer(403, 'WEBHOOKS.APP_MISMATCH: la credencial de una app intentó registrar un webhook de otra.')
  async register(
    @Body() body: RegisterWebhookRequestDto,
    @CurrentWebhookCaller() caller: WebhookCaller,
  ): Promise<ResultEnvelope<WebhookSecretResult>> {
    const appName = ownAppName(caller, body.appName) ?? body.appName;
    return {
      result: await this.commandBus.execute(new RegisterWebhookCommand(appName, body.url, body.events)),
      statusMessage: WebhookMessage.registered,
    };
  }

  @Post(':id/disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Desactiva el webhook: no recibe más eventos y sus entregas pendientes se cancelan.' })
  @ApiOkResponse({ type: WebhookAnswerDto })
  @ApiErrorAnswer(404, 'WEBHOOKS.NOT_FOUND: no existe, o es de otra app.')
  async disable(
    @Param('id', webhookId()) id: string,
    @CurrentWebhookCaller() caller: WebhookCaller,
  ): Promise<ResultEnvelope<{ records: WebhookView }>> {
    return {
      result: { records: await this.commandBus.execute(new DisableWebhookCommand(id, caller.appName)) },
      statusMessage: WebhookMessage.disabledOk,
    };
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Cambia el secreto de firma del webhook; el nuevo se muestra una sola vez. El anterior sigue firmando junto al nuevo (Licencias-Signature: t=…,v1=<nuevo>,v1=<anterior>) durante graceSeconds (por defecto 86400; 0: deja de firmar ya).',
  })
  @ApiOkResponse({ type: WebhookSecretAnswerDto })
  @ApiErrorAnswer(404, 'WEBHOOKS.NOT_FOUND: no existe, o es de otra app.')
  @ApiErrorAnswer(409, 'WEBHOOKS.DISABLED: el webhook está desactivado.')
  async rotateSecret(
    @Param('id', webhookId()) id: string,
    @Body() body: RotateWebhookSecretRequestDto,
    @CurrentWebhookCaller() caller: WebhookCaller,
  ): Promise<ResultEnvelope<WebhookSecretResult>> {
    const grace = body?.graceSeconds ?? WEBHOOK_ROTATION_GRACE_SECONDS;
    return {
      result: await this.commandBus.execute(new RotateWebhookSecretCommand(id, grace, caller.appName)),
      statusMessage: WebhookMessage.rotated,
    };
  }

  @Post(':id/test')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Envía un evento de prueba firmado (type ping) al webhook, esté suscrito o no a algún evento; queda en su registro de entregas como cualquier otra.',
  })
  @ApiOkResponse({ type: WebhookDeliveryAnswerDto })
  @ApiErrorAnswer(404, 'WEBHOOKS.NOT_FOUND: no existe, o es de otra app.')
  @ApiErrorAnswer(409, 'WEBHOOKS.DISABLED: el webhook está desactivado.')
  async sendTestEvent(
    @Param('id', webhookId()) id: string,
    @CurrentWebhookCaller() caller: WebhookCaller,
    @CurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<ResultEnvelope<{ records: WebhookDeliveryView }>> {
    const requestedBy = caller.appName ?? user?.userName ?? 'personal';
    return {
      result: { records: await this.commandBus.execute(new SendWebhookTestEventCommand(id, caller.appName, requestedBy)) },
      statusMessage: WebhookMessage.testSent,
    };
  }

  @Get(':id/deliveries')
  @ApiOperation({
    summary: 'Registro de entregas del webhook: las 50 más recientes, cada una con sus intentos (estado HTTP, respuesta, duración, error).',
  })
  @ApiOkResponse({ type: WebhookDeliveryLogAnswerDto })
  @ApiErrorAnswer(404, 'WEBHOOKS.NOT_FOUND: no existe, o es de otra app.')
  async deliveries(
    @Param('id', webhookId()) id: string,
    @CurrentWebhookCaller() caller: WebhookCaller,
  ): Promise<ResultEnvelope<RecordsResult<WebhookDeliveryLogEntry>>> {
    return { result: { records: await this.queryBus.execute(new ListWebhookDeliveriesQuery(id, caller.appName)) } };
  }

  @Post('deliveries/:deliveryId/replay')
  @HttpCode(200)
  @ApiOperation({ summary: 'Reenvía una entrega: el mismo id de evento y cuerpo, con una firma de marca de tiempo nueva.' })
  @ApiOkResponse({ type: WebhookDeliveryAnswerDto })
  @ApiErrorAnswer(404, 'WEBHOOKS.DELIVERY_NOT_FOUND: no existe, o es de un webhook de otra app.')
  @ApiErrorAnswer(409, 'WEBHOOKS.DELIVERY_IN_PROGRESS (aún hay un intento pendiente) o WEBHOOKS.DISABLED.')
  async replay(
    @Param('deliveryId', deliveryId()) id: string,
    @CurrentWebhookCaller() caller: WebhookCaller,
  ): Promise<ResultEnvelope<{ records: WebhookDeliveryView }>> {
    return {
      result: { records: await this.commandBus.execute(new ReplayWebhookDeliveryCommand(id, caller.appName)) },
      statusMessage: WebhookMessage.replayed,
    };
  }
}

/** The app whose webhooks a call names: the calling app's own (another one is 403), or what staff asked for. */
function ownAppName(caller: WebhookCaller, asked: string | undefined): string | undefined {
  if (caller.appName === null) return asked;
  if (asked !== undefined && asked !== caller.appName) throw new WebhookAppMismatchError();
  return caller.appName;
}
