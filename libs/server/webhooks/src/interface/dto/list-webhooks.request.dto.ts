import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { WebhookMessage } from '../../domain/webhook.messages';
import { WEBHOOK_APPS } from './register-webhook.request.dto';

/** GET license/api/webhooks?appName=. */
export class ListWebhooksRequestDto {
  @ApiPropertyOptional({ example: 'colfactura', enum: WEBHOOK_APPS, description: 'Sin él: los webhooks de todas las apps.' })
  @IsOptional()
  @IsIn(WEBHOOK_APPS, { message: WebhookMessage.unknownApp })
  readonly appName?: string;
}
