import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { WEBHOOK_ROTATION_GRACE_MAX_SECONDS, WEBHOOK_ROTATION_GRACE_SECONDS } from '@lic/shared-api-types';
import { WebhookMessage } from '../../domain/webhook.messages';

/** POST license/api/webhooks/{id}/rotate-secret (the body may be empty). */
export class RotateWebhookSecretRequestDto {
  @ApiPropertyOptional({
    type: 'integer',
    example: WEBHOOK_ROTATION_GRACE_SECONDS,
    minimum: 0,
    maximum: WEBHOOK_ROTATION_GRACE_MAX_SECONDS,
    description: 'Segundos durante los que el secreto anterior sigue firmando junto al nuevo (0: deja de firmar ya). Sin él: 86400 (24 h).',
  })
  @IsOptional()
  @IsInt({ message: WebhookMessage.badGrace })
  @Min(0, { message: WebhookMessage.badGrace })
  @Max(WEBHOOK_ROTATION_GRACE_MAX_SECONDS, { message: WebhookMessage.badGrace })
  readonly graceSeconds?: number;
}
