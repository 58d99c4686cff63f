import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequirePrivileges } from '@lic/server-kernel';
import {
  Privilege,
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
import { ListWebhookDeliveriesQuery } from '../application/queries/list-webhook-deliveries/list-webhook-deliveries.query';
import { ListWebhooksQuery } from '../application/queries/list-webhooks/list-webhooks.query';
import { WebhookDeliveryNotFoundError, WebhookNotFoundError } from '../domain/webhook.errors';
import { WebhookMessage } from '../domain/webhook.messages';
import { ListWebhooksRequestDto } from './dto/list-webhooks.request.dto';
import { RegisterWebhookRequestDto } from './dto/register-webhook.request.dto';
import {
  WebhookAnswerDto,
  WebhookDeliveryAnswerDto,
  WebhookDeliveryLogAnswerDto,
  WebhookListAnswerDto,
  WebhookSecretAnswerDto,
} from './dto/webhook.response.dto';

const webhookId = () => new ParseUUIDPipe({ exceptionFactory: () => new WebhookNotFoundError() });
const deliveryId = () => new ParseUUIDPipe({ exceptionFactory: () => new WebhookDeliveryNotFoundError() });

/** Staff manage the apps' signed webhooks and their delivery log (privilege LICENSES, as app credentials). */
@ApiTags('Webhooks de las apps')
@ApiBearerAuth()
@Controller('license/api/webhooks')
export class WebhooksController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({ summary: 'Los webhooks de una app (o de todas), los desactivados también, el más reciente primero; nunca el secreto.' })
  @ApiOkResponse({ type: WebhookListAnswerDto })
  async list(@Query() query: ListWebhooksRequestDto): Promise<ResultEnvelope<RecordsResult<WebhookView>>> {
    return { result: { records: await this.queryBus.execute(new ListWebhooksQuery(query.appName)) } };
  }

  @Post()
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({
    summary: 'Registra un webhook de una app para unos eventos; la respuesta trae el secreto de firma, la única vez que se muestra.',
  })
  @ApiOkResponse({ type: WebhookSecretAnswerDto })
  async register(@Body() body: RegisterWebhookRequestDto): Promise<ResultEnvelope<WebhookSecretResult>> {
    return {
      result: await this.commandBus.execute(new RegisterWebhookCommand(body.appName, body.url, body.events)),
      statusMessage: WebhookMessage.registered,
    };
  }

  @Post(':id/disable')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({ summary: 'Desactiva el webhook: no recibe más eventos y sus entregas pendientes se cancelan.' })
  @ApiOkResponse({ type: WebhookAnswerDto })
  async disable(@Param('id', webhookId()) id: string): Promise<ResultEnvelope<{ records: WebhookView }>> {
    return { result: { records: await this.commandBus.execute(new DisableWebhookCommand(id)) }, statusMessage: WebhookMessage.disabledOk };
  }

  @Post(':id/rotate-secret')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({ summary: 'Cambia el secreto de firma del webhook; el nuevo se muestra una sola vez y el anterior deja de firmar.' })
  @ApiOkResponse({ type: WebhookSecretAnswerDto })
  async rotateSecret(@Param('id', webhookId()) id: string): Promise<ResultEnvelope<WebhookSecretResult>> {
    return { result: await this.commandBus.execute(new RotateWebhookSecretCommand(id)), statusMessage: WebhookMessage.rotated };
  }

  @Get(':id/deliveries')
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({
    summary: 'Registro de entregas del webhook: las 50 más recientes, cada una con sus intentos (estado HTTP, respuesta, duración, error).',
  })
  @ApiOkResponse({ type: WebhookDeliveryLogAnswerDto })
  async deliveries(@Param('id', webhookId()) id: string): Promise<ResultEnvelope<RecordsResult<WebhookDeliveryLogEntry>>> {
    return { result: { records: await this.queryBus.execute(new ListWebhookDeliveriesQuery(id)) } };
  }

  @Post('deliveries/:deliveryId/replay')
  @HttpCode(200)
  @RequirePrivileges(Privilege.LICENSES)
  @ApiOperation({ summary: 'Reenvía una entrega: el mismo id de evento y cuerpo, con una firma de marca de tiempo nueva.' })
  @ApiOkResponse({ type: WebhookDeliveryAnswerDto })
  async replay(@Param('deliveryId', deliveryId()) id: string): Promise<ResultEnvelope<{ records: WebhookDeliveryView }>> {
    return {
      result: { records: await this.commandBus.execute(new ReplayWebhookDeliveryCommand(id)) },
      statusMessage: WebhookMessage.replayed,
    };
  }
}
